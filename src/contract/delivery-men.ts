import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { id, preprocess, int } from './common';
import { orderSchema } from './orders';

/*
 * The delivery staff calls the live order board uses, on their own: it offers the working delivery men
 * on delivery cards, and should not load the rest of people.ts (members, customers, promotions) for it.
 */

export const VehicleType = { MOTORBIKE: 1, BICYCLE: 2, CAR: 3, WALK: 4 } as const;
export const deliverymanSchema = z.object({
  deliveryman_id: int,
  store_id: int,
  deliveryman_name: z.string(),
  /** Masked in the list, whole in store/deliveryman/info. */
  deliveryman_phone: z.string(),
  vehicle_type: int,
  memo: z.nullable(z.string()),
  active: int,
  /** Deliveries assigned today (KST) that are not cancelled. */
  today_count: int,
  created_at: z.string(),
});
export type Deliveryman = z.infer<typeof deliverymanSchema>;
export const deliverymanListCall = defineCall(
  'store/deliveryman/list',
  () =>
    z.object({
      store_id: id,
      /** 1: working only (what the order screen offers); 0: everyone. */
      active_only: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1)), 0),
    }),
  () => z.object({ deliveryman_list: z.array(deliverymanSchema) }),
);
/**
 * The working delivery men a delivery order card offers: the live board's list, open to every manager of
 * the store. The /delivery-men screen's own calls (list, info, edit, work list) are one rule
 * (manageDeliveryMen, contract/access.ts), so a manager sees all of that screen or none of it (issue 28).
 */
export const orderDeliverymanListCall = defineCall(
  'store/order/deliveryman/list',
  () => z.object({ store_id: id }),
  () => z.object({ deliveryman_list: z.array(deliverymanSchema) }),
);
/** Assigns (or, with null, un-assigns) a delivery man to an open delivery order. */
export const orderDeliverymanEditCall = defineCall(
  'store/order/deliveryman/edit',
  () =>
    z.object({
      store_id: id,
      order_id: id,
      deliveryman_id: preprocess((v) => (v === '' ? null : v), z.nullable(id)),
    }),
  () => z.object({ order: orderSchema, deliveryman_name: z.nullable(z.string()) }),
);
