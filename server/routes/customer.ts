import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  OrderStatus,
  OrderType,
  SocketCmd,
  customerCancelRequestCall,
  customerOrderCreateCall,
  type OrderItem,
  PrintOn,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import { queueOrderPrints } from '../print/queue';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import { codes, orders, payments, products, storeServiceSettings, stores } from '../db/schema';
import { toOrder } from '../lib/order-rows';
import { formatWon, orderNoPrefix } from '../lib/format';
import { isSoldOutNow, orderBlockReason } from '../lib/store-availability';
import { busyNow } from '../lib/store-rows';
import { applyPromotions, findCustomer } from '../lib/order-promotions';
import { changedMessage, stepOrder } from './orders';

/**
 * The largest order total the channel accepts: 100억 원 (the contract alone allows 50 lines × 99 ×
 * 3,000만 원). The amount columns are 64-bit; the cap keeps every sum of them (a day, a settlement of
 * thousands of orders) far below 2^53, where a JS number stays exact.
 */
export const MAX_ORDER_TOTAL = 10_000_000_000;

/**
 * The fee a delivery order pays on top of its items: none once the items total reaches the store's
 * free-delivery amount (null: no such amount, the fee always applies).
 */
export function deliveryFeeFor(itemsTotal: number, fee: number, freeFrom: number | null): number {
  return freeFrom !== null && itemsTotal >= freeFrom ? 0 : fee;
}

/**
 * The customer channel: what a customer app would call, with its store's channel key (X-Channel-Key,
 * server/auth/channel.ts; `storeId` is the key's store, null for the in-process simulator). The store
 * app never calls these. Prices come from the menu, never from the request.
 */
export function customerRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, customerOrderCreateCall, {
    write: true,
    async handler({ tx, body, emit, storeId, afterCommit }) {
      if (storeId !== null && storeId !== body.store_id)
        throw fail.forbidden('이 주문 채널 키로는 이 매장에 주문할 수 없습니다.');
      // Only the payment methods the code list offers (any number used to be taken as a payment).
      const payTypes = await tx
        .select({ value: codes.codeValue })
        .from(codes)
        .where(
          and(
            eq(codes.columnName, 'pay_type'),
            eq(codes.codeValue, String(body.pay_type)),
            eq(codes.apply, 1),
          ),
        );
      if (!payTypes.length) throw fail.validation({ pay_type: '사용할 수 없는 결제 수단입니다.' });
      // Lock the store row: order numbers are a per-store daily sequence.
      const storeRows = await tx
        .select({
          id: stores.storeId,
          status: stores.storeStatus,
          busyExtra: stores.busyExtraMinutes,
          busyUntil: stores.busyUntil,
        })
        .from(stores)
        .where(eq(stores.storeId, body.store_id))
        .for('update');
      const store = storeRows[0];
      if (!store) throw fail.notFound('매장을 찾을 수 없습니다.');
      // Store status plus temporary OPEN/CLOSE schedules (issue 5: "pause orders" at the counter).
      const blocked = await orderBlockReason(tx, store.id, store.status);
      if (blocked) throw fail.conflict(blocked);

      const fields: Record<string, string> = {};
      if (body.order_type === OrderType.TABLE && !body.table_no)
        fields.table_no = '테이블 번호를 입력해 주세요.';
      if (body.order_type === OrderType.PICKUP_RESERVE) {
        if (!body.pickup_time) fields.pickup_time = '픽업 시간을 선택해 주세요.';
        else if (new Date(body.pickup_time).getTime() < Date.now())
          fields.pickup_time = '지난 시간은 고를 수 없습니다.';
      }
      if (body.order_type === OrderType.DELIVERY && !body.delivery_address)
        fields.delivery_address = '배달 주소를 입력해 주세요.';
      if (Object.keys(fields).length) throw fail.validation(fields);

      const ids = [...new Set(body.items.map((i) => i.product_id))];
      const menu = await tx
        .select()
        .from(products)
        .where(and(eq(products.storeId, body.store_id), inArray(products.productId, ids)));
      const byId = new Map(menu.map((p) => [p.productId, p]));
      const items: OrderItem[] = [];
      for (const [n, line] of body.items.entries()) {
        const p = byId.get(line.product_id);
        if (!p || p.display !== 1)
          throw fail.validation({ [`items.${n}.product_id`]: '판매하지 않는 메뉴입니다.' });
        if (isSoldOutNow(p)) throw fail.conflict(`'${p.productName}'은(는) 품절입니다.`);
        const options = line.option_names.map((name, k) => {
          const o = p.options.find((x) => x.option_name === name);
          if (!o) throw fail.validation({ [`items.${n}.option_names.${k}`]: '없는 옵션입니다.' });
          return o;
        });
        items.push({
          product_id: p.productId,
          product_name: p.productName,
          quantity: line.quantity,
          price: p.price,
          options,
        });
      }
      const total = items.reduce(
        (sum, i) => sum + i.quantity * (i.price + i.options.reduce((s, o) => s + o.option_price, 0)),
        0,
      );
      // Checked, not overflowed: an order that large is a mistake or an attack, not a meal.
      if (total > MAX_ORDER_TOTAL)
        throw fail.validation({ items: '주문 금액이 너무 큽니다. 수량을 확인해 주세요.' });
      // The store's service settings act here (issue 28): minimum order, delivery fee, auto accept.
      const [service] = await tx
        .select()
        .from(storeServiceSettings)
        .where(eq(storeServiceSettings.storeId, store.id));
      // Refused like a sold-out item or a closed store (a conflict the customer can act on), before
      // anything is written.
      if (service && total < service.minOrderAmount)
        throw fail.conflict(
          `최소 주문 금액은 ${formatWon(service.minOrderAmount)}입니다. ${formatWon(service.minOrderAmount - total)} 더 담아 주세요.`,
        );
      const deliveryFee =
        body.order_type === OrderType.DELIVERY && service
          ? deliveryFeeFor(total, service.deliveryFee, service.freeDeliveryThreshold)
          : 0;
      // Promotions (issue 26 §5): computed and recorded in this transaction; they come off the items.
      const customerId = await findCustomer(tx, body.customer_phone);
      const promos = await applyPromotions(tx, {
        storeId: store.id,
        customerId,
        items,
        itemsTotal: total,
        couponIssueId: body.coupon_issue_id,
      });
      const amount = total - promos.total + deliveryFee;
      const seqRows = await tx.execute(
        sql`SELECT count(*)::int AS n FROM orders WHERE store_id = ${body.store_id}
            AND created_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul'`,
      );
      const seq = Number((seqRows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) + 1;
      const customerKey = randomBytes(16).toString('hex');
      const [row] = await tx
        .insert(orders)
        .values({
          storeId: body.store_id,
          orderNo: `${orderNoPrefix(body.order_type)}-${String(seq).padStart(3, '0')}`,
          orderType: body.order_type,
          orderStatus: OrderStatus.ORDERED,
          tableNo: body.order_type === OrderType.TABLE ? (body.table_no ?? null) : null,
          pickupTime: body.pickup_time ? new Date(body.pickup_time) : null,
          deliveryAddress: body.order_type === OrderType.DELIVERY ? (body.delivery_address ?? null) : null,
          customerId,
          customerName: body.customer_name ?? null,
          customerPhone: body.customer_phone ?? null,
          request: body.request || null,
          items,
          totalAmount: amount,
          deliveryFee,
          discounts: promos.lines,
          discountAmount: promos.total,
          payType: body.pay_type,
          customerKey,
        })
        .returning();
      await promos.record(row!.orderId);
      await tx.insert(payments).values({
        storeId: body.store_id,
        orderId: row!.orderId,
        payType: body.pay_type,
        amount,
        approvalNo: randomBytes(4).toString('hex').toUpperCase(),
      });
      const placed = toOrder(row!);
      // Auto accept: the same step a tablet's accept takes (status, prep quote, version, event), in this
      // transaction, with the store's default prep time.
      const autoAccepted = service?.autoAccept === 1;
      // 바쁨 (issue 26): the quote is longer by the busy minutes while the store is busy.
      const prepMinutes = (service?.defaultPrepMinutes ?? 0) + busyNow(store).extra;
      const order = autoAccepted
        ? await stepOrder(tx, placed.order_id, OrderStatus.ACCEPTED, prepMinutes)
        : placed;
      const first = items[0]!;
      const reserved = body.order_type === OrderType.PICKUP_RESERVE;
      // The new-order message is sent either way: it is what makes every tablet chime, toast and mark
      // the card NEW (src/features/live/alerts.ts), accepted or not.
      emit(body.store_id, {
        cmd: reserved ? SocketCmd.RESERVATION_NEW : SocketCmd.ORDER_NEW,
        actions: { type: 'order', toast: true },
        title: reserved ? `새 예약 주문 ${order.order_no}` : `새 주문 ${order.order_no}`,
        body: `${first.product_name}${items.length > 1 ? ` 외 ${items.length - 1}건` : ''} · ${formatWon(amount)}${
          autoAccepted ? ` · 자동 수락 ${prepMinutes}분` : ''
        }`,
        order_id: order.order_id,
      });
      if (autoAccepted) emit(body.store_id, changedMessage(order));
      // Tickets in the same transaction: printers that print on arrival, and on accept when auto-accepted.
      const ticket = { storeId: body.store_id, orderId: order.order_id, orderType: body.order_type };
      const queued = await queueOrderPrints(
        tx,
        ticket,
        autoAccepted ? [PrintOn.ARRIVAL, PrintOn.ACCEPT] : [PrintOn.ARRIVAL],
      );
      if (queued) afterCommit(() => ctx.prints.kick());
      return { order, customer_key: customerKey };
    },
  });

  registerCall(app, ctx, customerCancelRequestCall, {
    write: true,
    async handler({ tx, body, emit, storeId }) {
      const rows = await tx.select().from(orders).where(eq(orders.orderId, body.order_id)).for('update');
      const row = rows[0];
      // Another store's order looks like no order at all to this key.
      if (!row || row.customerKey !== body.customer_key || (storeId !== null && row.storeId !== storeId))
        throw fail.notFound('주문을 찾을 수 없습니다.');
      if (row.orderStatus === OrderStatus.CANCEL || row.orderStatus === OrderStatus.SERVED) {
        throw fail.conflict('이미 완료되었거나 취소된 주문입니다.');
      }
      const [updated] = await tx
        .update(orders)
        .set({
          cancelRequested: 1,
          cancelReason: body.reason,
          updatedAt: new Date(),
          version: sql`${orders.version} + 1`,
        })
        .where(eq(orders.orderId, row.orderId))
        .returning();
      emit(row.storeId, {
        cmd: SocketCmd.CANCEL_REQUESTED,
        actions: { type: 'cancel', toast: true },
        title: `취소 요청 ${row.orderNo}`,
        body: body.reason,
        order_id: row.orderId,
      });
      return { order: toOrder(updated!) };
    },
  });
}
