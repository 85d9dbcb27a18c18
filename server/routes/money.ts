import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import {
  adminOrderListCall,
  cancelPaymentWithoutOrderCall,
  paymentListCall,
  paymentWithoutOrderListCall,
  productMonthlyCall,
  receiptCall,
  salesListCall,
  salesTypeListCall,
  type OrderDiscount,
  type OrderItem,
} from '../../src/contract';
import type { Db } from '../db';
import { orders } from '../db/schema';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import {
  discountSelect,
  inRange,
  iso,
  kstDay,
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
import { missedCondition, missedOrderMinutes } from '../lib/missed-orders';
import { billRoutes } from './money-bills';
import { settlementRoutes } from './money-settlement';

type Row = Record<string, unknown>;

/** One page of the payments matching `where`, newest first, with the summary of all of them. */
async function paymentPage(tx: Db, where: SQL, pageNo: number) {
  const [sum] = await rows<Row>(
    tx,
    sql`SELECT count(*) AS total, ${summarySelect} FROM ${paymentFrom} WHERE ${where}`,
  );
  const page = paging(pageNo, num(sum?.total));
  const list = await rows<Row>(
    tx,
    sql`SELECT ${paymentSelect} FROM ${paymentFrom} WHERE ${where}
        ORDER BY p.approved_at DESC, p.payment_id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return {
    page_no: page.page_no,
    page_count: page.page_count,
    total_count: page.total_count,
    payment_list: list.map(toPaymentRow),
    summary: toSummary(sum),
  };
}

/** Money (issue 6): payments, sales reports, admin orders; bills and settlements in their own files. */
export function moneyRoutes(app: FastifyInstance, ctx: AppContext) {
  paymentRoutes(app, ctx);
  salesRoutes(app, ctx);
  billRoutes(app, ctx);
  settlementRoutes(app, ctx);
}

function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, paymentListCall, {
    async handler({ tx, body, storeId }) {
      const range = resolveRange(body);
      const conds = [sql`p.store_id = ${storeId}`, inRange(sql`p.approved_at`, range)];
      if (body.pay_type !== undefined) conds.push(sql`p.pay_type = ${body.pay_type}`);
      // order_type 0 = payments without an order.
      if (body.order_type === 0) conds.push(sql`p.order_id IS NULL`);
      else if (body.order_type !== undefined) conds.push(sql`o.order_type = ${body.order_type}`);
      const where = sql.join(conds, sql` AND `);
      return paymentPage(tx, where, body.page_no);
    },
  });

  registerCall(app, ctx, receiptCall, {
    async handler({ tx, body, storeId }) {
      const [p] = await rows<Row>(
        tx,
        sql`SELECT ${paymentSelect}, o.items, o.total_amount, o.discounts, o.created_at AS order_created_at, s.store_name, s.store_address, s.store_phone
            FROM ${paymentFrom} JOIN stores s ON s.store_id = p.store_id
            WHERE p.payment_id = ${body.payment_id} AND p.store_id = ${storeId}`,
      );
      if (!p) throw fail.notFound('결제를 찾을 수 없습니다.');
      const payment = toPaymentRow(p);
      // Korean receipts show the supply value and the 10 % VAT included in the amount.
      const supply = Math.round(payment.amount / 1.1);
      return {
        store: {
          store_name: String(p.store_name),
          store_address: (p.store_address as string | null) ?? null,
          store_phone: (p.store_phone as string | null) ?? null,
        },
        payment,
        order:
          payment.order_id === null
            ? null
            : {
                order_no: String(p.order_no),
                order_type: num(p.order_type),
                items: p.items as OrderItem[],
                total_amount: num(p.total_amount),
                discounts: (p.discounts as OrderDiscount[] | null) ?? [],
                created_at: iso(p.order_created_at),
              },
        supply_amount: supply,
        vat_amount: payment.amount - supply,
      };
    },
  });

  registerCall(app, ctx, paymentWithoutOrderListCall, {
    async handler({ tx, body, storeId }) {
      const range = resolveRange(body);
      const where = sql`p.store_id = ${storeId} AND p.order_id IS NULL AND ${inRange(sql`p.approved_at`, range)}`;
      return paymentPage(tx, where, body.page_no);
    },
  });

  registerCall(app, ctx, cancelPaymentWithoutOrderCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const [p] = await rows<Row>(
        tx,
        sql`SELECT ${paymentSelect} FROM ${paymentFrom} WHERE p.payment_id = ${body.payment_id} AND p.store_id = ${storeId} FOR UPDATE OF p`,
      );
      if (!p) throw fail.notFound('결제를 찾을 수 없습니다.');
      const current = toPaymentRow(p);
      if (current.order_id !== null) {
        throw fail.conflict('주문에 연결된 결제입니다. 주문 취소로 환불해 주세요.', current);
      }
      if (current.payment_status === 9) throw fail.conflict('이미 취소된 결제입니다.', current);
      if (current.settlement_id !== null) {
        throw fail.conflict(
          `정산(${current.settlement_id}번)에 포함된 결제는 취소할 수 없습니다. 정산을 먼저 삭제해 주세요.`,
          current,
        );
      }
      await tx.execute(
        sql`UPDATE payments SET payment_status = 9, cancelled_at = now() WHERE payment_id = ${current.payment_id}`,
      );
      const [after] = await rows<Row>(
        tx,
        sql`SELECT ${paymentSelect} FROM ${paymentFrom} WHERE p.payment_id = ${current.payment_id}`,
      );
      return { payment: toPaymentRow(after!) };
    },
  });

  registerCall(app, ctx, adminOrderListCall, {
    async handler({ tx, body, storeId }) {
      const range = resolveRange(body);
      const conds = [sql`o.store_id = ${storeId}`, inRange(sql`o.created_at`, range)];
      if (body.order_status !== undefined) conds.push(sql`o.order_status = ${body.order_status}`);
      // Order beside its payments; mismatch: 1 no payment, 2 amounts differ, 3 cancelled order still paid,
      // 4 open/served order whose payment was cancelled.
      const base = sql`SELECT o.order_id, o.order_no, o.order_type, o.order_status, o.total_amount, o.discount_amount, o.pay_type, o.customer_name, o.created_at,
          coalesce(sum(p.amount) FILTER (WHERE p.payment_status = 1), 0) AS paid_amount,
          coalesce(sum(p.amount) FILTER (WHERE p.payment_status = 9), 0) AS cancelled_amount,
          max(p.approval_no) AS approval_no,
          CASE
            WHEN count(p.payment_id) = 0 THEN 1
            WHEN o.order_status = 9 AND coalesce(sum(p.amount) FILTER (WHERE p.payment_status = 1), 0) > 0 THEN 3
            WHEN o.order_status <> 9 AND coalesce(sum(p.amount) FILTER (WHERE p.payment_status = 1), 0) = 0 THEN 4
            WHEN o.order_status <> 9 AND coalesce(sum(p.amount) FILTER (WHERE p.payment_status = 1), 0) <> o.total_amount THEN 2
            ELSE 0
          END AS mismatch
        FROM orders o LEFT JOIN payments p ON p.order_id = o.order_id
        WHERE ${sql.join(conds, sql` AND `)}
        GROUP BY o.order_id`;
      const filter = body.only_mismatch === 1 ? sql`WHERE x.mismatch <> 0` : sql``;
      const [sum] = await rows<Row>(
        tx,
        sql`SELECT count(*) AS order_count, coalesce(sum(x.total_amount), 0) AS order_amount, coalesce(sum(x.paid_amount), 0) AS paid_amount,
              coalesce(sum(x.discount_amount), 0) AS discount_amount,
              coalesce(sum(x.cancelled_amount), 0) AS cancelled_amount, count(*) FILTER (WHERE x.mismatch <> 0) AS mismatch_count
            FROM (${base}) x ${filter}`,
      );
      const page = paging(body.page_no, num(sum?.order_count));
      const list = await rows<Row>(
        tx,
        sql`SELECT * FROM (${base}) x ${filter} ORDER BY x.created_at DESC, x.order_id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      );
      return {
        page_no: page.page_no,
        page_count: page.page_count,
        total_count: page.total_count,
        order_list: list.map((r) => ({
          order_id: num(r.order_id),
          order_no: String(r.order_no),
          order_type: num(r.order_type),
          order_status: num(r.order_status),
          total_amount: num(r.total_amount),
          discount_amount: num(r.discount_amount),
          pay_type: num(r.pay_type),
          customer_name: (r.customer_name as string | null) ?? null,
          created_at: iso(r.created_at),
          paid_amount: num(r.paid_amount),
          cancelled_amount: num(r.cancelled_amount),
          approval_no: (r.approval_no as string | null) ?? null,
          mismatch: num(r.mismatch),
        })),
        summary: {
          order_count: num(sum?.order_count),
          order_amount: num(sum?.order_amount),
          discount_amount: num(sum?.discount_amount),
          paid_amount: num(sum?.paid_amount),
          cancelled_amount: num(sum?.cancelled_amount),
          mismatch_count: num(sum?.mismatch_count),
        },
      };
    },
  });
}

function salesRoutes(app: FastifyInstance, ctx: AppContext) {
  // count(*), not count(p.payment_id): every row is a payment, and payment_id is not in the index the
  // sums are read from (payments_store_time_sums_idx), which would send each row to the table.
  const daySums = sql`count(*) FILTER (WHERE p.payment_status = 1) AS approved_count,
    coalesce(sum(p.amount) FILTER (WHERE p.payment_status = 1), 0) AS approved_amount,
    count(*) FILTER (WHERE p.payment_status = 9) AS cancelled_count,
    coalesce(sum(p.amount) FILTER (WHERE p.payment_status = 9), 0) AS cancelled_amount,
    coalesce(sum(p.amount) FILTER (WHERE p.payment_status = 1 AND p.pay_type = 90), 0) AS cash_amount,
    coalesce(sum(p.amount) FILTER (WHERE p.payment_status = 1 AND p.pay_type <> 90), 0) AS non_cash_amount,
    ${discountSelect}`;
  const toDay = (r: Row | undefined) => ({
    ...toSummary(r),
    cash_amount: num(r?.cash_amount),
    non_cash_amount: num(r?.non_cash_amount),
  });

  registerCall(app, ctx, salesListCall, {
    async handler({ tx, body, storeId }) {
      const range = resolveRange(body);
      // Missed orders per Korean day (issue 26 §3: the day's summary), by the log's own rule.
      const missedDay = kstDay(sql`${orders.createdAt}`);
      const missed = sql`(SELECT ${missedDay} AS day, count(*) AS n FROM ${orders}
          WHERE ${orders.storeId} = ${storeId} AND ${inRange(sql`${orders.createdAt}`, range)}
            AND ${missedCondition(await missedOrderMinutes(tx, storeId))}
          GROUP BY 1)`;
      // The range's payments summed by KST day, then every day of the range beside its sums (zeros
      // included). Issue 27 §4: the payments come from payments_store_time_sums_idx alone, the
      // discounts from orders_discount_idx (only orders that have one), never from the orders' rows.
      const inStore = sql`payments p LEFT JOIN orders o ON o.order_id = p.order_id AND o.discount_amount > 0
            WHERE p.store_id = ${storeId} AND ${inRange(sql`p.approved_at`, range)}`;
      const list = await rows<Row>(
        tx,
        sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS sales_date, s.*, coalesce(m.n, 0) AS missed_count
            FROM generate_series(${range.start}::date, ${range.end}::date, interval '1 day') AS d(day)
            LEFT JOIN (SELECT ${kstDay(sql`p.approved_at`)} AS day, ${daySums} FROM ${inStore} GROUP BY 1) s
              ON s.day = d.day::date
            LEFT JOIN ${missed} m ON m.day = d.day::date
            ORDER BY d.day`,
      );
      // The total is its own SQL sum over the range, not the sum of the day rows (tests compare both).
      const [total] = await rows<Row>(tx, sql`SELECT ${daySums} FROM ${inStore}`);
      return {
        start_date: range.start,
        end_date: range.end,
        sales_list: list.map((r) => ({
          sales_date: String(r.sales_date),
          ...toDay(r),
          missed_count: num(r.missed_count),
        })),
        total: { ...toDay(total), missed_count: list.reduce((n, r) => n + num(r.missed_count), 0) },
      };
    },
  });

  registerCall(app, ctx, salesTypeListCall, {
    async handler({ tx, body, storeId }) {
      const range = resolveRange(body);
      const where = sql`p.store_id = ${storeId} AND ${inRange(sql`p.approved_at`, range)}`;
      const byPay = await rows<Row>(
        tx,
        sql`SELECT p.pay_type AS type, ${summarySelect} FROM payments p LEFT JOIN orders o ON o.order_id = p.order_id
            WHERE ${where} GROUP BY p.pay_type ORDER BY p.pay_type`,
      );
      const byOrder = await rows<Row>(
        tx,
        sql`SELECT coalesce(o.order_type, 0) AS type, ${summarySelect} FROM payments p LEFT JOIN orders o ON o.order_id = p.order_id
            WHERE ${where} GROUP BY 1 ORDER BY 1`,
      );
      const [total] = await rows<Row>(
        tx,
        sql`SELECT ${summarySelect} FROM payments p LEFT JOIN orders o ON o.order_id = p.order_id WHERE ${where}`,
      );
      const toRow = (r: Row) => ({ type: num(r.type), ...toSummary(r) });
      return {
        start_date: range.start,
        end_date: range.end,
        pay_type_list: byPay.map(toRow),
        order_type_list: byOrder.map(toRow),
        total: toSummary(total),
      };
    },
  });

  registerCall(app, ctx, productMonthlyCall, {
    async handler({ tx, body, storeId }) {
      const range = resolveRange(body);
      // Orders that count toward menu sales: not cancelled, ordered in the range (KST).
      const where = sql`o.store_id = ${storeId} AND o.order_status <> 9 AND ${inRange(sql`o.created_at`, range)}`;
      // Issue 27 §4: the range's orders are read once (orders_store_created_idx) for both the menu rows
      // and the total; the total rides on every row (and on one row of nulls when nothing sold). Each
      // product's orders are counted by grouping its items per order first (two hash aggregates
      // rather than a sort for count(DISTINCT)), the total quantity is the menu rows' sum rather than
      // a second pass over the items, and an item's options are summed only when it has some: ~10 %
      // of the query at 1M orders (docs/benchmarks.md, session 2026-12-04b).
      const list = await rows<Row>(
        tx,
        sql`WITH o AS MATERIALIZED (
              SELECT o.order_id, o.items, o.total_amount, o.discount_amount FROM orders o WHERE ${where}),
            po AS (
              SELECT (item->>'product_id')::int AS product_id, o.order_id,
                max(item->>'product_name') AS product_name,
                sum((item->>'quantity')::int) AS quantity,
                sum((item->>'quantity')::int * ((item->>'price')::bigint
                  + CASE WHEN item->'options' = '[]'::jsonb THEN 0
                      ELSE coalesce((SELECT sum((op->>'option_price')::int) FROM jsonb_array_elements(item->'options') op), 0)
                    END)) AS amount
              FROM o CROSS JOIN LATERAL jsonb_array_elements(o.items) AS item
              GROUP BY 1, 2),
            m AS (
              SELECT product_id, max(product_name) AS product_name, sum(quantity) AS quantity,
                sum(amount) AS amount, count(*) AS order_count
              FROM po GROUP BY 1),
            t AS (
              SELECT count(*) AS t_order_count, coalesce(sum(o.total_amount), 0) AS t_amount,
                coalesce(sum(o.discount_amount), 0) AS t_discount_amount
              FROM o)
            SELECT m.*, t.*, coalesce(sum(m.quantity) OVER (), 0) AS t_quantity
            FROM t LEFT JOIN m ON true ORDER BY m.amount DESC, m.product_id`,
      );
      const total = list[0];
      const sold = list.filter((r) => r.product_id !== null);
      return {
        start_date: range.start,
        end_date: range.end,
        product_list: sold.map((r) => ({
          product_id: num(r.product_id),
          product_name: String(r.product_name),
          quantity: num(r.quantity),
          amount: num(r.amount),
          order_count: num(r.order_count),
        })),
        total: {
          quantity: num(total?.t_quantity),
          amount: num(total?.t_amount),
          discount_amount: num(total?.t_discount_amount),
          order_count: num(total?.t_order_count),
        },
      };
    },
  });
}
