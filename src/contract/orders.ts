import { z } from 'zod';
import { defineCall } from './envelope';
import { APP_TYPE, id } from './common';
import { storeInfoSchema } from './store';

/** Spec §3: order types (TO_GO). */
export const OrderType = { TABLE: 1, PICKUP: 2, PICKUP_RESERVE: 3, DELIVERY: 4 } as const;
/** Spec §4: order status values. */
export const OrderStatus = { ORDERED: 1, ACCEPTED: 2, READY: 3, SERVED: 7, CANCEL: 9 } as const;
/** store/order/list search_type. */
export const SearchType = { LIVE: 1, RESERVATION: 2, COMPLETED: 3 } as const;

export const orderOptionSchema = z.object({ option_name: z.string(), option_price: z.number().int() });
export const orderItemSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  options: z.array(orderOptionSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  store_id: z.number().int(),
  order_type: z.number().int(),
  order_status: z.number().int(),
  table_no: z.string().nullable(),
  pickup_time: z.string().nullable(),
  delivery_address: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  request: z.string().nullable(),
  items: z.array(orderItemSchema),
  total_amount: z.number().int(),
  pay_type: z.number().int(),
  prep_minutes: z.number().int().nullable(),
  cancel_reason: z.string().nullable(),
  /** 1 when the customer asked to cancel and the store has not confirmed yet. */
  cancel_requested: z.number().int(),
  deliveryman_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Increments on every change; a transition names the version it was made from. */
  version: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListCall = defineCall(
  'store/order/list',
  z.object({
    store_id: id,
    search_type: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
    app_type: z.literal(APP_TYPE),
  }),
  z.object({
    order_list: z.array(orderSchema),
    store: storeInfoSchema.pick({ store_id: true, store_name: true, store_status: true }),
  }),
);
