/**
 * What is left of 바쁨 or a pause at `now`: milliseconds to the server's end time, 0 once it has passed
 * (or when there is none). Read from the store info's end times, never from a timer started on a tap,
 * so a reload, another tablet's change or an offline tablet all end it at the same moment.
 */
export function leftMs(until: string | null | undefined, now: number): number {
  const end = until ? Date.parse(until) : NaN;
  return end > now ? end - now : 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "24:13", or "1:04:09" from an hour up: the top bar's countdown (rounded up: it never shows 0:00 early). */
export function formatLeft(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const m = Math.floor(s / 60);
  return `${m >= 60 ? `${Math.floor(m / 60)}:${pad(m % 60)}` : m}:${pad(s % 60)}`;
}
