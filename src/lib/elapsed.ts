/** "방금", "12분", "1시간 5분": how long an order has waited, for the card's corner. */
export function formatElapsed(fromIso: string, now: number): string {
  const from = Date.parse(fromIso);
  if (Number.isNaN(from)) return '';
  const minutes = Math.max(0, Math.floor((now - from) / 60_000));
  if (minutes < 1) return '방금';
  if (minutes < 60) return `${minutes}분`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 24) return rest ? `${hours}시간 ${rest}분` : `${hours}시간`;
  return `${Math.floor(hours / 24)}일`;
}

/** Minutes waited, for the colour of the elapsed badge (late orders turn red). */
export function elapsedMinutes(fromIso: string, now: number): number {
  const from = Date.parse(fromIso);
  return Number.isNaN(from) ? 0 : Math.max(0, Math.floor((now - from) / 60_000));
}
