import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { id, optionalId, pageInfo, pageNo, preprocess, promotionStateSchema, yyyymmdd, int } from './common';
import { blankToUndefined, optionalWholeNumber, trimmed, wholeNumber } from './fields';

// ---------------------------------------------------------------------------------------------
// Promotions: coupons, stamp programs, promotion periods

export const DiscountType = { AMOUNT: 1, PERCENT: 2 } as const;
/** 1 running, 9 ended early. `state` adds the dates: scheduled / active / expired / ended. */
export const PromotionStatus = { RUNNING: 1, ENDED: 9 } as const;

/** Names and rewards: the form's counter and the schema's refusal share it. */
export const PROMOTION_NAME_MAX = 50;

const promotionListRequest = z.object({
  store_id: id,
  /** '' all, or one state. */
  state: preprocess(blankToUndefined, z.optional(promotionStateSchema)),
  page_no: pageNo,
});
const discountFields = {
  discount_type: z.pipe(z.coerce.number().check(z.int()), z.union([z.literal(1), z.literal(2)])),
  // Typed digits only: '' is "required" (never 0), "abc" or "-500" a field error (never rewritten).
  discount_value: wholeNumber('할인 값', { min: 1, max: 1_000_000 }),
};
/** Absent from an API call means no minimum; '' from a form is refused rather than taken as 0. */
const minOrderAmount = (label: string) => z._default(wholeNumber(label, { max: 10_000_000, unit: '원' }), 0);
const periodFields = { start_date: yyyymmdd, end_date: yyyymmdd };
const promotionBase = {
  store_id: int,
  status: int,
  state: promotionStateSchema,
  /** yyyyMMdd */
  start_date: z.string(),
  end_date: z.string(),
  ended_at: z.nullable(z.string()),
  created_at: z.string(),
};

export const couponSchema = z.object({
  coupon_id: int,
  coupon_name: z.string(),
  discount_type: int,
  discount_value: int,
  min_order_amount: int,
  issue_limit: z.nullable(int),
  issued_count: int,
  used_count: int,
  ...promotionBase,
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListCall = defineCall(
  'store/coupon/list',
  () => promotionListRequest,
  () => z.extend(pageInfo, { coupon_list: z.array(couponSchema) }),
);
export const couponEditCall = defineCall(
  'store/coupon/edit',
  () =>
    z.object({
      store_id: id,
      coupon_id: optionalId,
      coupon_name: trimmed(PROMOTION_NAME_MAX, '쿠폰 이름을 입력해 주세요.'),
      ...discountFields,
      min_order_amount: minOrderAmount('최소 주문 금액'),
      /** Empty = no limit. */
      issue_limit: optionalWholeNumber('발급 한도', { min: 1, max: 1_000_000, unit: '장' }),
      ...periodFields,
    }),
  () => z.object({ coupon: couponSchema }),
);
export const couponEndCall = defineCall(
  'store/coupon/end',
  () => z.object({ store_id: id, coupon_id: id }),
  () => z.object({ coupon: couponSchema }),
);

/** At most this many customers in one issue: one screen's selection, well under a page of the list. */
export const COUPON_ISSUE_MAX = 50;
/**
 * Gives a coupon to customers of the store (issue 26 §5). All or nothing: a customer who is not the
 * store's, one who still holds an unused issue of this coupon, or the issue limit refuse the whole call
 * (docs/decisions.md, "Issuing coupons").
 */
export const couponIssueCall = defineCall(
  'store/coupon/issue',
  () =>
    z.object({
      store_id: id,
      coupon_id: id,
      customer_ids: z
        .array(id)
        .check(
          z.minLength(1, '쿠폰을 받을 고객을 선택해 주세요.'),
          z.maxLength(COUPON_ISSUE_MAX, `한 번에 ${COUPON_ISSUE_MAX}명까지 발급할 수 있습니다.`),
        ),
    }),
  () => z.object({ coupon: couponSchema, issued_count: int }),
);

export const couponIssueSchema = z.object({
  coupon_issue_id: int,
  customer_id: int,
  customer_name: z.string(),
  /** Masked, as in the customer list. */
  customer_phone: z.string(),
  issued_at: z.string(),
  /** yyyyMMdd: the coupon's last day. */
  expires_on: z.string(),
  used_at: z.nullable(z.string()),
  order_id: z.nullable(int),
  order_no: z.nullable(z.string()),
});
export type CouponIssue = z.infer<typeof couponIssueSchema>;
/** Who holds a coupon, newest first, and whether they used it (on which order). */
export const couponIssueListCall = defineCall(
  'store/coupon/issue/list',
  () => z.object({ store_id: id, coupon_id: id, page_no: pageNo }),
  () => z.extend(pageInfo, { issue_list: z.array(couponIssueSchema) }),
);

export const stampProgramSchema = z.object({
  stamp_program_id: int,
  program_name: z.string(),
  stamps_required: int,
  reward_name: z.string(),
  min_order_amount: int,
  /** Customers holding a card. */
  customer_count: int,
  stamp_total: int,
  reward_count: int,
  ...promotionBase,
});
export type StampProgram = z.infer<typeof stampProgramSchema>;
export const stampListCall = defineCall(
  'store/stamp/list',
  () => promotionListRequest,
  () => z.extend(pageInfo, { stamp_list: z.array(stampProgramSchema) }),
);
export const stampEditCall = defineCall(
  'store/stamp/edit',
  () =>
    z.object({
      store_id: id,
      stamp_program_id: optionalId,
      program_name: trimmed(PROMOTION_NAME_MAX, '스탬프 이름을 입력해 주세요.'),
      stamps_required: wholeNumber('필요 스탬프 수', { min: 2, max: 50, unit: '개' }),
      reward_name: trimmed(PROMOTION_NAME_MAX, '보상을 입력해 주세요.'),
      min_order_amount: minOrderAmount('적립 최소 주문 금액'),
      ...periodFields,
    }),
  () => z.object({ stamp: stampProgramSchema }),
);
export const stampEndCall = defineCall(
  'store/stamp/end',
  () => z.object({ store_id: id, stamp_program_id: id }),
  () => z.object({ stamp: stampProgramSchema }),
);

export const promotionPeriodSchema = z.object({
  promotion_id: int,
  promotion_name: z.string(),
  discount_type: int,
  discount_value: int,
  use_count: int,
  discount_total: int,
  ...promotionBase,
});
export type PromotionPeriod = z.infer<typeof promotionPeriodSchema>;
export const promotionPeriodListCall = defineCall(
  'store/promotion/period/list',
  () => promotionListRequest,
  () => z.extend(pageInfo, { promotion_list: z.array(promotionPeriodSchema) }),
);
export const promotionPeriodEditCall = defineCall(
  'store/promotion/period/edit',
  () =>
    z.object({
      store_id: id,
      promotion_id: optionalId,
      promotion_name: trimmed(PROMOTION_NAME_MAX, '프로모션 이름을 입력해 주세요.'),
      ...discountFields,
      ...periodFields,
    }),
  () => z.object({ promotion: promotionPeriodSchema }),
);
export const promotionPeriodEndCall = defineCall(
  'store/promotion/period/end',
  () => z.object({ store_id: id, promotion_id: id }),
  () => z.object({ promotion: promotionPeriodSchema }),
);
