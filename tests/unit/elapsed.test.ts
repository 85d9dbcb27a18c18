import { describe, expect, it } from 'vitest';
import { formatElapsed } from '@/lib/elapsed';
import { formatDateTime } from '@/lib/format';

describe('elapsed time and the display date format', () => {
  const t0 = Date.parse('2026-11-21T03:00:00Z');
  it('says how long an order has waited', () => {
    expect(formatElapsed('2026-11-21T03:00:00Z', t0 + 20_000)).toBe('방금');
    expect(formatElapsed('2026-11-21T03:00:00Z', t0 + 12 * 60_000)).toBe('12분');
    expect(formatElapsed('2026-11-21T03:00:00Z', t0 + 65 * 60_000)).toBe('1시간 5분');
    expect(formatElapsed('2026-11-21T03:00:00Z', t0 + 120 * 60_000)).toBe('2시간');
    expect(formatElapsed('2026-11-21T03:00:00Z', t0 + 50 * 3600_000)).toBe('2일');
    expect(formatElapsed('not a date', t0)).toBe('');
    expect(formatElapsed('2026-11-21T03:00:00Z', t0 - 60_000)).toBe('방금');
  });

  it('formats date-times as yyyy. MM. dd. HH:mi', () => {
    // On the Korean clock whatever this machine's zone: 00:07 UTC is 09:07 in Seoul.
    expect(formatDateTime(new Date('2026-01-05T00:07:00Z'))).toBe('2026. 01. 05. 09:07');
    expect(formatDateTime('garbage')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});
