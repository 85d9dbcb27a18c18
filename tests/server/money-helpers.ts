/**
 * What the money tests (issue 6) share: the stored payment and order rows read raw, and the day
 * arithmetic done in JS, so that every total the server reports is checked against an independent sum.
 */
import type { TestServer } from './helpers';

export interface PayRow {
  payment_id: number;
  store_id: number;
  order_id: number | null;
  pay_type: number;
  amount: number;
  payment_status: number;
  approved_at: Date | string;
  order_status: number | null;
  order_type: number | null;
  /** The order's discount (issue 26 §5); 0 without an order. */
  discount_amount: number;
}
export interface OrderRow {
  order_id: number;
  store_id: number;
  order_status: number;
  total_amount: number;
  created_at: Date | string;
  items: {
    product_id: number;
    quantity: number;
    price: number;
    options: { option_price: number }[];
  }[];
}

/** yyyyMMdd of a timestamp in Seoul, computed in JS (not by the database). */
export const kstDay = (v: Date | string) =>
  new Date(new Date(v).getTime() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
export const daysAgo = (n: number) =>
  new Date(Date.now() + 9 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
export const today = () => daysAgo(0);
export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
export const inRange = (v: Date | string, from: string, to: string) => kstDay(v) >= from && kstDay(v) <= to;

/** The stored payments (with their order's status and type) and orders of a store, on `server()`. */
export function storedRows(server: () => TestServer) {
  return {
    payments: (storeId: number) =>
      server().built.ctx.database.query<PayRow>(
        `SELECT p.payment_id, p.store_id, p.order_id, p.pay_type, p.amount, p.payment_status, p.approved_at, o.order_status, o.order_type,
         coalesce(o.discount_amount, 0)::int AS discount_amount
       FROM payments p LEFT JOIN orders o ON o.order_id = p.order_id WHERE p.store_id = $1`,
        [storeId],
      ),
    ordersOf: (storeId: number) =>
      server().built.ctx.database.query<OrderRow>(
        'SELECT order_id, store_id, order_status, total_amount, created_at, items FROM orders WHERE store_id = $1',
        [storeId],
      ),
  };
}
