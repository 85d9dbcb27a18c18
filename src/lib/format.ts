import { parseServerDate, toDisplayDateTime } from '@/lib/dates';

export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date =
    typeof value === 'string' ? parseServerDate(value) : Number.isNaN(value.getTime()) ? null : value;
  return date ? toDisplayDateTime(date) : '';
}

export function formatWon(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}
