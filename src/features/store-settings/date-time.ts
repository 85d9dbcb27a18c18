/** A local date-time from the date picker's yyyyMMdd and an HH:mm time input; null when incomplete. */
export function combineDateTime(yyyymmdd: string, hhmm: string): Date | null {
  const d = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  const t = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!d || !t) return null;
  const date = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return Number.isNaN(date.getTime()) ? null : date;
}
