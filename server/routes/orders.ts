import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { OrderStatus, OrderType, SearchType, orderListCall } from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import { orders } from '../db/schema';
import { getStore } from '../lib/store-rows';
import { RESERVATION_LEAD_MINUTES, toOrder } from '../lib/order-rows';

const OPEN = [OrderStatus.ORDERED, OrderStatus.ACCEPTED, OrderStatus.READY];

/** A reserved pickup not yet due: shown on /reservation-list rather than on the live board. */
const isFutureReservation = sql`(${orders.orderType} = ${OrderType.PICKUP_RESERVE} AND ${orders.pickupTime} > now() + make_interval(mins => ${RESERVATION_LEAD_MINUTES}))`;

export function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, orderListCall, {
    async handler({ tx, body, storeId }) {
      const store = await getStore(tx, storeId!);
      if (!store) throw fail.notFound('매장을 찾을 수 없습니다.');
      const byStore = eq(orders.storeId, storeId!);
      let rows;
      if (body.search_type === SearchType.LIVE) {
        rows = await tx
          .select()
          .from(orders)
          .where(and(byStore, inArray(orders.orderStatus, OPEN), sql`NOT ${isFutureReservation}`))
          .orderBy(asc(orders.createdAt));
      } else if (body.search_type === SearchType.RESERVATION) {
        rows = await tx
          .select()
          .from(orders)
          .where(and(byStore, inArray(orders.orderStatus, OPEN), isFutureReservation))
          .orderBy(asc(orders.pickupTime));
      } else {
        // Completed: served or cancelled during the store's current business day (KST).
        rows = await tx
          .select()
          .from(orders)
          .where(
            and(
              byStore,
              inArray(orders.orderStatus, [OrderStatus.SERVED, OrderStatus.CANCEL]),
              sql`${orders.updatedAt} >= date_trunc('day', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul'`,
            ),
          )
          .orderBy(desc(orders.updatedAt))
          .limit(500);
      }
      return {
        order_list: rows.map(toOrder),
        store: { store_id: store.store_id, store_name: store.store_name, store_status: store.store_status },
      };
    },
  });
}
