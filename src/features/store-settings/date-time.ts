import { KST_OFFSET_MS } from '@/contract/dates';

/** The instant of a Korean date-time from the date picker's yyyyMMdd and an HH:mm time input; null when incomplete. */
export function combineDateTime(yyyymmdd: string, hhmm: string): Date | null {
  const d = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  const t = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!d || !t) return null;
  // The shop's wall clock is Korea's, whatever zone the tablet is set to (issue 28).
  const utc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return Number.isNaN(utc) ? null : new Date(utc - KST_OFFSET_MS);
}
