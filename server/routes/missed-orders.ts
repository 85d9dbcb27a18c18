import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { missedOrderListCall, todayKst, ymdToIso } from '../../src/contract';
import { registerCall } from '../lib/call';
import { inRange } from '../lib/money';
import type { AppContext } from '../lib/context';
import { orders } from '../db/schema';
import { missedCondition, missedOrderMinutes } from '../lib/missed-orders';

/*
 * The day's missed orders (issue 26): new orders nobody accepted within the store's missed-order
 * minutes (server/lib/missed-orders.ts). Worked out from the orders themselves (arrival and accept
 * times), so the log needs no writer of its own and counts the same on every node.
 */

export function missedOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, missedOrderListCall, {
    async handler({ tx, storeId, body }) {
      const minutes = await missedOrderMinutes(tx, storeId);
      const day = ymdToIso(body.date ?? todayKst());
      const waitedMs = sql<number>`extract(epoch from (coalesce(${orders.acceptedAt}, now()) - ${orders.createdAt})) * 1000`;
      const rows = await tx
        .select({
          order_id: orders.orderId,
          order_no: orders.orderNo,
          order_type: orders.orderType,
          order_status: orders.orderStatus,
          created_at: orders.createdAt,
          accepted_at: orders.acceptedAt,
          waited: waitedMs.mapWith(Number),
        })
        .from(orders)
        .where(
          and(
            eq(orders.storeId, storeId),
            // The Korean day, as the money reports read it: bounds on created_at, so orders(store_id,
            // created_at) serves it instead of a day worked out for each of the store's orders.
            inRange(sql`${orders.createdAt}`, { start: day, end: day }),
            missedCondition(minutes),
          ),
        )
        .orderBy(asc(orders.createdAt));
      return {
        missed_order_minutes: minutes,
        missed_list: rows.map(({ waited, created_at, accepted_at, ...r }) => ({
          ...r,
          created_at: created_at.toISOString(),
          accepted_at: accepted_at?.toISOString() ?? null,
          waited_minutes: Math.floor(waited / 60_000),
        })),
      };
    },
  });
}
