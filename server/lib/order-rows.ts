import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Order } from '../../src/contract';
import { orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;

/** The fields of a row the contract's order state machine (orderActions / orderOffers) reads. */
export const stateOf = (r: Pick<OrderRow, 'orderStatus' | 'orderType' | 'cancelRequested'>) => ({
  order_status: r.orderStatus,
  order_type: r.orderType,
  cancel_requested: r.cancelRequested,
});

export function toOrder(r: OrderRow): Order {
  return {
    order_id: r.orderId,
    order_no: r.orderNo,
    store_id: r.storeId,
    order_type: r.orderType,
    order_status: r.orderStatus,
    table_no: r.tableNo,
    pickup_time: r.pickupTime ? r.pickupTime.toISOString() : null,
    delivery_address: r.deliveryAddress,
    customer_name: r.customerName,
    customer_phone: r.customerPhone,
    request: r.request,
    items: r.items,
    total_amount: r.totalAmount,
    delivery_fee: r.deliveryFee,
    discounts: r.discounts,
    discount_amount: r.discountAmount,
    pay_type: r.payType,
    prep_minutes: r.prepMinutes,
    cancel_reason: r.cancelReason,
    cancel_requested: r.cancelRequested,
    deliveryman_id: r.deliverymanId,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    version: r.version,
  };
}

/** A timestamptz as Date.prototype.toISOString writes it (UTC, milliseconds truncated, as new Date() truncates). */
const isoSql = (column: AnyPgColumn) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * toOrder in the select list: every key of the contract's Order as a column of that name, the
 * timestamps already in toISOString's form. A list read with it (a raw query: rows of plain objects)
 * skips the ORM's per-cell mapping, a Date per timestamp and toOrder's copy: for the completed list's
 * ~150 orders that was ~0.8 ms a call (issue 27 §4, docs/benchmarks.md). The type refuses a missing
 * key; tests/server/order-rows.test.ts holds orderOfListRow equal to toOrder row by row.
 */
const listColumns: Record<keyof Required<Order>, AnyPgColumn | SQL> = {
  order_id: orders.orderId,
  order_no: orders.orderNo,
  store_id: orders.storeId,
  order_type: orders.orderType,
  order_status: orders.orderStatus,
  table_no: orders.tableNo,
  pickup_time: isoSql(orders.pickupTime),
  delivery_address: orders.deliveryAddress,
  customer_name: orders.customerName,
  customer_phone: orders.customerPhone,
  request: orders.request,
  items: orders.items,
  total_amount: orders.totalAmount,
  delivery_fee: orders.deliveryFee,
  discounts: orders.discounts,
  discount_amount: orders.discountAmount,
  pay_type: orders.payType,
  prep_minutes: orders.prepMinutes,
  cancel_reason: orders.cancelReason,
  cancel_requested: orders.cancelRequested,
  deliveryman_id: orders.deliverymanId,
  created_at: isoSql(orders.createdAt),
  updated_at: isoSql(orders.updatedAt),
  version: orders.version,
};
export const orderListColumns: SQL = sql.join(
  Object.entries(listColumns).map(([key, value]) => sql`${value} AS ${sql.identifier(key)}`),
  sql`, `,
);

/** The bigint columns: a string from node-postgres, a bigint or number from PGlite, a number here. */
type BigintKey = 'total_amount' | 'delivery_fee' | 'discount_amount';
export type OrderListRow = Omit<Order, BigintKey> & Record<BigintKey, unknown>;

/** A row read with orderListColumns as the contract's Order. */
export function orderOfListRow(r: OrderListRow): Order {
  return {
    ...r,
    total_amount: Number(r.total_amount),
    delivery_fee: Number(r.delivery_fee),
    discount_amount: Number(r.discount_amount),
  };
}
