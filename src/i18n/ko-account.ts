/*
 * Labels of screens that load on demand, kept out of the start-up ko.ts so the board's first load does
 * not carry them (issue 24's initial-JS budget): account recovery under the login form (its dialogs
 * load when opened) and the super admin's store picker (/admin-mode).
 */

/** Account recovery under the login form. */
export const koFind = {
  findId: '아이디 찾기',
  findPassword: '비밀번호 찾기',
  name: '이름',
  phone: '등록된 휴대폰 번호',
  userId: '아이디',
  send: '안내 받기',
  sending: '요청 중',
  haveCode: '인증번호를 받았어요',
  code: '인증번호 6자리',
  newPassword: '새 비밀번호',
  newPasswordConfirm: '새 비밀번호 확인',
  mismatch: '새 비밀번호가 서로 다릅니다.',
  reset: '비밀번호 변경',
  idHint: '회원 정보에 등록된 이름과 휴대폰 번호를 입력하세요.',
  passwordHint: '아이디와 등록된 휴대폰 번호를 입력하면 인증번호를 보내 드립니다.',
};

/** /admin-mode: the super admin picks the store to manage. */
export const koAdminMode = {
  title: '매장 선택',
  description: '관리할 매장을 선택하세요.',
  filterType: '검색 구분',
  filterAll: '전체',
  filterFranchise: '가맹점',
  filterStoreName: '매장명',
  franchise: '가맹점',
  keyword: '검색어',
  keywordPlaceholder: '매장명을 입력하세요',
  search: '검색',
  empty: '조건에 맞는 매장이 없습니다.',
  storeId: '매장 번호',
  storeName: '매장명',
  group: '가맹점',
  address: '주소',
  status: '상태',
  select: '선택',
  total: (n: number) => `총 ${n.toLocaleString('ko-KR')}개 매장`,
};
