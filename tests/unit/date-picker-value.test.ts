import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatPickerValue,
  parsePickerDate,
  PICKER_MAX_YEAR,
  PICKER_MIN_YEAR,
  PICKER_WEEK_START,
} from '@/lib/date-picker-value';

afterEach(() => vi.restoreAllMocks());

describe('formatPickerValue (the hidden field, spec §9)', () => {
  it('gives yyyyMMdd for a day', () => {
    expect(formatPickerValue(new Date(2026, 10, 21))).toBe('20261121');
  });
  it('gives yyyyMM in month mode', () => {
    expect(formatPickerValue(new Date(2026, 10, 21), { monthPicker: true })).toBe('202611');
  });
  it('pads the year to 4 digits and the month (and day) to 2', () => {
    const early = new Date(2000, 0, 5);
    early.setFullYear(987);
    expect(formatPickerValue(early)).toBe('09870105');
    expect(formatPickerValue(early, { monthPicker: true })).toBe('098701');
    expect(formatPickerValue(new Date(2026, 2, 9))).toBe('20260309');
  });
  it('uses the format string for the day value when one is given', () => {
    expect(formatPickerValue(new Date(2026, 10, 1), { format: 'yyyy-MM-dd' })).toBe('2026-11-01');
    // Month mode keeps yyyyMM: the format string is for the day value only.
    expect(formatPickerValue(new Date(2026, 10, 1), { format: 'yyyy-MM-dd', monthPicker: true })).toBe(
      '202611',
    );
  });
  it('is empty when no date is set', () => {
    expect(formatPickerValue(null)).toBe('');
    expect(formatPickerValue(undefined, { monthPicker: true })).toBe('');
  });
  it('logs and yields no value when formatting fails', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatPickerValue(new Date(Number.NaN))).toBe('');
    expect(log).toHaveBeenCalledTimes(1);
    expect(formatPickerValue(new Date(2026, 0, 1), { format: 'yyyy jj' })).toBe('');
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('widget defaults', () => {
  it('spans 1900–2100 with weeks from Monday', () => {
    expect([PICKER_MIN_YEAR, PICKER_MAX_YEAR]).toEqual([1900, 2100]);
    expect(PICKER_WEEK_START).toBe(1);
  });
});

describe('parsePickerDate (the date a picker starts with)', () => {
  it('reads yyyyMMdd, yyyyMM, yyyy-MM-dd and displayed dates', () => {
    expect(parsePickerDate('20261121')).toEqual(new Date(2026, 10, 21));
    expect(parsePickerDate('202611')).toEqual(new Date(2026, 10, 1));
    expect(parsePickerDate('2026-11-21')).toEqual(new Date(2026, 10, 21));
    expect(parsePickerDate('2026. 11. 21.')).toEqual(new Date(2026, 10, 21));
  });
  it('reads a custom day format and gives null for nothing or nonsense', () => {
    expect(parsePickerDate('21/11/2026', 'dd/MM/yyyy')).toEqual(new Date(2026, 10, 21));
    expect(parsePickerDate('')).toBeNull();
    expect(parsePickerDate(null)).toBeNull();
    expect(parsePickerDate('20261345')).toBeNull();
    expect(parsePickerDate('어제')).toBeNull();
  });
});
