// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDaysIso,
  addDaysYmd,
  daysInclusive,
  isoToYmd,
  isRealDay,
  kstDayEnd,
  kstDayRange,
  kstDayStart,
  kstHm,
  kstIsoDate,
  monthRange,
  monthStartKst,
  thisMonthKst,
  todayKst,
  todayKstIso,
  weekdayOf,
  ymdToIso,
} from '@/contract';

describe('business dates in Korea time (contract/dates)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('takes the day from Korea, not from the device', () => {
    // 16:30 UTC on the 24th is 01:30 on the 25th in Seoul; a device in New York still says the 24th.
    const at = Date.parse('2026-11-24T16:30:00Z');
    expect(todayKst(at)).toBe('20261125');
    expect(todayKstIso(at)).toBe('2026-11-25');
    expect(kstIsoDate(new Date(at))).toBe('2026-11-25');
    expect(kstHm(at)).toBe('01:30');
    // The last instant of a KST day and the first of the next.
    expect(todayKst(Date.parse('2026-11-24T14:59:59.999Z'))).toBe('20261124');
    expect(todayKst(Date.parse('2026-11-24T15:00:00Z'))).toBe('20261125');
  });

  it('gives the same answer whatever zone the process runs in', () => {
    // TZ is read per Date call in Node: set it to zones on both sides of Korea.
    const at = Date.parse('2026-12-31T15:30:00Z');
    for (const tz of ['UTC', 'America/New_York', 'Pacific/Kiritimati', 'Asia/Seoul']) {
      vi.stubEnv('TZ', tz);
      expect(todayKst(at)).toBe('20270101');
      expect(thisMonthKst(at)).toBe('202701');
      expect(monthStartKst(at)).toBe('20270101');
      expect(kstDayStart(at)).toBe(Date.parse('2026-12-31T15:00:00Z'));
    }
  });

  it('defaults to the current time', () => {
    vi.useFakeTimers({ now: Date.parse('2026-02-28T20:00:00Z') });
    expect(todayKst()).toBe('20260301');
    expect(todayKstIso()).toBe('2026-03-01');
    expect(thisMonthKst()).toBe('202603');
    expect(monthStartKst()).toBe('20260301');
  });

  it('finds where a Korean day starts and ends', () => {
    const at = Date.parse('2026-11-24T16:30:00Z');
    expect(new Date(kstDayStart(at)).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(kstDayEnd(new Date(at)).toISOString()).toBe('2026-11-25T15:00:00.000Z');
    const range = kstDayRange('2026-11-25');
    expect(range.from.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(range.to.toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(kstDayRange('20261125')).toEqual(range);
  });

  it('moves and counts calendar days across month, year and leap days', () => {
    expect(addDaysYmd('20261231', 1)).toBe('20270101');
    expect(addDaysYmd('20240228', 1)).toBe('20240229');
    expect(addDaysYmd('20260301', -1)).toBe('20260228');
    expect(addDaysYmd('20261125', -6)).toBe('20261119');
    expect(addDaysIso('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysInclusive('2026-11-01', '2026-11-07')).toBe(7);
    expect(daysInclusive('20261125', '20261125')).toBe(1);
    expect(daysInclusive('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('resolves months and converts formats', () => {
    expect(monthRange('202402')).toEqual({ start: '20240201', end: '20240229' });
    expect(monthRange('202602')).toEqual({ start: '20260201', end: '20260228' });
    expect(monthRange('202612')).toEqual({ start: '20261201', end: '20261231' });
    expect(ymdToIso('20261125')).toBe('2026-11-25');
    expect(isoToYmd('2026-11-25')).toBe('20261125');
    expect(isoToYmd('2026-11-25T10:00:00Z')).toBe('20261125');
    expect(weekdayOf('20261125')).toBe(3);
    expect(weekdayOf('2026-11-22')).toBe(0);
  });

  it('tells real calendar days from typos', () => {
    expect(isRealDay('20240229')).toBe(true);
    expect(isRealDay('20260229')).toBe(false);
    expect(isRealDay('20261301')).toBe(false);
    expect(isRealDay('20261100')).toBe(false);
    expect(isRealDay('2026-11-30')).toBe(true);
    expect(isRealDay('2026113')).toBe(false);
    expect(isRealDay('00000101')).toBe(true);
    expect(isRealDay('18991231', 1900, 2100)).toBe(false);
    expect(isRealDay('21001231', 1900, 2100)).toBe(true);
  });
});
