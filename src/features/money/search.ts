import { z } from 'zod/mini';
import { addDaysYmd, monthStartKst, pageNo, preprocess, thisMonthKst, todayKst } from '@/contract';

/**
 * URL state of the money screens. Dates travel as the date picker submits them (yyyyMMdd, yyyyMM);
 * bad values fall back to the defaults instead of failing the page. The defaults are Korea's days
 * (contract/dates), not the device's: a tablet set to another zone must open on the shop's day.
 */
const todayYmd = () => todayKst();
/** The default day range: the last 7 days, today included. */
const defaultStart = () => addDaysYmd(todayKst(), -6);
const monthStart = () => monthStartKst();
const thisMonth = () => thisMonthKst();

/*
 * The router reads `?month=202611` as a number, and would quote a digits-only string when writing it
 * (?month=%22202611%22). So digits travel as numbers in the URL (toUrlSearch) and are read back as
 * the strings the screens and the API use.
 */
const asString = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const day = (fallback: () => string) =>
  z._default(z.catch(preprocess(asString, z.string().check(z.regex(/^\d{8}$/))), fallback), fallback);
const code = z._default(z.catch(preprocess(asString, z.string().check(z.regex(/^\d{0,3}$/))), ''), '');

/** Screen state → URL: digits-only strings become numbers, empty filters drop out. */
export function toUrlSearch<T extends object>(search: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(search)) {
    if (v === '' || v === undefined) continue;
    out[k] = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v;
  }
  return out as T;
}
const page = z._default(z.catch(pageNo, 1), 1);

export const rangeSearchSchema = z.object({
  start_date: day(defaultStart),
  end_date: day(todayYmd),
  page_no: page,
});
export type RangeSearch = z.output<typeof rangeSearchSchema>;

export const paymentSearchSchema = z.extend(rangeSearchSchema, { pay_type: code, order_type: code });
export type PaymentSearch = z.output<typeof paymentSearchSchema>;

export const periodSearchSchema = z.object({
  mode: z._default(z.catch(z.enum(['day', 'month']), 'month'), 'month'),
  start_date: day(monthStart),
  end_date: day(todayYmd),
  month: z._default(
    z.catch(preprocess(asString, z.string().check(z.regex(/^\d{6}$/))), thisMonth),
    thisMonth,
  ),
});
export type PeriodSearch = z.output<typeof periodSearchSchema>;

export const adminOrderSearchSchema = z.extend(rangeSearchSchema, {
  order_status: code,
  only_mismatch: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1)), 0), 0),
});
export type AdminOrderSearch = z.output<typeof adminOrderSearchSchema>;

export const billSearchSchema = z.object({
  start_date: day(monthStart),
  end_date: day(todayYmd),
  page_no: page,
});
export type BillSearch = z.output<typeof billSearchSchema>;

export const billEditSearchSchema = z.object({
  transaction_id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  start_date: day(monthStart),
  end_date: day(todayYmd),
});
export type BillEditSearch = z.output<typeof billEditSearchSchema>;

export const settlementSearchSchema = z.object({
  tab: z._default(z.catch(z.enum(['main', 'ready', 'done', 'pg']), 'main'), 'main'),
  start_date: day(monthStart),
  end_date: day(todayYmd),
  page_no: page,
});
export type SettlementSearch = z.output<typeof settlementSearchSchema>;

export const pgDateSearchSchema = z.object({ start_date: day(monthStart), end_date: day(todayYmd) });
export type PgDateSearch = z.output<typeof pgDateSearchSchema>;

/** A client-side check before asking the server (which checks again): a Korean message or null. */
export function rangeProblem(
  start: string,
  end: string,
  messages: { reversed: string; future: string },
): string | null {
  if (start > end) return messages.reversed;
  if (start > todayYmd() || end > todayYmd()) return messages.future;
  return null;
}

/** yyyyMMdd → yyyy. MM. dd (the displayed date format). */
export const showYmd = (v: string) =>
  v.length >= 8 ? `${v.slice(0, 4)}. ${v.slice(4, 6)}. ${v.slice(6, 8)}` : v;
/** yyyy-MM-dd → yyyy. MM. dd */
export const showIsoDate = (v: string) => v.replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$1. $2. $3');

/** The report body of a period search: a month, or a day range. */
export function periodBody(storeId: number, search: PeriodSearch) {
  return search.mode === 'month'
    ? { store_id: storeId, month: search.month }
    : { store_id: storeId, start_date: search.start_date, end_date: search.end_date };
}
export function periodProblem(
  search: PeriodSearch,
  messages: { reversed: string; future: string },
): string | null {
  if (search.mode === 'month') return search.month > thisMonth() ? messages.future : null;
  return rangeProblem(search.start_date, search.end_date, messages);
}
