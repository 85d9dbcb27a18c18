import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  pgPayTypeListCall,
  SettlementStatus,
  settlementAddCall,
  settlementConfirmCall,
  settlementDelCall,
  settlementDoneListCall,
  settlementMainListCall,
  settlementPgDateListCall,
  settlementPgListCall,
  settlementProvideCall,
  settlementReadyListCall,
  todayKst,
  type Settlement,
} from '../../src/contract';
import type { Db } from '../db';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import {
  createSettlement,
  getSettlement,
  inRange,
  listSettlements,
  num,
  paging,
  paymentFrom,
  paymentSelect,
  resolveRange,
  rows,
  summarySelect,
  toPaymentRow,
  toSummary,
} from '../lib/money';

type Row = Record<string, unknown>;

const STATUS_NAME: Record<number, string> = { 1: '정산 대기', 2: '지급 완료', 3: '입금 확인', 8: '삭제' };

/** Locks a settlement of this store for the rest of the transaction; not found → 9004. */
async function lockSettlement(tx: Db, storeId: number, settlementId: number): Promise<Settlement> {
  const s = await getSettlement(tx, storeId, settlementId, true);
  if (!s) throw fail.notFound('정산을 찾을 수 없습니다.');
  return s;
}

/** A state change from `from` only: anything else is a conflict carrying the current settlement. */
function requireStatus(s: Settlement, from: number, action: string): void {
  if (s.status === from) return;
  const now = STATUS_NAME[s.status] ?? String(s.status);
  throw fail.conflict(`이미 '${now}' 상태인 정산입니다. ${action}할 수 없습니다.`, s);
}

/** What each state change stamps, and its name in the conflict message. */
const MOVES: Record<number, { stamp: 'deleted_at' | 'provided_at' | 'confirmed_at'; action: string }> = {
  [SettlementStatus.DELETED]: { stamp: 'deleted_at', action: '삭제' },
  [SettlementStatus.PROVIDED]: { stamp: 'provided_at', action: '지급 처리' },
  [SettlementStatus.CONFIRMED]: { stamp: 'confirmed_at', action: '입금 확인' },
};

/**
 * One settlement state change: lock, check it is still in `from` (else a conflict with the current row),
 * run `before` (extra writes in the same transaction), set `to` and its timestamp, bump the version.
 */
async function moveSettlement(
  tx: Db,
  storeId: number,
  settlementId: number,
  from: number,
  to: number,
  before?: (settlementId: number) => Promise<unknown>,
): Promise<{ settlement: Settlement }> {
  const move = MOVES[to]!;
  const s = await lockSettlement(tx, storeId, settlementId);
  requireStatus(s, from, move.action);
  await before?.(s.settlement_id);
  await tx.execute(
    sql`UPDATE settlements SET status = ${to}, ${sql.identifier(move.stamp)} = now(), version = version + 1 WHERE settlement_id = ${s.settlement_id}`,
  );
  return { settlement: (await getSettlement(tx, storeId, s.settlement_id))! };
}

/** Amount, fee and settled sums of one report row, with what is left to receive and to settle. */
function settleFigures(r: Row) {
  const amount = num(r.amount);
  const fee = num(r.fee_amount);
  const settled = num(r.settled_amount);
  return {
    payment_count: num(r.payment_count),
    amount,
    fee_amount: fee,
    settle_amount: amount - fee,
    settled_amount: settled,
    unsettled_amount: amount - settled,
  };
}

/** The total line under a settlement report: every figure summed. */
function sumFigures(list: ReturnType<typeof settleFigures>[]) {
  const total = {
    payment_count: 0,
    amount: 0,
    fee_amount: 0,
    settle_amount: 0,
    settled_amount: 0,
    unsettled_amount: 0,
  };
  for (const r of list) for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
  return total;
}

/** The PG fee of a payment p joined to pg_pay_types g: the fee frozen in its settlement, else today's rate. */
const feeExpr = sql`coalesce(sp.fee_amount, round(p.amount * g.fee_bp / 10000.0)::bigint)`;

export function settlementRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, pgPayTypeListCall, {
    async handler({ tx }) {
      const list = await rows<Row>(
        tx,
        sql`SELECT g.pay_type, coalesce(c.code_name, g.pay_type::text) AS pay_type_name, g.pg_name, g.fee_bp
            FROM pg_pay_types g LEFT JOIN codes c ON c.column_name = 'pay_type' AND c.code_value = g.pay_type::text
            ORDER BY g.pay_type`,
      );
      return {
        pg_list: list.map((r) => ({
          pay_type: num(r.pay_type),
          pay_type_name: String(r.pay_type_name),
          pg_name: String(r.pg_name),
          fee_bp: num(r.fee_bp),
        })),
      };
    },
  });

  registerCall(app, ctx, settlementReadyListCall, {
    handler: ({ tx, body, storeId }) => listSettlements(tx, storeId, [SettlementStatus.READY], body.page_no),
  });
  registerCall(app, ctx, settlementDoneListCall, {
    handler: ({ tx, body, storeId }) =>
      listSettlements(tx, storeId, [SettlementStatus.PROVIDED, SettlementStatus.CONFIRMED], body.page_no),
  });

  registerCall(app, ctx, settlementMainListCall, {
    async handler({ tx, body, storeId }) {
      const range = resolveRange(body);
      const list = await rows<Row>(
        tx,
        sql`SELECT g.pay_type, g.pg_name, g.fee_bp, count(p.payment_id) AS payment_count, coalesce(sum(p.amount), 0) AS amount,
              coalesce(sum(${feeExpr}), 0) AS fee_amount,
              coalesce(sum(p.amount) FILTER (WHERE sp.payment_id IS NOT NULL), 0) AS settled_amount
            FROM pg_pay_types g
            LEFT JOIN payments p ON p.pay_type = g.pay_type AND p.store_id = ${storeId} AND p.payment_status = 1
              AND ${inRange(sql`p.approved_at`, range)}
            LEFT JOIN settlement_payments sp ON sp.payment_id = p.payment_id
            GROUP BY g.pay_type, g.pg_name, g.fee_bp ORDER BY g.pay_type`,
      );
      const mapped = list.map((r) => ({
        pay_type: num(r.pay_type),
        pg_name: String(r.pg_name),
        fee_bp: num(r.fee_bp),
        ...settleFigures(r),
      }));
      return { start_date: range.start, end_date: range.end, main_list: mapped, total: sumFigures(mapped) };
    },
  });

  registerCall(app, ctx, settlementPgListCall, {
    async handler({ tx, body, storeId }) {
      const range = resolveRange(body);
      const from = sql`${paymentFrom} JOIN pg_pay_types g ON g.pay_type = p.pay_type`;
      const where = sql`p.store_id = ${storeId} AND ${inRange(sql`p.approved_at`, range)}`;
      const [sum] = await rows<Row>(
        tx,
        sql`SELECT count(*) AS total, ${summarySelect} FROM ${from} WHERE ${where}`,
      );
      const page = paging(body.page_no, num(sum?.total));
      const list = await rows<Row>(
        tx,
        sql`SELECT ${paymentSelect}, g.pg_name, CASE WHEN p.payment_status = 1 THEN ${feeExpr} ELSE 0 END AS fee_amount
            FROM ${from} WHERE ${where} ORDER BY p.approved_at DESC, p.payment_id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      return {
        page_no: page.page_no,
        page_count: page.page_count,
        total_count: page.total_count,
        pg_list: list.map((r) => ({
          ...toPaymentRow(r),
          pg_name: String(r.pg_name),
          fee_amount: num(r.fee_amount),
        })),
        summary: toSummary(sum),
      };
    },
  });

  registerCall(app, ctx, settlementPgDateListCall, {
    async handler({ tx, body, storeId }) {
      const range = resolveRange(body);
      const list = await rows<Row>(
        tx,
        sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS sales_date, count(p.payment_id) AS payment_count,
              coalesce(sum(p.amount), 0) AS amount, coalesce(sum(${feeExpr}), 0) AS fee_amount,
              coalesce(sum(p.amount) FILTER (WHERE sp.payment_id IS NOT NULL), 0) AS settled_amount
            FROM generate_series(${range.start}::date, ${range.end}::date, interval '1 day') AS d(day)
            LEFT JOIN (payments p JOIN pg_pay_types g ON g.pay_type = p.pay_type)
              ON p.store_id = ${storeId} AND p.payment_status = 1 AND ((p.approved_at AT TIME ZONE 'Asia/Seoul')::date) = d.day::date
            LEFT JOIN settlement_payments sp ON sp.payment_id = p.payment_id
            GROUP BY d.day ORDER BY d.day DESC`,
      );
      const mapped = list.map((r) => ({ sales_date: String(r.sales_date), ...settleFigures(r) }));
      return { start_date: range.start, end_date: range.end, date_list: mapped, total: sumFigures(mapped) };
    },
  });

  registerCall(app, ctx, settlementAddCall, {
    write: true,
    async handler({ tx, body, storeId, principal }) {
      const range = resolveRange(body);
      // A day is settled once it is over: the PG has not closed today's payments yet.
      if (body.end_date >= todayKst()) {
        throw fail.validation(
          { end_date: '오늘 이전 날짜까지만 정산할 수 있습니다.' },
          '오늘 결제는 아직 정산할 수 없습니다. 어제까지의 기간을 선택해 주세요.',
        );
      }
      return { settlement: await createSettlement(tx, storeId, range, principal.managerId) };
    },
  });

  registerCall(app, ctx, settlementDelCall, {
    write: true,
    handler: ({ tx, body, storeId }) =>
      // Freeing the payments lets a later settlement take them again.
      moveSettlement(
        tx,
        storeId,
        body.settlement_id,
        SettlementStatus.READY,
        SettlementStatus.DELETED,
        (id) => tx.execute(sql`DELETE FROM settlement_payments WHERE settlement_id = ${id}`),
      ),
  });
  registerCall(app, ctx, settlementProvideCall, {
    write: true,
    handler: ({ tx, body, storeId }) =>
      moveSettlement(tx, storeId, body.settlement_id, SettlementStatus.READY, SettlementStatus.PROVIDED),
  });
  registerCall(app, ctx, settlementConfirmCall, {
    write: true,
    handler: ({ tx, body, storeId }) =>
      moveSettlement(tx, storeId, body.settlement_id, SettlementStatus.PROVIDED, SettlementStatus.CONFIRMED),
  });
}
