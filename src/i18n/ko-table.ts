/** Labels of the shared list table (components/data-table): every back-office list shows these. */
export const koTable = {
  csv: 'CSV 내려받기',
  total: '합계',
  empty: '표시할 내용이 없습니다.',
  loading: '불러오는 중',
  refreshing: '새로 불러오는 중',
  loadError: '목록을 불러오지 못했습니다.',
  forbidden: '이 화면은 권한이 있는 관리자만 볼 수 있습니다.',
  retry: '다시 시도',
  // The name of a list's scrolling frame when the list has no label of its own.
  scrollRegion: '목록',
};
