import { format as formatDate, isValid, parse } from 'date-fns';

/** Spec §9 widget defaults. */
export const PICKER_MIN_YEAR = 1900;
export const PICKER_MAX_YEAR = 2100;
/** Monday (the date picker's week starts on Monday). */
export const PICKER_WEEK_START = 1;
/** What the picker shows: year. month. day, or year. month in month mode. */
export const PICKER_DISPLAY_DAY = 'yyyy. MM. dd';
export const PICKER_DISPLAY_MONTH = 'yyyy. MM';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export interface PickerValueOptions {
  /** date-fns pattern for the day value (default yyyyMMdd); ignored in month mode. */
  format?: string | undefined;
  monthPicker?: boolean | undefined;
}

/**
 * The hidden field's value (spec §9): yyyyMMdd, or yyyyMM in month mode, year padded to 4 and month
 * to 2; `format` replaces the day pattern; '' when no date is set. A date that cannot be formatted is
 * logged and yields '' (spec §8).
 */
export function formatPickerValue(date: Date | null | undefined, options: PickerValueOptions = {}): string {
  if (date === null || date === undefined) return '';
  try {
    if (!isValid(date)) throw new RangeError('Invalid time value');
    if (options.monthPicker) return `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1, 2)}`;
    if (options.format) return formatDate(date, options.format);
    return `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1, 2)}${pad(date.getDate(), 2)}`;
  } catch (error) {
    console.error('[date-picker] could not format the date value', error);
    return '';
  }
}

/**
 * The date a picker starts with: a Date, or a string as the forms and URLs carry it — yyyyMMdd,
 * yyyyMM, yyyy-MM-dd or an ISO time. Anything else (or empty) is no date.
 */
export function parsePickerDate(value: string | Date | null | undefined, dayFormat?: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  const s = value.trim();
  const tries: [RegExp, string][] = [
    [/^\d{8}$/, 'yyyyMMdd'],
    [/^\d{6}$/, 'yyyyMM'],
    [/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd'],
    [/^\d{4}\. \d{2}\. \d{2}\.?$/, 'yyyy. MM. dd'],
  ];
  if (dayFormat) {
    const d = parse(s, dayFormat, new Date(2000, 0, 1));
    if (isValid(d)) return d;
  }
  for (const [re, pattern] of tries) {
    if (re.test(s)) {
      const d = parse(s.replace(/\.$/, ''), pattern, new Date(2000, 0, 1));
      return isValid(d) ? d : null;
    }
  }
  const d = new Date(s);
  return isValid(d) ? d : null;
}
