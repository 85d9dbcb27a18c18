import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { parseServerDate, toDisplayDateTime, toHm } from '@/lib/dates';
import { formatDateTime, formatWon, groupThousands } from '@/lib/format';

// The start-up path formats dates without date-fns, on a Korean clock whatever the machine's zone
// (issue 28: a tablet left on UTC); these pin it to date-fns on instants shifted to KST.
describe('dates without date-fns, on a Korean clock', () => {
  const instants = [
    '2026-01-01T00:05:00Z', // 09:05 KST
    '2026-02-28T15:07:00Z', // 00:07 KST on 1 March: the KST day is the next one
    '2024-02-29T14:59:00Z', // 23:59 KST, leap day
    '2026-12-31T15:00:00Z', // 00:00 KST on New Year's Day 2027
  ].map((s) => new Date(s));
  // The KST wall clock as a date-fns "local" date, whatever zone this machine is in.
  const kstWall = (d: Date) => {
    const k = new Date(d.getTime() + 9 * 3_600_000);
    return new Date(k.getUTCFullYear(), k.getUTCMonth(), k.getUTCDate(), k.getUTCHours(), k.getUTCMinutes());
  };

  it('formats like date-fns on the Korean wall clock', () => {
    for (const d of instants) {
      expect(toHm(d)).toBe(format(kstWall(d), 'HH:mm'));
      expect(toDisplayDateTime(d)).toBe(format(kstWall(d), 'yyyy. MM. dd. HH:mm'));
    }
    expect(toDisplayDateTime(new Date('2026-12-31T15:00:00Z'))).toBe('2027. 01. 01. 00:00');
  });

  it('reads the server’s instants as they are, and offsetless times and bare days as Korean', () => {
    for (const s of ['2026-11-21T03:00:00Z', '2026-11-21T12:30:00+09:00', '2026-02-28T23:59:59.123Z']) {
      expect(parseServerDate(s)?.getTime()).toBe(parseISO(s).getTime());
    }
    expect(parseServerDate('2026-11-21T12:30:00')?.toISOString()).toBe('2026-11-21T03:30:00.000Z');
    expect(parseServerDate('2026-11-21 12:30:00')?.toISOString()).toBe('2026-11-21T03:30:00.000Z');
    expect(parseServerDate('2026-11-21')?.toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(parseServerDate('garbage')).toBeNull();
    expect(parseServerDate('2026-13-45')).toBeNull();
    expect(parseServerDate('2026-02-30')).toBeNull();
    expect(formatDateTime('2026-01-05T09:07:00')).toBe('2026. 01. 05. 09:07');
    expect(formatDateTime('2026-01-05T00:07:00Z')).toBe('2026. 01. 05. 09:07');
    expect(formatDateTime('2026-01-05')).toBe('2026. 01. 05. 00:00');
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
