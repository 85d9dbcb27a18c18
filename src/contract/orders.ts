import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { APP_TYPE, id, int, optionalId, PAGE_SIZE, yyyymmdd } from './common';
import { storeInfoSchema } from './store';

/** Spec §3: order types (TO_GO). */
export const OrderType = { TABLE: 1, PICKUP: 2, PICKUP_RESERVE: 3, DELIVERY: 4 } as const;
/** Spec §4: order status values. */
export const OrderStatus = { ORDERED: 1, ACCEPTED: 2, READY: 3, SERVED: 7, CANCEL: 9 } as const;
/** store/order/list search_type. */
export const SearchType = { LIVE: 1, RESERVATION: 2, COMPLETED: 3 } as const;
export type OrderSearchType = (typeof SearchType)[keyof typeof SearchType];
/**
 * Reserved pickups more than this far ahead stay on the reservation list, then join the live board.
 * Shared: the server filters the lists by it, and the tablet places a changed order by it at once.
 */
export const RESERVATION_LEAD_MINUTES = 30;

export const orderOptionSchema = z.object({
  option_name: z.string(),
  option_price: int,
});
export const orderItemSchema = z.object({
  product_id: int,
  product_name: z.string(),
  quantity: int,
  price: int,
  options: z.array(orderOptionSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Where a discount line comes from (issue 26 §5). */
export const DiscountKind = { PERIOD: 'period', COUPON: 'coupon', STAMP: 'stamp' } as const;
/**
 * One discount on an order: an automatic promotion period, a coupon the customer held, or a stamp
 * card's reward. `ref_id` is the promotion, the coupon issue or the stamp card. A reward given in kind
 * (nothing on the order to take off) is a line of 0 won, so the ticket still tells the kitchen.
 */
export const orderDiscountSchema = z.object({
  kind: z.enum(['period', 'coupon', 'stamp']),
  ref_id: int,
  label: z.string(),
  amount: int,
});
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

export const orderSchema = z.object({
  order_id: int,
  order_no: z.string(),
  store_id: int,
  order_type: int,
  order_status: int,
  table_no: z.nullable(z.string()),
  pickup_time: z.nullable(z.string()),
  delivery_address: z.nullable(z.string()),
  customer_name: z.nullable(z.string()),
  customer_phone: z.nullable(z.string()),
  request: z.nullable(z.string()),
  items: z.array(orderItemSchema),
  /** What the customer pays: the items plus delivery_fee, less discount_amount. */
  total_amount: int,
  /** The delivery fee inside total_amount: 0 unless a delivery order under the free threshold. */
  delivery_fee: int,
  /** Discount lines and their sum (issue 26 §5); absent in answers from before promotions counted. */
  discounts: z.optional(z.array(orderDiscountSchema)),
  discount_amount: z.optional(int),
  pay_type: int,
  prep_minutes: z.nullable(int),
  cancel_reason: z.nullable(z.string()),
  /** 1 when the customer asked to cancel and the store has not confirmed yet. */
  cancel_requested: int,
  deliveryman_id: z.nullable(int),
  created_at: z.string(),
  updated_at: z.string(),
  /** Increments on every change; a transition names the version it was made from. */
  version: int,
});
export type Order = z.infer<typeof orderSchema>;

/**
 * What every call that changes one order answers: the order as the server now has it. The tablet's
 * outbox sends all three store actions (status edit, cancel, cancel confirm) and reads this answer.
 */
export const orderAnswerSchema = z.object({ order: orderSchema });

/**
 * The completed list (search_type 3) comes in pages of this many orders, newest first: the spec's page
 * size (§9). A busy day's list in one answer was 150–500 orders (100–340 KB) to fetch, check, parse and
 * draw on every refresh, where a manager looks at the last few (issue 27 §4, docs/benchmarks.md).
 */
export const COMPLETED_PAGE_SIZE = PAGE_SIZE;

/** The completed list's kind filter: 0 = every kind, else an order_type. */
const completedKind = z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(4)));
/** The completed list's status filter: 0 = both, 7 = served, 9 = cancelled. */
const completedStatus = z.optional(
  z.pipe(z.coerce.number().check(z.int()), z.union([z.literal(0), z.literal(7), z.literal(9)])),
);

export const orderListCall = defineCall(
  'store/order/list',
  () =>
    z.object({
      store_id: id,
      search_type: z.pipe(
        z.coerce.number().check(z.int()),
        z.union([z.literal(1), z.literal(2), z.literal(3)]),
      ),
      app_type: z.literal(APP_TYPE),
      // The completed list's page and filters (search_type 3; the live and reservation lists are whole
      // and ignore them). The filters are the server's so the kind counts and the pages agree.
      order_type: completedKind,
      order_status: completedStatus,
      /** The page after this order: the previous page's next_after. */
      after_order_id: optionalId,
    }),
  () =>
    z.object({
      order_list: z.array(orderSchema),
      store: z.pick(storeInfoSchema, { store_id: true, store_name: true, store_status: true }),
      /**
       * Completed list only: the order to ask for the next page after (after_order_id), null on the
       * last page.
       */
      next_after: z.optional(z.nullable(int)),
      /**
       * Completed list, first page only: how many of today's completed orders match the status filter,
       * by kind, indexed by order_type (index 0: every kind), whatever the kind filter.
       */
      kind_counts: z.optional(z.array(int)),
    }),
);
/**
 * The customer channel of the reference backend (not in the spec, which covers only the store app):
 * how the customer simulator and the tests place orders and ask to cancel. No token: customers are
 * anonymous. See docs/api.md.
 */
export const customerOrderCreateCall = defineCall(
  'customer/order/create',
  () =>
    z.object({
      store_id: id,
      order_type: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(4)),
      table_no: z.optional(z.string().check(z.trim(), z.maxLength(20))),
      pickup_time: z.optional(z.string().check(z.iso.datetime({ offset: true }))),
      delivery_address: z.optional(z.string().check(z.trim(), z.maxLength(200))),
      customer_name: z.optional(z.string().check(z.trim(), z.maxLength(50))),
      customer_phone: z.optional(
        z.string().check(z.trim(), z.regex(/^01[0-9]-?\d{3,4}-?\d{4}$/, '휴대폰 번호 형식이 아닙니다.')),
      ),
      request: z.optional(z.string().check(z.trim(), z.maxLength(500))),
      pay_type: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(999)),
      /** A coupon the customer holds (coupon_issues); optional, so older callers are unchanged. */
      coupon_issue_id: optionalId,
      items: z
        .array(
          z.object({
            product_id: id,
            quantity: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(99)),
            option_names: z._default(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(20)), []),
          }),
        )
        .check(z.minLength(1, '메뉴를 하나 이상 담아 주세요.'), z.maxLength(50)),
    }),
  /** customer_key is the customer's proof of ownership, needed to ask for a cancel. */
  () => z.object({ order: orderSchema, customer_key: z.string() }),
);

export const customerCancelRequestCall = defineCall(
  'customer/order/cancel-request',
  () =>
    z.object({
      order_id: id,
      customer_key: z.string().check(z.minLength(10), z.maxLength(100)),
      reason: z.string().check(z.trim(), z.minLength(1, '취소 사유를 입력해 주세요.'), z.maxLength(200)),
    }),
  () => orderAnswerSchema,
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

/** Open orders are still being worked on: the live and reservation boards show them. */
export const isOpenStatus = (status: number): boolean => OPEN_STATUSES.includes(status);
/** The one status a tap moves an order to, or undefined when no step follows. */
export const nextStatus = (status: number): number | undefined => NEXT_STATUS[status];

/** What staff can do to an order (the card's buttons; the server's checks). */
export const OrderAction = {
  /** ORDERED → ACCEPTED, with a prep-time quote. */
  ACCEPT: 'accept',
  /** ACCEPTED → READY. */
  READY: 'ready',
  /** READY → SERVED. */
  SERVE: 'serve',
  /** Any open order → CANCEL, with a reason. */
  CANCEL: 'cancel',
  /** A customer's cancel request on an open order, granted: the order is cancelled. */
  APPROVE_CANCEL: 'approve-cancel',
  /** A customer's cancel request, refused: the flag is cleared. Also clears a request left on an order
   * that was served or cancelled meanwhile. */
  REJECT_CANCEL: 'reject-cancel',
  /** Who takes an open delivery order out. */
  ASSIGN_DELIVERYMAN: 'assign-deliveryman',
} as const;
export type OrderAction = (typeof OrderAction)[keyof typeof OrderAction];

/** The step action of each status NEXT_STATUS moves on from. */
const STEP_ACTION: Readonly<Record<number, OrderAction | undefined>> = {
  [OrderStatus.ORDERED]: OrderAction.ACCEPT,
  [OrderStatus.ACCEPTED]: OrderAction.READY,
  [OrderStatus.READY]: OrderAction.SERVE,
};

type OrderState = Pick<Order, 'order_status' | 'order_type' | 'cancel_requested'>;

/** The actions an order in this state offers, in the order the card shows them. */
export function orderActions(order: OrderState): OrderAction[] {
  const requested = order.cancel_requested === 1;
  if (!isOpenStatus(order.order_status)) return requested ? [OrderAction.REJECT_CANCEL] : [];
  const actions: OrderAction[] = [];
  const step = STEP_ACTION[order.order_status];
  if (step) actions.push(step);
  actions.push(OrderAction.CANCEL);
  if (requested) actions.push(OrderAction.APPROVE_CANCEL, OrderAction.REJECT_CANCEL);
  if (order.order_type === OrderType.DELIVERY) actions.push(OrderAction.ASSIGN_DELIVERYMAN);
  return actions;
}
export const orderOffers = (order: OrderState, action: OrderAction): boolean =>
  orderActions(order).includes(action);

export const orderStatusEditCall = defineCall(
  'store/order/status/edit',
  () =>
    z.object({
      store_id: id,
      order_id: id,
      /** The status the tablet saw; a different current status is a conflict, not a silent jump. */
      from_status: z.coerce.number().check(z.int()),
      order_status: z.coerce.number().check(z.int()),
      prep_minutes: z.optional(
        z.coerce.number().check(
          z.int(),
          z.minimum(PREP_MINUTES_STEP, `준비 시간은 ${PREP_MINUTES_STEP}분 이상이어야 합니다.`),
          z.maximum(PREP_MINUTES_MAX, `준비 시간은 ${PREP_MINUTES_MAX}분 이하여야 합니다.`),
          z.refine(
            (m) => m % PREP_MINUTES_STEP === 0,
            `준비 시간은 ${PREP_MINUTES_STEP}분 단위로 입력해 주세요.`,
          ),
        ),
      ),
    }),
  () => orderAnswerSchema,
);

export const orderCancelCall = defineCall(
  'store/order/cancel',
  () =>
    z.object({
      store_id: id,
      order_id: id,
      from_status: z.coerce.number().check(z.int()),
      cancel_reason: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, '취소 사유를 입력해 주세요.'),
          z.maxLength(200, '취소 사유는 200자 이내로 입력해 주세요.'),
        ),
    }),
  () => orderAnswerSchema,
);

export const orderCancelConfirmCall = defineCall(
  'store/order/cancel/confirm',
  () =>
    z.object({
      store_id: id,
      order_id: id,
      /** 1 = approve the customer's cancel request (order cancelled, payment refunded); 0 = reject it. */
      approve: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1)),
    }),
  () => orderAnswerSchema,
);

export const paymentSummarySchema = z.object({
  payment_id: int,
  pay_type: int,
  amount: int,
  payment_status: int,
  approval_no: z.nullable(z.string()),
  card_name: z.nullable(z.string()),
  approved_at: z.string(),
  cancelled_at: z.nullable(z.string()),
});

export const orderInfoCall = defineCall(
  'store/order/info',
  () => z.object({ store_id: id, order_id: id }),
  () => z.object({ order: orderSchema, payments: z.array(paymentSummarySchema) }),
);

export const testNotiCall = defineCall(
  'store/test/noti',
  () => z.object({ store_id: id }),
  () => z.object({ delivered_to: int }),
);

/** A new order that waited longer than the store's missed-order minutes before anyone accepted it. */
export const missedOrderSchema = z.object({
  order_id: int,
  order_no: z.string(),
  order_type: int,
  order_status: int,
  created_at: z.string(),
  /** Null when it was never accepted (still new, or cancelled before). */
  accepted_at: z.nullable(z.string()),
  /** Minutes from arrival to accept (or to now / to the cancel when never accepted). */
  waited_minutes: int,
});
export type MissedOrder = z.infer<typeof missedOrderSchema>;

/** The missed orders of one Korean day (today by default): the day's summary of issue 26. */
export const missedOrderListCall = defineCall(
  'store/order/missed/list',
  () => z.object({ store_id: id, date: z.optional(yyyymmdd) }),
  () => z.object({ missed_order_minutes: int, missed_list: z.array(missedOrderSchema) }),
);
