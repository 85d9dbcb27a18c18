/** The completed list's own labels (/completed-list): loaded with its screen, not with the live board. */
export const koCompleted = {
  /** The next page (50 older orders). */
  morePages: '이전 주문 더 보기',
  moreFailed: '이전 주문을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
};
