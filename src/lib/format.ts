import { format, isValid, parseISO } from 'date-fns';

/** Spec §9: displayed date-times read yyyy. MM. dd. HH:mi. */
export const DISPLAY_DATE_TIME = 'yyyy. MM. dd. HH:mm';
export const DISPLAY_DATE = 'yyyy. MM. dd.';

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = toDate(value);
  return date ? format(date, DISPLAY_DATE_TIME) : '';
}

export function formatWon(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}
