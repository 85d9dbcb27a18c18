import { describe, expect, it } from 'vitest';
import type { OpeningHour } from '@/contract';
import { formatLeft, leftMs } from '@/features/shell/countdown';
import { closingTime } from '@/features/shell/pause-end';

/** An instant given as a Korean wall clock (KST = UTC+9). */
const kst = (iso: string) => Date.parse(`${iso}+09:00`);
const week = (open: string, close: string, closed: number[] = []): OpeningHour[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    open_time: open,
    close_time: close,
    closed: closed.includes(weekday) ? 1 : 0,
  }));

describe('the top bar countdown', () => {
  it('counts to the server end time and is over once it has passed', () => {
    const now = kst('2026-11-25T12:00:00');
    const until = new Date(now + 24 * 60_000 + 13_000).toISOString();
    expect(leftMs(until, now)).toBe(24 * 60_000 + 13_000);
    expect(formatLeft(leftMs(until, now))).toBe('24:13');
    expect(leftMs(until, now + 24 * 60_000 + 13_000)).toBe(0);
    expect(leftMs(until, now + 30 * 60_000)).toBe(0);
    expect(leftMs(null, now)).toBe(0);
    expect(leftMs('not a time', now)).toBe(0);
  });

  it('shows minutes and seconds, hours from an hour up, and never 0:00 before the end', () => {
    expect(formatLeft(12 * 60_000 + 5_000)).toBe('12:05');
    expect(formatLeft(59_001)).toBe('1:00');
    expect(formatLeft(400)).toBe('0:01');
    expect(formatLeft(2 * 3_600_000)).toBe('2:00:00');
    expect(formatLeft(3_600_000 + 4 * 60_000 + 9_000)).toBe('1:04:09');
  });
});

describe('영업 종료까지: the end of today’s business', () => {
  it('is today’s closing time on a Korean clock, whatever the machine’s zone', () => {
    // 2026-11-25 is a Wednesday.
    const at = closingTime(week('10:00', '22:00'), kst('2026-11-25T15:30:00'));
    expect(at?.toISOString()).toBe(new Date(kst('2026-11-25T22:00:00')).toISOString());
  });

  it('is after midnight for a late shop, also when asked after midnight', () => {
    const hours = week('18:00', '02:00');
    expect(closingTime(hours, kst('2026-11-25T23:00:00'))?.getTime()).toBe(kst('2026-11-26T02:00:00'));
    // 01:00 Thursday is still Wednesday's business day.
    expect(closingTime(hours, kst('2026-11-26T01:00:00'))?.getTime()).toBe(kst('2026-11-26T02:00:00'));
  });

  it('is none before opening, after closing and on a day off', () => {
    expect(closingTime(week('10:00', '22:00'), kst('2026-11-25T09:00:00'))).toBeNull();
    expect(closingTime(week('10:00', '22:00'), kst('2026-11-25T22:00:00'))).toBeNull();
    // Wednesday (3) off.
    expect(closingTime(week('10:00', '22:00', [3]), kst('2026-11-25T12:00:00'))).toBeNull();
  });
});
