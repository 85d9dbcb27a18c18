/** The completed list's own labels (/completed-list): loaded with its screen, not with the live board. */
export const koCompleted = {
  /** The next page (50 older orders). */
  morePages: '이전 주문 더 보기',
  /** After the last page, where its button was. */
  allLoaded: '오늘 완료된 주문을 모두 불러왔습니다.',
  moreFailed: '이전 주문을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
};
