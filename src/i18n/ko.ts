import { koOrders } from './ko-orders';
/**
 * The Korean labels of the start-up path: app, login, shell, orders, common words. The back-office
 * areas keep theirs in ko-money / ko-people / ko-menu-store, imported by those areas only, so the
 * first screens do not load every label of the product. Features read labels from these modules,
 * never inline. A second locale is one more set of files typed like these (`Labels`).
 */
export const ko = {
  app: {
    name: '카운터 백오피스',
    shortName: '카운터',
    loading: '불러오는 중',
    footer: '카운터 백오피스',
  },
  /** Page titles, one per screen; the side menu uses the same words. */
  page: {
    orderList: '실시간 현황',
    reservationList: '예약 현황',
    completedList: '완료 주문',
    menuGroup: '메뉴',
    product: '메뉴 관리',
    soldOut: '품절 관리',
    storeGroup: '매장',
    store: '매장 정보',
    openingHours: '영업시간',
    notice: '공지사항',
    managerList: '매니저 관리',
    storeList: '매장 회원',
    paymentManager: '결제 관리',
    salesGroup: '매출',
    salesPeriod: '기간별 매출',
    salesProduct: '메뉴별 매출',
    salesTypes: '결제수단·주문유형별 매출',
    settlementGroup: '정산 관리',
    settlementPg: 'PG 정산',
    settlementPgDate: '일자별 PG 정산',
    billManager: '계산서 관리',
    billEdit: '계산서 작성',
    customerManager: '고객 관리',
    promotionCoupon: '쿠폰 프로모션',
    promotionStamp: '스탬프 프로모션',
    promotionPeriod: '기간 프로모션',
    login: '로그인',
    serviceSetting: '서비스 설정',
    test: '테스트',
    adminMode: '관리자 모드',
    playInfo: '경기 정보',
    deliveryMen: '배달원 관리',
    ktPayment: '관리자 주문',
    paymentWithoutOrderList: '주문 없는 결제',
  },
  shell: {
    forbiddenTitle: '볼 수 없는 화면',
    forbidden: '이 화면은 권한이 있는 관리자만 볼 수 있습니다.',
    sideMenu: '메뉴',
    /** The phone's top bar: refresh, night theme, store change and logout behind one button. */
    more: '더보기',
    /** 바쁨 and pause, as the top bar shows them when not in force (store-rush.tsx; its place until loaded). */
    rush: { busy: '바쁨', pause: '일시 중지' },
    skipToMain: '본문으로 건너뛰기',
    refresh: '새로고침',
    refreshed: '새로 불러왔습니다.',
    logout: '로그아웃',
    managerSuffix: '님',
    orderCount: '진행 중 주문 수',
    storeLogo: '매장 로고',
    offlineNote:
      '오프라인입니다. 이 화면은 마지막으로 불러온 내용이며, 변경 사항은 연결된 뒤에 저장할 수 있습니다. 연결되면 자동으로 다시 불러옵니다.',
    changeStore: '매장 변경',
    logoutWithPending: (n: number) =>
      `아직 서버에 전송되지 않은 주문 처리 ${n}건이 있습니다. 로그아웃하면 이 변경은 사라집니다. 로그아웃할까요?`,
  },
  login: {
    title: '카운터 백오피스 로그인',
    userId: '아이디',
    password: '비밀번호',
    submit: '로그인',
    submitting: '로그인 중',
  },
  orders: koOrders,
  /** Fallback labels for when the server's code list has no entry for a value. */
  orderType: {
    1: '테이블',
    2: '포장',
    3: '예약 포장',
    4: '배달',
  } as Record<number, string>,
  orderStatus: {
    1: '주문 접수',
    2: '주문 수락',
    3: '준비 완료',
    7: '전달 완료',
    9: '주문 취소',
  } as Record<number, string>,
  storeStatus: {
    1: '영업 중',
    2: '일시 정지',
    3: '영업 종료',
  } as Record<number, string>,
  common: {
    all: '전체',
    close: '닫기',
    confirm: '확인',
    cancel: '취소',
    save: '저장',
    retry: '다시 시도',
    prevBlock: '이전 페이지 묶음',
    nextBlock: '다음 페이지 묶음',
    firstPage: '첫 페이지',
    lastPage: '마지막 페이지',
    // A space before 페이지: the button shows only the number, and its name must hold that number as a
    // word of its own (WCAG 2.5.3 label in name; axe compares whole words).
    page: (n: number) => `${n} 페이지`,
    pagination: '페이지 이동',
    loading: '불러오는 중',
    processing: '처리 중',
    noRows: '표시할 내용이 없습니다.',
    partFailedTitle: '화면을 불러오지 못했습니다',
    partFailed: '인터넷 연결을 확인한 뒤 다시 시도해 주세요. 연결되면 자동으로 다시 불러옵니다.',
    leaveUnsaved: '저장하지 않은 변경 사항이 있습니다. 이 화면을 떠날까요?',
    closeUnsaved: '저장하지 않은 변경 사항이 있습니다. 저장하지 않고 닫을까요?',
    textFull: (max: number) =>
      `${max.toLocaleString('ko-KR')}/${max.toLocaleString('ko-KR')} — 최대 글자 수입니다`,
    textOver: (over: number, max: number) =>
      `${max.toLocaleString('ko-KR')}자까지 입력할 수 있습니다 (${over.toLocaleString('ko-KR')}자 초과)`,
  },
  error: {
    network: '서버에 연결할 수 없습니다. 네트워크를 확인해 주세요.',
    offline: '오프라인 상태입니다. 인터넷 연결을 확인해 주세요. 연결되면 다시 불러옵니다.',
    timeoutRead: (s: number) => `서버가 ${s}초 안에 응답하지 않았습니다. 잠시 후 다시 시도해 주세요.`,
    timeoutWrite: (s: number) =>
      `서버가 ${s}초 안에 응답하지 않았습니다. 저장되었는지 확인한 뒤 다시 시도해 주세요.`,
    badResponse: '서버 응답을 이해할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    generic: '문제가 발생했습니다.',
    notFoundTitle: '페이지를 찾을 수 없습니다',
    notFoundBody: '주소가 바뀌었거나 없는 페이지입니다.',
    goHome: '실시간 현황으로 이동',
  },
  pwa: {
    updateReady: '새 버전이 준비되었습니다.',
    updateAfterOrders: '확인하지 않은 새 주문이 있어 주문을 확인한 뒤 업데이트할 수 있습니다.',
    update: '업데이트',
    later: '나중에',
  },
};

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: Widen<T[K]> };

/** The shape every locale file fills in. */
export type Labels = Widen<typeof ko>;
