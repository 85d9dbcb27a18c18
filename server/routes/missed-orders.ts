import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { missedOrderListCall, OrderStatus, todayKst, ymdToIso } from '../../src/contract';
import { registerCall } from '../lib/call';
import { kstDay } from '../lib/money';
import type { AppContext } from '../lib/context';
import { orders, storeServiceSettings } from '../db/schema';

/*
 * The day's missed orders (issue 26): new orders nobody accepted within the store's missed-order
 * minutes. Worked out from the orders themselves (arrival and accept times), so the log needs no
 * writer of its own and counts the same on every node.
 */

export function missedOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, missedOrderListCall, {
    async handler({ tx, storeId, body }) {
      const settings = (
        await tx
          .select({ minutes: storeServiceSettings.missedOrderMinutes })
          .from(storeServiceSettings)
          .where(eq(storeServiceSettings.storeId, storeId))
      )[0];
      const minutes = settings?.minutes ?? 3;
      // Waited: to the accept; for an order still new, to now. Cancelled ones count only if accepted late.
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
            // The Korean day, as the money reports read it (server/lib/money.ts).
            sql`${kstDay(sql`${orders.createdAt}`)} = ${ymdToIso(body.date ?? todayKst())}::date`,
            sql`(${orders.acceptedAt} IS NOT NULL OR ${orders.orderStatus} = ${OrderStatus.ORDERED})`,
            sql`coalesce(${orders.acceptedAt}, now()) - ${orders.createdAt} > make_interval(mins => ${minutes})`,
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
