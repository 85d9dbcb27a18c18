import { sql, type SQL } from 'drizzle-orm';
import {
  daysInclusive,
  isRealDay,
  MAX_RANGE_DAYS,
  monthRange,
  PAGE_SIZE,
  todayKst,
  ymdToIso,
  type PaymentRow,
  type Settlement,
} from '../../src/contract';
import type { Db } from '../db';
import { fail } from './errors';

/** Runs a raw query and returns its rows (both drivers answer `{ rows }`). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** bigint / numeric sums arrive as strings (pg) or bigints (PGlite): one number either way. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const iso = (v: unknown): string =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));

/** yyyyMMdd → yyyy-MM-dd (a SQL date literal); rejects impossible dates like 20260231. */
export function toSqlDate(v: string, field: string): string {
  if (!isRealDay(v)) throw fail.validation({ [field]: '없는 날짜입니다.' });
  return ymdToIso(v);
}

export interface DayRange {
  /** yyyy-MM-dd */
  start: string;
  end: string;
}

/**
 * The day range of a report, checked: not reversed, not in the future, at most MAX_RANGE_DAYS long.
 * A month is resolved to its first and last day; the current month ends today.
 */
export function resolveRange(body: {
  start_date?: string | undefined;
  end_date?: string | undefined;
  month?: string | undefined;
}): DayRange {
  const today = todayKst();
  let start: string;
  let end: string;
  if (body.month) {
    const m = Number(body.month.slice(4, 6));
    if (m < 1 || m > 12) throw fail.validation({ month: '없는 월입니다.' });
    if (body.month > today.slice(0, 6))
      throw fail.validation(
        { month: '아직 오지 않은 달은 조회할 수 없습니다.' },
        '아직 오지 않은 달은 조회할 수 없습니다.',
      );
    ({ start, end } = monthRange(body.month));
    if (end > today) end = today;
  } else {
    if (!body.start_date || !body.end_date)
      throw fail.validation({ start_date: '조회 기간을 선택해 주세요.' });
    start = body.start_date;
    end = body.end_date;
    if (start > today)
      throw fail.validation(
        { start_date: '미래 날짜는 조회할 수 없습니다.' },
        '미래 날짜는 조회할 수 없습니다. 오늘까지의 기간을 선택해 주세요.',
      );
    if (end > today)
      throw fail.validation(
        { end_date: '미래 날짜는 조회할 수 없습니다.' },
        '미래 날짜는 조회할 수 없습니다. 오늘까지의 기간을 선택해 주세요.',
      );
    if (start > end)
      throw fail.validation(
        { end_date: '종료일이 시작일보다 빠릅니다.' },
        '종료일이 시작일보다 빠릅니다. 기간을 다시 선택해 주세요.',
      );
  }
  const range = { start: toSqlDate(start, 'start_date'), end: toSqlDate(end, 'end_date') };
  const days = daysInclusive(range.start, range.end);
  if (days > MAX_RANGE_DAYS)
    throw fail.validation(
      { end_date: `기간은 최대 ${MAX_RANGE_DAYS}일까지 조회할 수 있습니다.` },
      `기간은 최대 ${MAX_RANGE_DAYS}일까지 조회할 수 있습니다.`,
    );
  return range;
}

/** The KST day of a timestamp column, as SQL. */
export const kstDay = (column: SQL) => sql`((${column}) AT TIME ZONE 'Asia/Seoul')::date`;
/** The instant a KST day starts, as SQL (timestamptz). */
export const kstDayStart = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE 'Asia/Seoul')`;
/**
 * A timestamp column within the range's KST days: the same rows as kstDay(column) BETWEEN start AND
 * end, written as bounds on the column itself so an index on (store_id, column) reads only the range
 * (issue 27 §4: with a year of orders, the day of every store's row was computed and filtered).
 */
export const inRange = (column: SQL, r: DayRange) =>
  sql`${column} >= ${kstDayStart(sql`${r.start}::date`)} AND ${column} < ${kstDayStart(sql`${r.end}::date + 1`)}`;

export function paging(pageNo: number, total: number) {
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return {
    page_no: pageNo,
    page_count: pageCount,
    total_count: total,
    offset: (pageNo - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
}

/** The columns of a payment row (payments p, orders o, settlement_payments sp). */
export const paymentSelect = sql`p.payment_id, p.store_id, p.order_id, o.order_no, o.order_type, o.order_status, p.pay_type, p.amount,
  p.payment_status, p.approval_no, p.card_name, p.approved_at, p.cancelled_at, sp.settlement_id`;
export const paymentFrom = sql`payments p LEFT JOIN orders o ON o.order_id = p.order_id
  LEFT JOIN settlement_payments sp ON sp.payment_id = p.payment_id`;

export function toPaymentRow(r: Record<string, unknown>): PaymentRow {
  return {
    payment_id: num(r.payment_id),
    store_id: num(r.store_id),
    order_id: r.order_id === null ? null : num(r.order_id),
    order_no: (r.order_no as string | null) ?? null,
    order_type: r.order_type === null || r.order_type === undefined ? null : num(r.order_type),
    order_status: r.order_status === null || r.order_status === undefined ? null : num(r.order_status),
    pay_type: num(r.pay_type),
    amount: num(r.amount),
    payment_status: num(r.payment_status),
    approval_no: (r.approval_no as string | null) ?? null,
    card_name: (r.card_name as string | null) ?? null,
    approved_at: iso(r.approved_at),
    cancelled_at: isoOrNull(r.cancelled_at),
    settlement_id: r.settlement_id === null || r.settlement_id === undefined ? null : num(r.settlement_id),
  };
}

/**
 * The discount of the orders behind approved payments (issue 26 §5), over payments p LEFT JOIN orders o:
 * a payment is what the customer paid (net), so gross = approved + this. A channel order has one payment.
 */
export const discountSelect = sql`coalesce(sum(o.discount_amount) FILTER (WHERE p.payment_status = 1), 0) AS discount_amount`;

/** approved / cancelled counts and sums over payments p (LEFT JOIN orders o) matching `where`. */
export const summarySelect = sql`count(*) FILTER (WHERE p.payment_status = 1) AS approved_count,
  coalesce(sum(p.amount) FILTER (WHERE p.payment_status = 1), 0) AS approved_amount,
  count(*) FILTER (WHERE p.payment_status = 9) AS cancelled_count,
  coalesce(sum(p.amount) FILTER (WHERE p.payment_status = 9), 0) AS cancelled_amount, ${discountSelect}`;
export function toSummary(r: Record<string, unknown> | undefined) {
  return {
    approved_count: num(r?.approved_count),
    approved_amount: num(r?.approved_amount),
    cancelled_count: num(r?.cancelled_count),
    cancelled_amount: num(r?.cancelled_amount),
    discount_amount: num(r?.discount_amount),
    gross_amount: num(r?.approved_amount) + num(r?.discount_amount),
  };
}

/** The PG fee of one payment: amount × fee_bp / 10 000, rounded half up to the won. */
export const feeOf = (amount: number, feeBp: number) => Math.round((amount * feeBp) / 10_000);

/** Serialises money-moving writes of one store (two tablets, two admins): a row lock on the store. */
export async function lockStore(tx: Db, storeId: number): Promise<void> {
  const r = await rows(tx, sql`SELECT store_id FROM stores WHERE store_id = ${storeId} FOR UPDATE`);
  if (!r[0]) throw fail.notFound('매장을 찾을 수 없습니다.');
}

const settlementSelect = sql`s.settlement_id, s.store_id, st.store_name, to_char(s.start_date, 'YYYY-MM-DD') AS start_date,
  to_char(s.end_date, 'YYYY-MM-DD') AS end_date, s.payment_count, s.amount, s.fee_amount, s.settle_amount, s.status,
  s.created_at, s.provided_at, s.confirmed_at, s.version,
  (SELECT coalesce(sum(o.discount_amount), 0) FROM settlement_payments sp2 JOIN payments p2 ON p2.payment_id = sp2.payment_id
     JOIN orders o ON o.order_id = p2.order_id WHERE sp2.settlement_id = s.settlement_id) AS discount_amount`;

export function toSettlement(r: Record<string, unknown>): Settlement {
  return {
    settlement_id: num(r.settlement_id),
    store_id: num(r.store_id),
    store_name: String(r.store_name ?? ''),
    start_date: String(r.start_date),
    end_date: String(r.end_date),
    payment_count: num(r.payment_count),
    amount: num(r.amount),
    fee_amount: num(r.fee_amount),
    settle_amount: num(r.settle_amount),
    discount_amount: num(r.discount_amount),
    status: num(r.status),
    created_at: iso(r.created_at),
    provided_at: isoOrNull(r.provided_at),
    confirmed_at: isoOrNull(r.confirmed_at),
    version: num(r.version),
  };
}

export async function getSettlement(
  db: Db,
  storeId: number,
  settlementId: number,
  lock = false,
): Promise<Settlement | null> {
  const r = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${settlementSelect} FROM settlements s JOIN stores st ON st.store_id = s.store_id
        WHERE s.settlement_id = ${settlementId} AND s.store_id = ${storeId} ${lock ? sql`FOR UPDATE OF s` : sql``}`,
  );
  return r[0] ? toSettlement(r[0]) : null;
}

export async function listSettlements(db: Db, storeId: number, statuses: number[], pageNo: number) {
  const where = sql`s.store_id = ${storeId} AND s.status IN (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const [sum] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT count(*) AS count, coalesce(sum(s.amount), 0) AS amount, coalesce(sum(s.fee_amount), 0) AS fee_amount,
          coalesce(sum(s.settle_amount), 0) AS settle_amount FROM settlements s WHERE ${where}`,
  );
  const page = paging(pageNo, num(sum?.count));
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${settlementSelect} FROM settlements s JOIN stores st ON st.store_id = s.store_id WHERE ${where}
        ORDER BY s.start_date DESC, s.settlement_id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return {
    page_no: page.page_no,
    page_count: page.page_count,
    total_count: page.total_count,
    settlement_list: list.map(toSettlement),
    summary: {
      count: num(sum?.count),
      amount: num(sum?.amount),
      fee_amount: num(sum?.fee_amount),
      settle_amount: num(sum?.settle_amount),
    },
  };
}

/**
 * Creates a ready settlement over the store's unsettled PG payments approved in the range: approved
 * (status 1), a PG pay type (cash has none), and either without an order or of a served order (an open
 * order may still be cancelled). Shared by store/settlement/add and the demo seed.
 */
export async function createSettlement(
  tx: Db,
  storeId: number,
  range: DayRange,
  createdBy: number | null,
): Promise<Settlement> {
  await lockStore(tx, storeId);
  const pays = await rows<{ payment_id: number; amount: number; fee_bp: number }>(
    tx,
    sql`SELECT p.payment_id, p.amount, g.fee_bp FROM payments p
        JOIN pg_pay_types g ON g.pay_type = p.pay_type
        LEFT JOIN orders o ON o.order_id = p.order_id
        WHERE p.store_id = ${storeId} AND p.payment_status = 1 AND ${inRange(sql`p.approved_at`, range)}
          AND (p.order_id IS NULL OR o.order_status = 7)
          AND NOT EXISTS (SELECT 1 FROM settlement_payments sp WHERE sp.payment_id = p.payment_id)
        ORDER BY p.payment_id`,
  );
  if (pays.length === 0) {
    throw fail.validation(
      { start_date: '이 기간에 정산할 결제가 없습니다.' },
      '이 기간에 정산할 결제가 없습니다. 이미 정산되었거나 PG 결제가 없는 기간입니다.',
    );
  }
  const fees = pays.map((p) => feeOf(num(p.amount), num(p.fee_bp)));
  const amount = pays.reduce((s, p) => s + num(p.amount), 0);
  const feeAmount = fees.reduce((s, f) => s + f, 0);
  const [created] = await rows<{ settlement_id: number }>(
    tx,
    sql`INSERT INTO settlements (store_id, start_date, end_date, payment_count, amount, fee_amount, settle_amount, created_by)
        VALUES (${storeId}, ${range.start}::date, ${range.end}::date, ${pays.length}, ${amount}, ${feeAmount}, ${amount - feeAmount}, ${createdBy})
        RETURNING settlement_id`,
  );
  const sid = num(created!.settlement_id);
  for (let i = 0; i < pays.length; i += 500) {
    const chunk = pays.slice(i, i + 500);
    await tx.execute(
      sql`INSERT INTO settlement_payments (payment_id, settlement_id, fee_amount) VALUES ${sql.join(
        chunk.map((p, k) => sql`(${num(p.payment_id)}, ${sid}, ${fees[i + k]!})`),
        sql`, `,
      )}`,
    );
  }
  return (await getSettlement(tx, storeId, sid))!;
}
