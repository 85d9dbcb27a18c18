import { DAY_MS, KST_OFFSET_MS, type OpeningHour } from '@/contract';

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * When today's business ends (the store's weekly hours, on a Korean clock): the end of "영업 종료까지".
 * A closing time at or before the opening time is after midnight (a bar open 18:00–02:00), so between
 * midnight and 02:00 the business day is still yesterday's. Null when the store is not open now by its
 * hours (a day off, before opening, after closing): then there is no "until closing" to offer.
 */
export function closingTime(hours: readonly OpeningHour[], now: number): Date | null {
  // The KST day start and minutes since it, without the machine's zone.
  const kstNow = now + KST_OFFSET_MS;
  const dayStart = Math.floor(kstNow / DAY_MS) * DAY_MS - KST_OFFSET_MS;
  const minuteOfDay = Math.floor((kstNow % DAY_MS) / 60_000);
  // 1 = Monday … 7 = Sunday; 1970-01-01 (day 0) was a Thursday.
  const weekdayOf = (start: number) => ((Math.floor((start + KST_OFFSET_MS) / DAY_MS) + 3) % 7) + 1;
  for (const [start, offset] of [
    [dayStart - DAY_MS, DAY_MS],
    [dayStart, 0],
  ] as const) {
    const day = hours.find((h) => h.weekday === weekdayOf(start));
    if (!day || day.closed) continue;
    const open = minutesOf(day.open_time);
    let close = minutesOf(day.close_time);
    if (close <= open) close += 24 * 60;
    const at = minuteOfDay + offset / 60_000;
    if (at >= open && at < close) return new Date(start + close * 60_000);
  }
  return null;
}
