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
    search_type: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
    app_type: z.literal(APP_TYPE),
  }),
  z.object({
    order_list: z.array(orderSchema),
    store: storeInfoSchema.pick({ store_id: true, store_name: true, store_status: true }),
  }),
);

/**
 * The customer channel of the reference backend (not in the spec, which covers only the store app):
 * how the customer simulator and the tests place orders and ask to cancel. No token: customers are
 * anonymous. See docs/api.md.
 */
export const customerOrderCreateCall = defineCall(
  'customer/order/create',
  z.object({
    store_id: id,
    order_type: z.coerce.number().int().min(1).max(4),
    table_no: z.string().trim().max(20).optional(),
    pickup_time: z.string().datetime({ offset: true }).optional(),
    delivery_address: z.string().trim().max(200).optional(),
    customer_name: z.string().trim().max(50).optional(),
    customer_phone: z
      .string()
      .trim()
      .regex(/^01[0-9]-?\d{3,4}-?\d{4}$/, '휴대폰 번호 형식이 아닙니다.')
      .optional(),
    request: z.string().trim().max(500).optional(),
    pay_type: z.coerce.number().int().min(1).max(999),
    items: z
      .array(
        z.object({
          product_id: id,
          quantity: z.coerce.number().int().min(1).max(99),
          option_names: z.array(z.string().max(50)).max(20).default([]),
        }),
      )
      .min(1, '메뉴를 하나 이상 담아 주세요.')
      .max(50),
  }),
  /** customer_key is the customer's proof of ownership, needed to ask for a cancel. */
  z.object({ order: orderSchema, customer_key: z.string() }),
);

export const customerCancelRequestCall = defineCall(
  'customer/order/cancel-request',
  z.object({
    order_id: id,
    customer_key: z.string().min(10).max(100),
    reason: z.string().trim().min(1, '취소 사유를 입력해 주세요.').max(200),
  }),
  z.object({ order: orderSchema }),
);

/** Prep-time quotes on accept are offered in 5-minute steps (issue 3). */
export const PREP_MINUTES_STEP = 5;
export const PREP_MINUTES_MAX = 120;

/**
 * The order state machine the server enforces (docs/decisions.md):
 * ORDERED → ACCEPTED → READY → SERVED, one step at a time; CANCEL from any open state, only
 * through store/order/cancel (with a reason) or an approved customer cancel request.
 */
export const NEXT_STATUS: Readonly<Record<number, number | undefined>> = {
  [OrderStatus.ORDERED]: OrderStatus.ACCEPTED,
  [OrderStatus.ACCEPTED]: OrderStatus.READY,
  [OrderStatus.READY]: OrderStatus.SERVED,
};
export const OPEN_STATUSES: readonly number[] = [
  OrderStatus.ORDERED,
  OrderStatus.ACCEPTED,
  OrderStatus.READY,
];

export const orderStatusEditCall = defineCall(
  'store/order/status/edit',
  z.object({
    store_id: id,
    order_id: id,
    /** The status the tablet saw; a different current status is a conflict, not a silent jump. */
    from_status: z.coerce.number().int(),
    order_status: z.coerce.number().int(),
    prep_minutes: z.coerce
      .number()
      .int()
      .min(PREP_MINUTES_STEP, `준비 시간은 ${PREP_MINUTES_STEP}분 이상이어야 합니다.`)
      .max(PREP_MINUTES_MAX, `준비 시간은 ${PREP_MINUTES_MAX}분 이하여야 합니다.`)
      .refine((m) => m % PREP_MINUTES_STEP === 0, `준비 시간은 ${PREP_MINUTES_STEP}분 단위로 입력해 주세요.`)
      .optional(),
  }),
  z.object({ order: orderSchema }),
);

export const orderCancelCall = defineCall(
  'store/order/cancel',
  z.object({
    store_id: id,
    order_id: id,
    from_status: z.coerce.number().int(),
    cancel_reason: z
      .string()
      .trim()
      .min(1, '취소 사유를 입력해 주세요.')
      .max(200, '취소 사유는 200자 이내로 입력해 주세요.'),
  }),
  z.object({ order: orderSchema }),
);

export const orderCancelConfirmCall = defineCall(
  'store/order/cancel/confirm',
  z.object({
    store_id: id,
    order_id: id,
    /** 1 = approve the customer's cancel request (order cancelled, payment refunded); 0 = reject it. */
    approve: z.coerce.number().int().min(0).max(1),
  }),
  z.object({ order: orderSchema }),
);

export const paymentSummarySchema = z.object({
  payment_id: z.number().int(),
  pay_type: z.number().int(),
  amount: z.number().int(),
  payment_status: z.number().int(),
  approval_no: z.string().nullable(),
  card_name: z.string().nullable(),
  approved_at: z.string(),
  cancelled_at: z.string().nullable(),
});

export const orderInfoCall = defineCall(
  'store/order/info',
  z.object({ store_id: id, order_id: id }),
  z.object({ order: orderSchema, payments: z.array(paymentSummarySchema) }),
);

export const testNotiCall = defineCall(
  'store/test/noti',
  z.object({ store_id: id }),
  z.object({ delivered_to: z.number().int() }),
);
