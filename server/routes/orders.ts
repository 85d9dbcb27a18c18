import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  nextStatus,
  OrderAction,
  orderOffers,
  OrderStatus,
  OrderType,
  SocketCmd,
  orderCancelCall,
  orderCancelConfirmCall,
  orderInfoCall,
  orderListCall,
  orderStatusEditCall,
  testNotiCall,
  type Order,
  type SocketMessage,
  PrintOn,
} from '../../src/contract';
import type { Db } from '../db';
import { registerCall } from '../lib/call';
import { queueOrderPrints } from '../print/queue';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import { orders, payments } from '../db/schema';
import { stateOf, toOrder } from '../lib/order-rows';
import { listOrders } from '../lib/order-list';
import { reversePromotions } from '../lib/order-promotions';

export function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, orderListCall, {
    async handler({ body, storeId, storeRow }) {
      // The board asks for this on every start, reconnect and socket event: the store's fields come
      // from the row the scope check read (server/lib/call.ts), so the orders are the one query here
      // (with, on the completed list's first page, its kind counts alongside).
      if (!storeRow) throw fail.notFound('매장을 찾을 수 없습니다.');
      const { store_id, store_name, store_status } = storeRow;
      const list = await listOrders(ctx, storeId, body);
      return { ...list, store: { store_id, store_name, store_status } };
    },
  });

  registerCall(app, ctx, orderStatusEditCall, {
    write: true,
    async handler({ tx, body, storeId, emit, afterCommit }) {
      const row = await lockOrder(tx, storeId, body.order_id);
      if (row.orderStatus !== body.from_status) throw staleConflict(row);
      if (nextStatus(row.orderStatus) !== body.order_status) {
        throw fail.validation(
          { order_status: '허용되지 않는 상태 변경입니다.' },
          `'${statusName(row.orderStatus)}'에서 '${statusName(body.order_status)}'(으)로 바꿀 수 없습니다.`,
        );
      }
      const accepting = body.order_status === OrderStatus.ACCEPTED;
      if (accepting && body.prep_minutes === undefined)
        throw fail.validation({ prep_minutes: '준비 시간을 골라 주세요.' });
      const order = await stepOrder(
        tx,
        row.orderId,
        body.order_status,
        accepting ? body.prep_minutes : undefined,
      );
      emit(storeId, changedMessage(order));
      if (accepting) {
        const queued = await queueOrderPrints(
          tx,
          { storeId, orderId: row.orderId, orderType: row.orderType },
          [PrintOn.ACCEPT],
        );
        if (queued) afterCommit(() => ctx.prints.kick());
      }
      return { order };
    },
  });

  registerCall(app, ctx, orderCancelCall, {
    write: true,
    async handler({ tx, body, storeId, emit }) {
      const row = await lockOrder(tx, storeId, body.order_id);
      if (row.orderStatus !== body.from_status) throw staleConflict(row);
      if (!orderOffers(stateOf(row), OrderAction.CANCEL))
        throw fail.conflict('완료되었거나 이미 취소된 주문은 취소할 수 없습니다.', toOrder(row));
      const order = await cancelOrder(tx, row.orderId, body.cancel_reason);
      emit(storeId, changedMessage(order));
      return { order };
    },
  });

  registerCall(app, ctx, orderCancelConfirmCall, {
    write: true,
    async handler({ tx, body, storeId, emit }) {
      const row = await lockOrder(tx, storeId, body.order_id);
      if (!orderOffers(stateOf(row), OrderAction.REJECT_CANCEL))
        throw fail.conflict('처리할 취소 요청이 없습니다.', toOrder(row));
      let order: Order;
      if (body.approve === 1) {
        if (!orderOffers(stateOf(row), OrderAction.APPROVE_CANCEL))
          throw fail.conflict('이미 완료되었거나 취소된 주문입니다.', toOrder(row));
        order = await cancelOrder(tx, row.orderId, row.cancelReason ?? '고객 요청');
      } else {
        const [updated] = await tx
          .update(orders)
          .set({ cancelRequested: 0, updatedAt: new Date(), version: sql`${orders.version} + 1` })
          .where(eq(orders.orderId, row.orderId))
          .returning();
        order = toOrder(updated!);
      }
      emit(storeId, { ...changedMessage(order), cmd: SocketCmd.CANCEL_CHANGED });
      return { order };
    },
  });

  registerCall(app, ctx, orderInfoCall, {
    async handler({ tx, body, storeId }) {
      const rows = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.orderId, body.order_id), eq(orders.storeId, storeId)));
      if (!rows[0]) throw fail.notFound('주문을 찾을 수 없습니다.');
      const pays = await tx
        .select()
        .from(payments)
        .where(eq(payments.orderId, body.order_id))
        .orderBy(asc(payments.paymentId));
      return {
        order: toOrder(rows[0]),
        payments: pays.map((p) => ({
          payment_id: p.paymentId,
          pay_type: p.payType,
          amount: p.amount,
          payment_status: p.paymentStatus,
          approval_no: p.approvalNo,
          card_name: p.cardName,
          approved_at: p.approvedAt.toISOString(),
          cancelled_at: p.cancelledAt ? p.cancelledAt.toISOString() : null,
        })),
      };
    },
  });

  registerCall(app, ctx, testNotiCall, {
    async handler({ storeId, principal }) {
      ctx.hub.publish(storeId, {
        cmd: SocketCmd.TEST_NOTI,
        actions: { type: 'test', toast: true },
        title: '테스트 알림',
        body: `${principal.name}님이 보낸 알림이 도착했습니다.`,
      });
      return { delivered_to: ctx.hub.count(storeId) };
    },
  });
}

const STATUS_NAMES: Record<number, string> = {
  1: '신규 주문',
  2: '조리 중',
  3: '준비 완료',
  7: '완료',
  9: '취소',
};
const statusName = (s: number) => STATUS_NAMES[s] ?? String(s);

/** Row-locks an order of this store for the rest of the transaction (two tablets, one order). */
async function lockOrder(tx: Db, storeId: number, orderId: number) {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.storeId, storeId)))
    .for('update');
  if (!rows[0]) throw fail.notFound('주문을 찾을 수 없습니다.');
  return rows[0];
}

function staleConflict(row: typeof orders.$inferSelect) {
  const order = toOrder(row);
  const why =
    row.orderStatus === OrderStatus.CANCEL
      ? '이미 취소된 주문입니다'
      : `이미 '${statusName(row.orderStatus)}' 상태입니다`;
  return fail.conflict(`주문 ${row.orderNo}의 상태가 바뀌었습니다: ${why}.`, order);
}

/**
 * One step of the state machine, already checked by the caller: the status (and, on accept, the prep
 * quote) written, the version bumped. Staff's status edit and the channel's auto-accept both use it,
 * so an auto-accepted order is the same row, version and event as one a tablet accepted.
 */
export async function stepOrder(
  tx: Db,
  orderId: number,
  status: number,
  prepMinutes?: number,
): Promise<Order> {
  const [updated] = await tx
    .update(orders)
    .set({
      orderStatus: status,
      ...(prepMinutes !== undefined ? { prepMinutes } : {}),
      ...(status === OrderStatus.ACCEPTED ? { acceptedAt: new Date() } : {}),
      updatedAt: new Date(),
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.orderId, orderId))
    .returning();
  return toOrder(updated!);
}

async function cancelOrder(tx: Db, orderId: number, reason: string): Promise<Order> {
  const now = new Date();
  const [updated] = await tx
    .update(orders)
    .set({
      orderStatus: OrderStatus.CANCEL,
      cancelReason: reason,
      cancelRequested: 0,
      updatedAt: now,
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.orderId, orderId))
    .returning();
  // The coupon, period use and stamps go back with the cancel (issue 26 §5), in the same transaction.
  await reversePromotions(tx, orderId);
  // The payment is refunded with the cancel, in the same transaction.
  await tx
    .update(payments)
    .set({ paymentStatus: 9, cancelledAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.paymentStatus, 1)));
  return toOrder(updated!);
}

export function changedMessage(order: Order): SocketMessage {
  return {
    cmd:
      order.order_type === OrderType.PICKUP_RESERVE ? SocketCmd.RESERVATION_CHANGED : SocketCmd.ORDER_CHANGED,
    actions: { type: 'order-changed', toast: false },
    title: `주문 ${order.order_no}`,
    body: statusName(order.order_status),
    order_id: order.order_id,
  };
}
