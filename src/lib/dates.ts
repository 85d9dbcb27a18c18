/**
 * The few date formats the first screens need, without date-fns: the login and order screens load
 * before anything else, and date-fns' formatter and parser (~11 KB gzip) are only needed by the
 * date picker and the back-office screens, which load it with them. These show an instant on the
 * device's clock; business days (today, this month, day ranges) are Korea's and come from
 * contract/dates, never from local-time getters.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** HH:mm in local time. */
export const toHm = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
/** yyyy. MM. dd. HH:mm (spec §9's displayed date-time). */
export const toDisplayDateTime = (d: Date) =>
  `${pad(d.getFullYear(), 4)}. ${pad(d.getMonth() + 1)}. ${pad(d.getDate())}. ${toHm(d)}`;

/**
 * An ISO date or date-time from the server: a bare yyyy-MM-dd is a local day (as date-fns' parseISO
 * reads it, not UTC as `new Date` would); a date-time without an offset is local time too.
 */
export function parseServerDate(value: string): Date | null {
  const s = value.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const date = new Date(y, m - 1, d);
    // 2026-13-45 would roll over into another day: not a date.
    return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(s)) return null;
  const date = new Date(s.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}
