import type { SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { isRealDay, ymdToIso } from '../../src/contract';
import { fail } from './errors';

/*
 * Small helpers of the people and promotions area (issue 7): phone masking, date checks, raw rows.
 * Business dates (today in Korea, day ranges) are src/contract/dates.ts.
 */

/** 010-1234-5678 → 010-****-5678 (02-3142-1001 → 02-****-1001). Lists never carry the middle digits. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return phone ?? null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '****';
  const head = digits.startsWith('02') ? '02' : digits.slice(0, 3);
  return `${head}-****-${digits.slice(-4)}`;
}

/** Digits only, for matching a phone number whatever its dashes. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** 01012345678 → 010-1234-5678: numbers are stored in one shape. */
export function formatPhone(phone: string): string {
  const d = phoneDigits(phone);
  if (d.startsWith('02'))
    return d.length === 9 ? `02-${d.slice(2, 5)}-${d.slice(5)}` : `02-${d.slice(2, 6)}-${d.slice(6)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

/** yyyyMMdd → yyyy-MM-dd, refusing dates that do not exist (20260230) or outside 1900–2100. */
export function parseYmd(value: string, field: string): string {
  if (!isRealDay(value, 1900, 2100)) throw fail.validation({ [field]: '없는 날짜입니다.' });
  return ymdToIso(value);
}

export const toIso = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString()
      : new Date(String(v)).toISOString();

/** Runs a raw query and returns its rows on either driver (PGlite and node-postgres both answer { rows }). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const likeEscape = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function isPgError(err: unknown, code: string): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === code || e?.cause?.code === code;
}
