/** Labels of the live order screens (/order-list, /reservation-list, /completed-list, /test). */
export const koOrders = {
  empty: '진행 중인 주문이 없습니다.',
  emptyColumn: '없음',
  emptyReservations: '예정된 예약 주문이 없습니다.',
  emptyCompleted: '오늘 완료되거나 취소된 주문이 없습니다.',
  orderNo: '주문번호',
  total: '합계',
  /** The delivery fee inside the total (delivery orders under the store's free-delivery amount). */
  deliveryFee: '배달비',
  /** Promotions on the order (issue 26 §5): "할인 -3,000원"; the total is then what the customer pays. */
  discount: (won: string) => `할인 -${won}`,
  /** A discount line's amount: "-3,000원", or "무료 제공" for a reward handed over in kind. */
  discountLine: (won: string | null) => (won ? `-${won}` : '무료 제공'),
  table: '테이블',
  pickupAt: '픽업',
  deliveryTo: '배달',
  request: '요청사항',
  deliveryman: '배달원',
  unassigned: '미배정',
  soldOutToggle: '품절 현황',
  showMore: (n: number) => `${n}건 더 보기`,
  /** The missed-order log's button (issue 26): here for the place the board holds for it (ko-counter's `missed.button` is this one). */
  missedLog: (n: number) => `놓친 주문 ${n}`,
  prep: (m: number) => `준비 ${m}분`,
  kindFilter: '주문 유형',
  statusFilter: '주문 상태',
  all: '전체',
  columns: { 1: '신규 주문', 2: '조리 중', 3: '준비 완료' } as Record<number, string>,
  next: { 1: '접수', 2: '준비 완료', 3: '전달 완료' } as Record<number, string>,
  cancel: '주문 취소',
  detail: '상세',
  newBadge: 'NEW',
  /** A new order past the store's missed-order minutes (issue 26). */
  missedBadge: '수락 지연',
  /** The screen's edge while orders are missed: drawn by the board from its first render. */
  missedEdge: (n: number) => `수락이 늦어진 주문 ${n}건`,
  sending: '전송 중',
  waiting: '전송 대기',
  quantity: (n: number) => `× ${n}`,
  optionPrice: (won: string) => `(+${won})`,
  accept: {
    title: (no: string) => `주문 ${no} 접수`,
    prepLabel: '준비 시간',
    /** 바쁨 in force (issue 26): the default already holds the extra minutes. */
    busyNote: (m: number) => `바쁨: 기본 준비 시간에 ${m}분을 더했습니다.`,
    minutes: (m: number) => `${m}분`,
    less: '5분 줄이기',
    more: '5분 늘리기',
    confirm: (m: number) => `${m}분으로 접수`,
  },
  cancelDialog: {
    title: (no: string) => `주문 ${no} 취소`,
    reasonLabel: '취소 사유',
    reasons: ['재료 소진', '주문 폭주', '영업 종료', '고객 요청'],
    placeholder: '취소 사유를 입력하세요',
    refundNote: '주문을 취소하면 결제도 함께 취소됩니다.',
    confirm: '주문 취소하기',
    keep: '돌아가기',
    reasonRequired: '취소 사유를 입력해 주세요.',
  },
  cancelRequest: {
    banner: '고객 취소 요청',
    approve: '취소 승인',
    reject: '거절',
  },
  info: {
    title: (no: string) => `주문 ${no}`,
    orderedAt: '주문 시각',
    updatedAt: '최근 변경',
    customer: '주문자',
    payments: '결제 내역',
    approval: '승인번호',
    paid: '결제 완료',
    refunded: '결제 취소',
    print: '주문서 출력',
    /** Through the store's network printer (issue 26); the browser's print stays for stores without one. */
    reprint: '다시 인쇄',
    reprintSent: '프린터로 다시 보냈습니다.',
    /** Every ticket asked for is queued, printing or printed less than a minute ago: nothing sent again. */
    reprintAlready: '이미 인쇄 요청됨 — 같은 주문서는 1분 안에 한 번만 인쇄합니다.',
    /** The detail's choice of what "다시 인쇄" prints. */
    reprintTarget: '인쇄할 주문서',
    reprintFailed: (n: number) => `인쇄 안 된 주문서 (${n}장)`,
    reprintAll: '모든 프린터의 주문서',
    reprintOne: (printer: string, kind: string) => `${printer} · ${kind}`,
    cancelReason: '취소 사유',
  },
  ticket: {
    kitchen: '주문서',
    printedAt: '출력',
  },
  /** A network printer's ticket kinds, as printed on them. */
  ticketKind: { kitchen: '주방 주문서', receipt: '영수증' },
  /** A ticket that did not print (its retries given up), on the card: one mark per printer. */
  printFailed: (printer: string) => `인쇄 안 됨 · ${printer}`,
  /** The same in the order detail, per ticket. */
  printFailedTicket: (printer: string, kind: string) => `인쇄 안 됨 · ${printer} (${kind})`,
  /** Closes a toast that stays (a failed print). */
  toastClose: '닫기',
  toast: {
    refused: (no: string, msg: string) => `주문 ${no}: ${msg}`,
  },
  failedTitle: '반영되지 않은 변경',
  dismiss: '확인',
  sound: {
    locked: '소리 켜기',
    on: '알림음 켜짐',
    repeat: '새 주문을 확인할 때까지 30초마다 알림음 반복 (이 태블릿)',
  },
  connection: {
    open: '실시간 연결됨',
    connecting: '연결 중',
    reconnecting: '다시 연결 중',
    offline: '오프라인',
    refused: '연결 거부됨',
    idle: '대기',
    offlineSince: (t: string) => `${t}부터 오프라인`,
    lastUpdated: (t: string) => `마지막 갱신 ${t}`,
    stale: '저장된 목록 표시 중',
  },
  test: {
    title: '알림 테스트',
    description: '이 매장의 모든 태블릿에 테스트 알림을 보냅니다. 알림음과 알림 메시지가 나오면 정상입니다.',
    send: '테스트 알림 보내기',
    sent: (n: number) => `알림을 보냈습니다 (연결된 태블릿 ${n}대).`,
    socket: '실시간 연결',
    sound: '알림음',
    soundLocked: '꺼짐 — 화면을 한 번 눌러 주세요',
    soundOn: '켜짐',
    playSample: '알림음 미리 듣기',
  },
};
