import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { parseServerDate, toDisplayDateTime, toHm } from '@/lib/dates';
import { formatDateTime, formatWon, groupThousands } from '@/lib/format';

// The start-up path formats dates without date-fns; these pin it to what date-fns gives.
describe('dates without date-fns', () => {
  const days = [
    new Date(2026, 0, 1, 0, 5),
    new Date(2026, 2, 1, 9, 7),
    new Date(2024, 1, 29, 23, 59),
    new Date(2026, 11, 31, 12, 0),
  ];

  it('formats like date-fns', () => {
    for (const d of days) {
      expect(toHm(d)).toBe(format(d, 'HH:mm'));
      expect(toDisplayDateTime(d)).toBe(format(d, 'yyyy. MM. dd. HH:mm'));
    }
  });

  it('reads the server’s dates as parseISO does', () => {
    for (const s of [
      '2026-11-21T03:00:00Z',
      '2026-11-21T12:30:00+09:00',
      '2026-11-21T12:30:00',
      '2026-11-21',
      '2026-02-28T23:59:59.123Z',
    ]) {
      expect(parseServerDate(s)?.getTime()).toBe(parseISO(s).getTime());
    }
    expect(parseServerDate('2026-11-21 12:30:00')?.getTime()).toBe(new Date(2026, 10, 21, 12, 30).getTime());
    expect(parseServerDate('garbage')).toBeNull();
    expect(parseServerDate('2026-13-45')).toBeNull();
    expect(formatDateTime('2026-01-05T09:07:00')).toBe('2026. 01. 05. 09:07');
  });
});

describe('money on the cards', () => {
  it('groups thousands exactly as toLocaleString("ko-KR") does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 86_500, 1_000_000, 123_456_789, -4_500, -999, 2_147_483_647]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('ko-KR'));
    }
    expect(formatWon(86_500)).toBe('86,500원');
  });
});
