import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { kstDayStart, missedOrderListCall, OrderStatus, todayKst } from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { orders, storeServiceSettings } from '../db/schema';

/*
 * The day's missed orders (issue 26): new orders nobody accepted within the store's missed-order
 * minutes. Worked out from the orders themselves (arrival and accept times), so the log needs no
 * writer of its own and counts the same on every node.
 */

const DAY_MS = 86_400_000;

/** The instant a yyyyMMdd Korean day starts. */
const dayStart = (ymd: string) =>
  kstDayStart(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)), 12));

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
      const start = new Date(dayStart(body.date ?? todayKst()));
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
            gte(orders.createdAt, start),
            lt(orders.createdAt, new Date(start.getTime() + DAY_MS)),
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
