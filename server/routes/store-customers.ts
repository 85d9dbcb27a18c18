import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  OrderStatus,
  PAGE_SIZE,
  customerListCall,
  customerOrderListCall,
  userInfoCall,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import type { Db } from '../db';
import { orders } from '../db/schema';
import { toOrder } from '../lib/order-rows';
import { likeEscape, maskPhone, phoneDigits, rowsOf, toIso } from '../lib/people-util';

/*
 * A store's customers (issue 7): a store sees only the customers who ordered from it. (The customer
 * channel that places orders is server/routes/customer.ts.)
 */

async function customerOfStore(db: Db, storeId: number, customerId: number) {
  const rows = await rowsOf<{
    customer_id: number;
    customer_name: string;
    customer_phone: string;
    created_at: unknown;
  }>(
    db,
    sql`SELECT c.customer_id, c.customer_name, c.customer_phone, c.created_at FROM customers c
        WHERE c.customer_id = ${customerId}
          AND EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.store_id = ${storeId})`,
  );
  if (!rows[0]) throw fail.notFound('고객을 찾을 수 없습니다.');
  return rows[0];
}

/** Orders, spend and cancellations of one customer at one store. */
async function orderStats(db: Db, storeId: number, customerId: number) {
  const [agg] = await rowsOf<{
    n: number;
    amount: number;
    cancels: number;
    first_at: unknown;
    last_at: unknown;
  }>(
    db,
    sql`SELECT (count(*) FILTER (WHERE order_status <> ${OrderStatus.CANCEL}))::int AS n,
          (coalesce(sum(total_amount) FILTER (WHERE order_status <> ${OrderStatus.CANCEL}), 0))::bigint AS amount,
          (count(*) FILTER (WHERE order_status = ${OrderStatus.CANCEL}))::int AS cancels,
          min(created_at) AS first_at, max(created_at) AS last_at
        FROM orders WHERE store_id = ${storeId} AND customer_id = ${customerId}`,
  );
  return {
    order_count: Number(agg?.n ?? 0),
    order_amount: Number(agg?.amount ?? 0),
    cancel_count: Number(agg?.cancels ?? 0),
    first_order_at: toIso(agg?.first_at),
    last_order_at: toIso(agg?.last_at),
  };
}

/** The store's coupons the customer was given, and how many they used. */
async function couponStats(db: Db, storeId: number, customerId: number) {
  const [coupon] = await rowsOf<{ issued: number; used: number }>(
    db,
    sql`SELECT count(*)::int AS issued, (count(*) FILTER (WHERE i.used_at IS NOT NULL))::int AS used
        FROM coupon_issues i JOIN coupons k ON k.coupon_id = i.coupon_id
        WHERE k.store_id = ${storeId} AND i.customer_id = ${customerId}`,
  );
  return { coupon_count: Number(coupon?.issued ?? 0), coupon_used_count: Number(coupon?.used ?? 0) };
}

/** The customer's stamp cards at the store's programs. */
async function stampCards(db: Db, storeId: number, customerId: number) {
  const cards = await rowsOf<{
    stamp_program_id: number;
    program_name: string;
    stamp_count: number;
    stamps_required: number;
    reward_count: number;
  }>(
    db,
    sql`SELECT p.stamp_program_id, p.program_name, s.stamp_count, p.stamps_required, s.reward_count
        FROM stamp_cards s JOIN stamp_programs p ON p.stamp_program_id = s.stamp_program_id
        WHERE p.store_id = ${storeId} AND s.customer_id = ${customerId}
        ORDER BY p.stamp_program_id`,
  );
  return cards.map((s) => ({
    stamp_program_id: Number(s.stamp_program_id),
    program_name: s.program_name,
    stamp_count: Number(s.stamp_count),
    stamps_required: Number(s.stamps_required),
    reward_count: Number(s.reward_count),
  }));
}

export function storeCustomerRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, customerListCall, {
    async handler({ tx, body, storeId }) {
      const kw = body.keyword;
      const digits = phoneDigits(kw);
      let filter = sql``;
      if (kw && /^[\d-]+$/.test(kw) && digits.length >= 3) {
        // Matched from the end only: a match in the middle would reveal the digits the list masks.
        filter = sql` AND regexp_replace(c.customer_phone, '[^0-9]', '', 'g') LIKE ${`%${digits}`}`;
      } else if (kw) {
        filter = sql` AND c.customer_name ILIKE ${likeEscape(kw)}`;
      }
      const [totalRow] = await rowsOf<{ n: number }>(
        tx,
        sql`SELECT count(DISTINCT c.customer_id)::int AS n FROM customers c
            JOIN orders o ON o.customer_id = c.customer_id AND o.store_id = ${storeId}
            WHERE true${filter}`,
      );
      const rows = await rowsOf<{
        customer_id: number;
        customer_name: string;
        customer_phone: string;
        order_count: number;
        order_amount: number;
        last_order_at: unknown;
      }>(
        tx,
        sql`SELECT c.customer_id, c.customer_name, c.customer_phone,
              (count(o.order_id) FILTER (WHERE o.order_status <> ${OrderStatus.CANCEL}))::int AS order_count,
              (coalesce(sum(o.total_amount) FILTER (WHERE o.order_status <> ${OrderStatus.CANCEL}), 0))::bigint AS order_amount,
              max(o.created_at) AS last_order_at
            FROM customers c
            JOIN orders o ON o.customer_id = c.customer_id AND o.store_id = ${storeId}
            WHERE true${filter}
            GROUP BY c.customer_id
            ORDER BY max(o.created_at) DESC, c.customer_id DESC
            LIMIT ${PAGE_SIZE} OFFSET ${(body.page_no - 1) * PAGE_SIZE}`,
      );
      const total_count = Number(totalRow?.n ?? 0);
      return {
        customer_list: rows.map((r) => ({
          customer_id: Number(r.customer_id),
          customer_name: r.customer_name,
          customer_phone: maskPhone(r.customer_phone) ?? '',
          order_count: Number(r.order_count),
          order_amount: Number(r.order_amount),
          last_order_at: toIso(r.last_order_at),
        })),
        total_count,
        page_no: body.page_no,
        page_count: Math.max(1, Math.ceil(total_count / PAGE_SIZE)),
      };
    },
  });

  registerCall(app, ctx, customerOrderListCall, {
    async handler({ tx, body, storeId }) {
      await customerOfStore(tx, storeId, body.customer_id);
      const where = and(eq(orders.storeId, storeId), eq(orders.customerId, body.customer_id));
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(orders).where(where);
      const rows = await tx
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.orderId))
        .limit(PAGE_SIZE)
        .offset((body.page_no - 1) * PAGE_SIZE);
      const total_count = Number(total);
      return {
        order_list: rows.map((r) => {
          const o = toOrder(r);
          return {
            order_id: o.order_id,
            order_no: o.order_no,
            order_type: o.order_type,
            order_status: o.order_status,
            total_amount: o.total_amount,
            pay_type: o.pay_type,
            created_at: o.created_at,
            items: o.items,
          };
        }),
        total_count,
        page_no: body.page_no,
        page_count: Math.max(1, Math.ceil(total_count / PAGE_SIZE)),
      };
    },
  });

  registerCall(app, ctx, userInfoCall, {
    async handler({ tx, body, storeId }) {
      const c = await customerOfStore(tx, storeId, body.customer_id);
      return {
        user: {
          customer_id: Number(c.customer_id),
          customer_name: c.customer_name,
          customer_phone: c.customer_phone,
          created_at: toIso(c.created_at)!,
          ...(await orderStats(tx, storeId, body.customer_id)),
          ...(await couponStats(tx, storeId, body.customer_id)),
          stamp_cards: await stampCards(tx, storeId, body.customer_id),
        },
      };
    },
  });
}
