import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  BillStatus,
  todayKst,
  transactionEditCall,
  transactionListCall,
  transactionOrderCall,
  type Bill,
} from '../../src/contract';
import type { Db } from '../db';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import { iso, lockStore, num, paging, resolveRange, rows, toSqlDate } from '../lib/money';

type Row = Record<string, unknown>;

const billSelect = sql`t.transaction_id, t.store_id, t.bill_no, t.buyer_name, t.buyer_business_no, t.buyer_email,
  to_char(t.issue_date, 'YYYY-MM-DD') AS issue_date, t.supply_amount, t.vat_amount, t.total_amount, t.status, t.memo,
  t.created_at, t.version, (SELECT count(*) FROM transaction_orders x WHERE x.transaction_id = t.transaction_id) AS order_count`;

function toBill(r: Row): Bill {
  return {
    transaction_id: num(r.transaction_id),
    store_id: num(r.store_id),
    bill_no: String(r.bill_no),
    buyer_name: String(r.buyer_name),
    buyer_business_no: String(r.buyer_business_no),
    buyer_email: (r.buyer_email as string | null) ?? null,
    issue_date: String(r.issue_date),
    supply_amount: num(r.supply_amount),
    vat_amount: num(r.vat_amount),
    total_amount: num(r.total_amount),
    order_count: num(r.order_count),
    status: num(r.status),
    memo: (r.memo as string | null) ?? null,
    created_at: iso(r.created_at),
    version: num(r.version),
  };
}

async function getBill(db: Db, storeId: number, transactionId: number, lock = false): Promise<Bill | null> {
  const [r] = await rows<Row>(
    db,
    sql`SELECT ${billSelect} FROM transactions t WHERE t.transaction_id = ${transactionId} AND t.store_id = ${storeId}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return r ? toBill(r) : null;
}

/** 000-00-00000 whatever the user typed. */
const formatBusinessNo = (v: string) => {
  const d = v.replace(/\D/g, '');
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
};

/** Supply value and VAT of a VAT-included total (10 %), as on a Korean tax invoice. */
export function splitVat(total: number) {
  const supply = Math.round(total / 1.1);
  return { supply, vat: total - supply };
}

export function billRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, transactionOrderCall, {
    async handler({ tx, body, storeId }) {
      const range = resolveRange(body);
      let bill: Bill | null = null;
      let billOrderIds: number[] = [];
      if (body.transaction_id !== undefined) {
        bill = await getBill(tx, storeId, body.transaction_id);
        if (!bill) throw fail.notFound('계산서를 찾을 수 없습니다.');
        const ids = await rows<Row>(
          tx,
          sql`SELECT order_id FROM transaction_orders WHERE transaction_id = ${bill.transaction_id} ORDER BY order_id`,
        );
        billOrderIds = ids.map((r) => num(r.order_id));
      }
      // Served orders of the range (only finished orders can be billed), plus the bill's own orders.
      const list = await rows<Row>(
        tx,
        sql`SELECT o.order_id, o.order_no, o.order_type, o.pay_type, o.total_amount, o.created_at,
              (SELECT t.transaction_id FROM transaction_orders x JOIN transactions t ON t.transaction_id = x.transaction_id
                WHERE x.order_id = o.order_id AND t.status = 1 LIMIT 1) AS transaction_id
            FROM orders o
            WHERE o.store_id = ${storeId} AND o.order_status = 7
              AND (((o.created_at AT TIME ZONE 'Asia/Seoul')::date BETWEEN ${range.start}::date AND ${range.end}::date)
                OR o.order_id IN (SELECT order_id FROM transaction_orders WHERE transaction_id = ${bill?.transaction_id ?? 0}))
            ORDER BY o.created_at DESC, o.order_id DESC LIMIT 2000`,
      );
      return {
        order_list: list.map((r) => ({
          order_id: num(r.order_id),
          order_no: String(r.order_no),
          order_type: num(r.order_type),
          pay_type: num(r.pay_type),
          total_amount: num(r.total_amount),
          created_at: iso(r.created_at),
          transaction_id: r.transaction_id === null ? null : num(r.transaction_id),
        })),
        bill,
        bill_order_ids: billOrderIds,
      };
    },
  });

  registerCall(app, ctx, transactionListCall, {
    async handler({ tx, body, storeId }) {
      const range = resolveRange(body);
      const where = sql`t.store_id = ${storeId} AND t.issue_date BETWEEN ${range.start}::date AND ${range.end}::date`;
      // The summary counts issued bills only; void ones stay listed, marked 무효.
      const [sum] = await rows<Row>(
        tx,
        sql`SELECT count(*) AS total, count(*) FILTER (WHERE t.status = 1) AS count,
              coalesce(sum(t.supply_amount) FILTER (WHERE t.status = 1), 0) AS supply_amount,
              coalesce(sum(t.vat_amount) FILTER (WHERE t.status = 1), 0) AS vat_amount,
              coalesce(sum(t.total_amount) FILTER (WHERE t.status = 1), 0) AS total_amount
            FROM transactions t WHERE ${where}`,
      );
      const page = paging(body.page_no, num(sum?.total));
      const list = await rows<Row>(
        tx,
        sql`SELECT ${billSelect} FROM transactions t WHERE ${where}
            ORDER BY t.issue_date DESC, t.transaction_id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      return {
        page_no: page.page_no,
        page_count: page.page_count,
        total_count: page.total_count,
        transaction_list: list.map(toBill),
        summary: {
          count: num(sum?.count),
          supply_amount: num(sum?.supply_amount),
          vat_amount: num(sum?.vat_amount),
          total_amount: num(sum?.total_amount),
        },
      };
    },
  });

  registerCall(app, ctx, transactionEditCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      await lockStore(tx, storeId);
      const issueDate = toSqlDate(body.issue_date, 'issue_date');
      if (body.issue_date > todayKst())
        throw fail.validation({ issue_date: '발행일은 오늘 이후로 정할 수 없습니다.' });
      let existing: Bill | null = null;
      if (body.transaction_id !== undefined) {
        existing = await getBill(tx, storeId, body.transaction_id, true);
        if (!existing) throw fail.notFound('계산서를 찾을 수 없습니다.');
        if (body.version !== undefined && body.version !== existing.version) {
          throw fail.conflict(
            '다른 곳에서 먼저 수정한 계산서입니다. 새로 불러온 뒤 다시 저장해 주세요.',
            existing,
          );
        }
        if (existing.status === BillStatus.VOID)
          throw fail.conflict('무효 처리된 계산서는 수정할 수 없습니다.', existing);
      } else if (body.status === BillStatus.VOID) {
        throw fail.validation({ status: '새 계산서를 무효로 발행할 수 없습니다.' });
      }
      const ids = [...new Set(body.order_ids)];
      const orderRows = await rows<Row>(
        tx,
        sql`SELECT o.order_id, o.order_no, o.order_status, o.total_amount,
              (SELECT t.bill_no FROM transaction_orders x JOIN transactions t ON t.transaction_id = x.transaction_id
                WHERE x.order_id = o.order_id AND t.status = 1 AND t.transaction_id <> ${existing?.transaction_id ?? 0} LIMIT 1) AS other_bill
            FROM orders o WHERE o.store_id = ${storeId} AND o.order_id IN (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})
            FOR UPDATE OF o`,
      );
      if (orderRows.length !== ids.length)
        throw fail.validation({ order_ids: '이 매장의 주문이 아닌 항목이 있습니다.' });
      for (const o of orderRows) {
        if (num(o.order_status) !== 7)
          throw fail.validation({
            order_ids: `주문 ${String(o.order_no)}은(는) 완료된 주문이 아니어서 계산서에 넣을 수 없습니다.`,
          });
        if (body.status === BillStatus.ISSUED && o.other_bill) {
          throw fail.conflict(
            `주문 ${String(o.order_no)}은(는) 이미 계산서 ${String(o.other_bill)}에 들어 있습니다.`,
          );
        }
      }
      const total = orderRows.reduce((s, o) => s + num(o.total_amount), 0);
      const { supply, vat } = splitVat(total);
      const fields = sql`buyer_name = ${body.buyer_name}, buyer_business_no = ${formatBusinessNo(body.buyer_business_no)},
        buyer_email = ${body.buyer_email ?? null}, issue_date = ${issueDate}::date, supply_amount = ${supply},
        vat_amount = ${vat}, total_amount = ${total}, status = ${body.status}, memo = ${body.memo || null}`;
      let tid: number;
      if (existing) {
        tid = existing.transaction_id;
        await tx.execute(
          sql`UPDATE transactions SET ${fields}, updated_at = now(), version = version + 1 WHERE transaction_id = ${tid}`,
        );
        await tx.execute(sql`DELETE FROM transaction_orders WHERE transaction_id = ${tid}`);
      } else {
        // Bill numbers run per store and issue day: B20261121-001.
        const [seq] = await rows<Row>(
          tx,
          sql`SELECT count(*) AS n FROM transactions WHERE store_id = ${storeId} AND issue_date = ${issueDate}::date`,
        );
        const billNo = `B${body.issue_date}-${String(num(seq?.n) + 1).padStart(3, '0')}`;
        const [created] = await rows<Row>(
          tx,
          sql`INSERT INTO transactions (store_id, bill_no, buyer_name, buyer_business_no, issue_date, supply_amount, vat_amount, total_amount)
              VALUES (${storeId}, ${billNo}, '', '', ${issueDate}::date, 0, 0, 0) RETURNING transaction_id`,
        );
        tid = num(created!.transaction_id);
        await tx.execute(sql`UPDATE transactions SET ${fields} WHERE transaction_id = ${tid}`);
      }
      await tx.execute(
        sql`INSERT INTO transaction_orders (transaction_id, order_id) VALUES ${sql.join(
          ids.map((i) => sql`(${tid}, ${i})`),
          sql`, `,
        )}`,
      );
      return { bill: (await getBill(tx, storeId, tid))! };
    },
  });
}
