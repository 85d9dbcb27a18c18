/**
 * The few date formats the first screens need, without date-fns: the login and order screens load
 * before anything else, and date-fns' formatter and parser (~11 KB gzip) are only needed by the
 * date picker and the back-office screens, which load it with them. Instants are shown on a Korean
 * clock, like the business days (contract/dates): the shops are in Korea, and a tablet left on another
 * zone (issue 28: UTC) must not show a 12:10 order as 03:10 or last night's date.
 */
import { KST_OFFSET_MS, kstHm } from '@/contract/dates';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** HH:mm on a Korean clock. */
export const toHm = (d: Date) => kstHm(d);
/** yyyy. MM. dd. HH:mm on a Korean clock (spec §9's displayed date-time). */
export function toDisplayDateTime(d: Date): string {
  const k = new Date(d.getTime() + KST_OFFSET_MS);
  return `${pad(k.getUTCFullYear(), 4)}. ${pad(k.getUTCMonth() + 1)}. ${pad(k.getUTCDate())}. ${toHm(d)}`;
}

/**
 * An ISO date or date-time from the server. One with an offset (the API's instants, `…Z`) is that
 * instant; a bare yyyy-MM-dd is the start of that Korean day, and a date-time without an offset is
 * Korean wall-clock time — so both show as written, whatever the device's zone.
 */
export function parseServerDate(value: string): Date | null {
  const s = value.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const utc = new Date(Date.UTC(y, m - 1, d));
    // 2026-13-45 would roll over into another day: not a date.
    if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) return null;
    return new Date(utc.getTime() - KST_OFFSET_MS);
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(s)) return null;
  const iso = s.replace(' ', 'T');
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(iso);
  const date = new Date(hasOffset ? iso : `${iso}+09:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}
