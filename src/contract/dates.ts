/**
 * Business dates: the shops are in Korea, so "today", "this month" and "a day" are Korea's (KST,
 * UTC+9, no daylight saving) on every device and server, whatever zone the machine is set to. A
 * tablet set to another zone must still open the day's reports on the shop's day, and a server in UTC
 * must not close the day at 09:00 Seoul time. Everything here is computed on UTC fields of a shifted
 * instant, never with local-time getters (getDate, getFullYear), which follow the machine's zone.
 *
 * Formats: `ymd` = yyyyMMdd (what the date picker submits and the API carries), `iso` = yyyy-MM-dd
 * (SQL dates and the API's day fields), `ym` = yyyyMM (the month picker).
 */

export const KST_OFFSET_MS = 9 * 3_600_000;
export const DAY_MS = 86_400_000;

type Instant = number | Date;
const ms = (at: Instant) => (typeof at === 'number' ? at : at.getTime());
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A UTC date whose UTC fields are the KST wall clock at `at`. */
const kstFields = (at: Instant) => new Date(ms(at) + KST_OFFSET_MS);
const ymdOfUtc = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;

/** yyyyMMdd of the KST day an instant falls on. */
export const kstYmd = (at: Instant): string => ymdOfUtc(kstFields(at));
/** yyyy-MM-dd of the KST day an instant falls on. */
export const kstIsoDate = (at: Instant): string => ymdToIso(kstYmd(at));
/** HH:mm of an instant on a Korean clock. */
export function kstHm(at: Instant): string {
  const d = kstFields(at);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Today in Korea as yyyyMMdd. */
export const todayKst = (now: Instant = Date.now()): string => kstYmd(now);
/** Today in Korea as yyyy-MM-dd. */
export const todayKstIso = (now: Instant = Date.now()): string => kstIsoDate(now);
/** This month in Korea as yyyyMM. */
export const thisMonthKst = (now: Instant = Date.now()): string => todayKst(now).slice(0, 6);
/** The first day of this month in Korea, yyyyMMdd. */
export const monthStartKst = (now: Instant = Date.now()): string => `${thisMonthKst(now)}01`;

/** The instant the KST day of `at` starts (00:00 in Seoul), as epoch ms. */
export const kstDayStart = (at: Instant): number =>
  Math.floor((ms(at) + KST_OFFSET_MS) / DAY_MS) * DAY_MS - KST_OFFSET_MS;
/** The next midnight in Seoul after `at` (where "until the end of today" ends). */
export const kstDayEnd = (at: Instant): Date => new Date(kstDayStart(at) + DAY_MS);

/** The UTC instants a KST calendar day (yyyy-MM-dd or yyyyMMdd) starts and ends at. */
export function kstDayRange(day: string): { from: Date; to: Date } {
  const ymd = isoToYmd(day);
  const from = new Date(utcOf(ymd) - KST_OFFSET_MS);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** yyyyMMdd → yyyy-MM-dd (no check; see isRealDay). */
export const ymdToIso = (ymd: string): string => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
/** yyyy-MM-dd (or an ISO date-time) → yyyyMMdd. */
export const isoToYmd = (iso: string): string => iso.replaceAll('-', '').slice(0, 8);

/**
 * Midnight UTC of a calendar day: plain day arithmetic, free of any zone. setUTCFullYear, because
 * Date.UTC reads years 0–99 as 1900–1999.
 */
function utcDay(year: number, monthIndex: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, monthIndex, day);
  return d.getTime();
}
const utcOf = (ymd: string) => utcDay(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8));
/** The number of days in a month (month 1–12). */
const monthLength = (year: number, month: number) => new Date(utcDay(year, month, 0)).getUTCDate();

/** A calendar day moved by `days` (negative for the past), across month and year ends; yyyyMMdd. */
export const addDaysYmd = (ymd: string, days: number): string =>
  ymdOfUtc(new Date(utcOf(ymd) + days * DAY_MS));
/** The same for yyyy-MM-dd. */
export const addDaysIso = (iso: string, days: number): string => ymdToIso(addDaysYmd(isoToYmd(iso), days));
/** Days from one calendar day to another, both ends counted (20261101 → 20261107 = 7); any format. */
export const daysInclusive = (start: string, end: string): number =>
  (utcOf(isoToYmd(end)) - utcOf(isoToYmd(start))) / DAY_MS + 1;

/** The first and last day (yyyyMMdd) of a month given as yyyyMM. */
export function monthRange(ym: string): { start: string; end: string } {
  const last = monthLength(+ym.slice(0, 4), +ym.slice(4, 6));
  return { start: `${ym}01`, end: `${ym}${pad(last)}` };
}

/**
 * A real calendar day given as yyyyMMdd or yyyy-MM-dd (no Feb 30, no month 13) in minYear..maxYear.
 * The contract's field schemas use their own range (common.ts); the server's checks name theirs.
 */
export function isRealDay(day: string, minYear = 0, maxYear = 9999): boolean {
  const ymd = isoToYmd(day);
  if (!/^\d{8}$/.test(ymd)) return false;
  const y = +ymd.slice(0, 4);
  const m = +ymd.slice(4, 6);
  const d = +ymd.slice(6, 8);
  if (y < minYear || y > maxYear || m < 1 || m > 12 || d < 1) return false;
  return d <= monthLength(y, m);
}

/** The weekday of a calendar day (yyyyMMdd or yyyy-MM-dd): 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string): number => new Date(utcOf(isoToYmd(day))).getUTCDay();
