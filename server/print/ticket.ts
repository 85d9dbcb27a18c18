import { eq, inArray } from 'drizzle-orm';
import { kstHm, kstYmd, OrderType, type OrderItem } from '../../src/contract';
import type { Db } from '../db';
import { codes, orders, printers, stores } from '../db/schema';
import type { TicketModel } from './escpos';

/* What a print job prints, read from the database when it is sent (so a reprint shows the order as it is now). */

const kstStamp = (at: Date) => {
  const ymd = kstYmd(at);
  return `${ymd.slice(0, 4)}. ${ymd.slice(4, 6)}. ${ymd.slice(6, 8)}. ${kstHm(at)}`;
};

/**
 * The ticket model of one job: the printer's test page, or an order's kitchen ticket, receipt or cancel
 * slip — the order's items with their options and prices, request, address, the customer's phone
 * (pickups and deliveries; escpos masks it), the due time, discounts and totals, labels in Korean.
 */
export async function ticketFor(
  db: Db,
  job: { storeId: number; orderId: number | null; kind: string },
  printer: typeof printers.$inferSelect,
): Promise<TicketModel> {
  const store = (
    await db.select({ name: stores.storeName }).from(stores).where(eq(stores.storeId, job.storeId))
  )[0];
  const now = kstStamp(new Date());
  if (job.kind === 'test' || !job.orderId) {
    return {
      kind: 'test',
      storeName: store?.name ?? '',
      orderNo: null,
      typeLabel: null,
      createdAt: now,
      items: [],
      deliveryFee: 0,
      total: 0,
      payLabel: null,
      printedAt: now,
      lines: [
        `프린터: ${printer.printerName}`,
        `주소: ${printer.host}:${printer.port}`,
        `용지: ${printer.paperWidth}mm, ${printer.copies}장`,
        '한글 인쇄 확인: 가나다라마바사 아자차카타파하',
      ],
    };
  }
  const order = (await db.select().from(orders).where(eq(orders.orderId, job.orderId)))[0];
  if (!order) throw new Error('주문을 찾을 수 없습니다.');
  const labels = await db
    .select()
    .from(codes)
    .where(inArray(codes.columnName, ['order_type', 'pay_type']));
  const label = (column: string, value: number) =>
    labels.find((c) => c.columnName === column && c.codeValue === String(value))?.codeName ?? String(value);
  const lineAmount = (i: OrderItem) =>
    i.quantity * (i.price + i.options.reduce((s, o) => s + o.option_price, 0));
  const kind = job.kind === 'receipt' || job.kind === 'cancel' ? job.kind : 'kitchen';
  // When an accepted order was promised ready: the accept's prep quote from the accept's time.
  const readyAt =
    order.acceptedAt && order.prepMinutes !== null
      ? kstHm(new Date(order.acceptedAt.getTime() + order.prepMinutes * 60_000))
      : null;
  return {
    kind,
    storeName: store?.name ?? '',
    orderNo: order.orderNo,
    typeLabel: label('order_type', order.orderType),
    tableNo: order.tableNo,
    pickupAt: order.pickupTime ? kstStamp(order.pickupTime) : null,
    readyAt,
    deliveryAddress: order.deliveryAddress,
    // The number to call when the customer is not there: pickups and deliveries only (masked on paper).
    customerPhone: order.orderType === OrderType.TABLE ? null : order.customerPhone,
    createdAt: kstStamp(order.createdAt),
    items: order.items.map((i) => ({
      name: i.product_name,
      quantity: i.quantity,
      options: i.options.map((o) => ({ name: o.option_name, price: o.option_price })),
      amount: lineAmount(i),
    })),
    request: order.request,
    deliveryFee: order.deliveryFee,
    discounts: order.discounts,
    total: order.totalAmount,
    payLabel: label('pay_type', order.payType),
    // A cancelled order is not changed after: its last change is the cancel.
    cancelledAt: kind === 'cancel' ? kstStamp(order.updatedAt) : null,
    cancelReason: kind === 'cancel' ? order.cancelReason : null,
    printedAt: now,
  };
}
