import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  kstDayRange,
  OrderAction,
  orderOffers,
  OrderStatus,
  OrderType,
  SocketCmd,
  todayKst,
  deliverymanEditCall,
  deliverymanInfoCall,
  deliverymanListCall,
  deliverymanWorkListCall,
  orderDeliverymanEditCall,
  orderDeliverymanListCall,
  type Deliveryman,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import type { Db } from '../db';
import { deliverymen, orders } from '../db/schema';
import { stateOf, toOrder } from '../lib/order-rows';
import { formatPhone, maskPhone, parseYmd } from '../lib/people-util';

/* Delivery staff of a store (issue 7) and assigning one to a delivery order. */

/** Deliveries today (KST) per delivery man, cancelled ones excluded. */
async function todayCounts(db: Db, storeId: number): Promise<Map<number, number>> {
  const { from, to } = kstDayRange(todayKst());
  const rows = await db
    .select({ id: orders.deliverymanId, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        sql`${orders.deliverymanId} IS NOT NULL`,
        ne(orders.orderStatus, OrderStatus.CANCEL),
        sql`${orders.createdAt} >= ${from.toISOString()}::timestamptz AND ${orders.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(orders.deliverymanId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

function toDeliveryman(r: typeof deliverymen.$inferSelect, todayCount: number, masked: boolean): Deliveryman {
  return {
    deliveryman_id: r.deliverymanId,
    store_id: r.storeId,
    deliveryman_name: r.deliverymanName,
    deliveryman_phone: masked ? (maskPhone(r.deliverymanPhone) ?? '') : r.deliverymanPhone,
    vehicle_type: r.vehicleType,
    memo: r.memo,
    active: r.active,
    today_count: todayCount,
    created_at: r.createdAt.toISOString(),
  };
}

async function loadDeliveryman(db: Db, storeId: number, id: number) {
  const row = (
    await db
      .select()
      .from(deliverymen)
      .where(and(eq(deliverymen.storeId, storeId), eq(deliverymen.deliverymanId, id)))
  )[0];
  if (!row) throw fail.notFound('배달원을 찾을 수 없습니다.');
  return row;
}

interface WorkRow {
  deliveryman_id: number;
  deliveryman_name: string;
  order_status: number;
  total_amount: number;
}
type WorkSummary = {
  deliveryman_id: number;
  deliveryman_name: string;
  delivery_count: number;
  delivery_amount: number;
};

/** Deliveries and their amount per delivery man (cancelled orders listed but not counted), busiest first. */
function summarize(rows: WorkRow[]): WorkSummary[] {
  const summary = new Map<number, WorkSummary>();
  for (const r of rows) {
    const s = summary.get(r.deliveryman_id) ?? {
      deliveryman_id: r.deliveryman_id,
      deliveryman_name: r.deliveryman_name,
      delivery_count: 0,
      delivery_amount: 0,
    };
    if (r.order_status !== OrderStatus.CANCEL) {
      s.delivery_count += 1;
      s.delivery_amount += r.total_amount;
    }
    summary.set(r.deliveryman_id, s);
  }
  return [...summary.values()].sort(
    (a, b) => b.delivery_count - a.delivery_count || a.deliveryman_id - b.deliveryman_id,
  );
}

export function deliveryManRoutes(app: FastifyInstance, ctx: AppContext) {
  async function listMen(tx: Db, storeId: number, activeOnly: boolean) {
    const conds = [eq(deliverymen.storeId, storeId)];
    if (activeOnly) conds.push(eq(deliverymen.active, 1));
    const rows = await tx
      .select()
      .from(deliverymen)
      .where(and(...conds))
      .orderBy(desc(deliverymen.active), asc(deliverymen.deliverymanName), asc(deliverymen.deliverymanId));
    const counts = await todayCounts(tx, storeId);
    return { deliveryman_list: rows.map((r) => toDeliveryman(r, counts.get(r.deliverymanId) ?? 0, true)) };
  }

  // /delivery-men's list (its rule: manageDeliveryMen); the board's working list is the call below.
  registerCall(app, ctx, deliverymanListCall, {
    async handler({ tx, body, storeId }) {
      return listMen(tx, storeId, body.active_only === 1);
    },
  });

  registerCall(app, ctx, orderDeliverymanListCall, {
    async handler({ tx, storeId }) {
      return listMen(tx, storeId, true);
    },
  });

  registerCall(app, ctx, deliverymanInfoCall, {
    async handler({ tx, body, storeId }) {
      const row = await loadDeliveryman(tx, storeId, body.deliveryman_id);
      const counts = await todayCounts(tx, storeId);
      return { deliveryman: toDeliveryman(row, counts.get(row.deliverymanId) ?? 0, false) };
    },
  });

  registerCall(app, ctx, deliverymanEditCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const values = {
        deliverymanName: body.deliveryman_name,
        deliverymanPhone: formatPhone(body.deliveryman_phone),
        vehicleType: body.vehicle_type,
        memo: body.memo ?? null,
        active: body.active,
      };
      // One phone number, one delivery man per store: a second entry for the same person is a mistake.
      const samePhone = await tx
        .select({ id: deliverymen.deliverymanId })
        .from(deliverymen)
        .where(
          and(
            eq(deliverymen.storeId, storeId),
            eq(deliverymen.deliverymanPhone, values.deliverymanPhone),
            body.deliveryman_id ? ne(deliverymen.deliverymanId, body.deliveryman_id) : undefined,
          ),
        );
      if (samePhone.length)
        throw fail.validation({ deliveryman_phone: '이미 등록된 배달원 전화번호입니다.' });
      let row: typeof deliverymen.$inferSelect;
      if (body.deliveryman_id) {
        await loadDeliveryman(tx, storeId, body.deliveryman_id);
        [row] = (await tx
          .update(deliverymen)
          .set(values)
          .where(eq(deliverymen.deliverymanId, body.deliveryman_id))
          .returning()) as [typeof deliverymen.$inferSelect];
      } else {
        [row] = (await tx
          .insert(deliverymen)
          .values({ ...values, storeId: storeId })
          .returning()) as [typeof deliverymen.$inferSelect];
      }
      const counts = await todayCounts(tx, storeId);
      return { deliveryman: toDeliveryman(row, counts.get(row.deliverymanId) ?? 0, true) };
    },
  });

  registerCall(app, ctx, deliverymanWorkListCall, {
    async handler({ tx, body, storeId }) {
      const { from, to } = kstDayRange(parseYmd(body.work_date, 'work_date'));
      const conds = [
        eq(orders.storeId, storeId),
        eq(orders.orderType, OrderType.DELIVERY),
        sql`${orders.createdAt} >= ${from.toISOString()}::timestamptz AND ${orders.createdAt} < ${to.toISOString()}::timestamptz`,
      ];
      if (body.deliveryman_id) conds.push(eq(orders.deliverymanId, body.deliveryman_id));
      const rows = await tx
        .select({
          order_id: orders.orderId,
          order_no: orders.orderNo,
          order_status: orders.orderStatus,
          delivery_address: orders.deliveryAddress,
          total_amount: orders.totalAmount,
          created_at: orders.createdAt,
          deliveryman_id: deliverymen.deliverymanId,
          deliveryman_name: deliverymen.deliverymanName,
        })
        .from(orders)
        .innerJoin(
          deliverymen,
          and(eq(deliverymen.deliverymanId, orders.deliverymanId), eq(deliverymen.storeId, orders.storeId)),
        )
        .where(and(...conds))
        .orderBy(asc(orders.createdAt), asc(orders.orderId));
      return {
        work_list: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        summary: summarize(rows),
      };
    },
  });

  registerCall(app, ctx, orderDeliverymanEditCall, {
    write: true,
    async handler({ tx, body, storeId, emit }) {
      const row = (
        await tx
          .select()
          .from(orders)
          .where(and(eq(orders.storeId, storeId), eq(orders.orderId, body.order_id)))
          .for('update')
      )[0];
      if (!row) throw fail.notFound('주문을 찾을 수 없습니다.');
      if (row.orderType !== OrderType.DELIVERY)
        throw fail.validation({ order_id: '배달 주문에만 배달원을 배정할 수 있습니다.' });
      if (!orderOffers(stateOf(row), OrderAction.ASSIGN_DELIVERYMAN))
        throw fail.conflict('완료되었거나 취소된 주문에는 배달원을 바꿀 수 없습니다.', toOrder(row));
      let name: string | null = null;
      if (body.deliveryman_id !== null) {
        const man = (
          await tx
            .select()
            .from(deliverymen)
            .where(and(eq(deliverymen.storeId, storeId), eq(deliverymen.deliverymanId, body.deliveryman_id)))
        )[0];
        if (!man) throw fail.validation({ deliveryman_id: '이 매장의 배달원이 아닙니다.' });
        if (man.active !== 1) throw fail.validation({ deliveryman_id: '근무하지 않는 배달원입니다.' });
        name = man.deliverymanName;
      }
      const [updated] = await tx
        .update(orders)
        .set({
          deliverymanId: body.deliveryman_id,
          updatedAt: new Date(),
          version: sql`${orders.version} + 1`,
        })
        .where(eq(orders.orderId, row.orderId))
        .returning();
      const order = toOrder(updated!);
      emit(storeId, {
        cmd: SocketCmd.ORDER_CHANGED,
        actions: { type: 'order-changed', toast: false },
        title: `주문 ${order.order_no}`,
        body: name ? `배달원 ${name} 배정` : '배달원 배정 취소',
        order_id: order.order_id,
      });
      return { order, deliveryman_name: name };
    },
  });
}
