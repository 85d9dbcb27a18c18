import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { id, pageInfo, pageNo, preprocess, yyyymm, yyyymmdd, int } from './common';
import { orderDiscountSchema, orderItemSchema, paymentSummarySchema } from './orders';

/*
 * Money (issue 6): payments, sales, bills and PG settlements. Every total is computed by the server
 * from the stored payments and orders. How cancellations count (docs/decisions.md):
 *   - sales (매출) = approved payments (payment_status 1), by the KST day they were approved;
 *   - cancelled payments (payment_status 9) are never in sales; they are shown beside it, by the
 *     day the payment was approved, as 취소 금액 / 취소 건수;
 *   - menu sales count the items of orders that are not cancelled (order_status ≠ 9), by order day.
 */

/** Payment status values of the payments table. */
export const PaymentStatus = { APPROVED: 1, CANCELLED: 9 } as const;

/** PG settlement states: 1 ready (정산 대기) → 2 provided (지급 완료) → 3 confirmed (입금 확인); 8 deleted. */
export const SettlementStatus = { READY: 1, PROVIDED: 2, CONFIRMED: 3, DELETED: 8 } as const;

/** Bill (transaction) states: 1 issued, 9 void. */
export const BillStatus = { ISSUED: 1, VOID: 9 } as const;

/** The longest day range one report may cover. */
export const MAX_RANGE_DAYS = 366;

const optionalCode = preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : v),
  z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(999))),
);

/** A KST day range, both ends included (yyyyMMdd as the date picker submits it). */
export const dayRange = {
  start_date: yyyymmdd,
  end_date: yyyymmdd,
};
export const reversedCheck = <T extends { start_date?: string | undefined; end_date?: string | undefined }>(
  v: T,
  ctx: z.core.$RefinementCtx,
) => {
  if (v.start_date && v.end_date && v.start_date > v.end_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: '종료일이 시작일보다 빠릅니다. 기간을 다시 선택해 주세요.',
    });
  }
};

/** A day range or a whole month (month picker): exactly one of them. */
export const periodSchema = z
  .object({
    store_id: id,
    start_date: z.optional(yyyymmdd),
    end_date: z.optional(yyyymmdd),
    month: z.optional(yyyymm),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!v.month && !(v.start_date && v.end_date)) {
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: '조회 기간을 선택해 주세요.' });
      }
      reversedCheck(v, ctx);
    }),
  );

/** The range the server actually used (a month is resolved to its days), echoed back for labels. */
export const resolvedRange = z.object({ start_date: z.string(), end_date: z.string() });

/* ---------- payments ---------- */

/** A payment as the money screens list it: the order's payment summary plus its store, order and settlement. */
export const paymentRowSchema = z.extend(paymentSummarySchema, {
  store_id: int,
  order_id: z.nullable(int),
  order_no: z.nullable(z.string()),
  order_type: z.nullable(int),
  order_status: z.nullable(int),
  /** The PG settlement the payment is in, if any. */
  settlement_id: z.nullable(int),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const moneySummarySchema = z.object({
  approved_count: int,
  approved_amount: int,
  cancelled_count: int,
  cancelled_amount: int,
  /**
   * Promotions (issue 26 §5): approved_amount is what customers paid (net); discount_amount is what
   * the orders behind those payments were discounted; gross_amount = approved_amount + discount_amount.
   */
  discount_amount: int,
  gross_amount: int,
});
export type MoneySummary = z.infer<typeof moneySummarySchema>;

export const paymentListCall = defineCall(
  'store/payment/list',
  () =>
    z
      .object({
        store_id: id,
        ...dayRange,
        pay_type: optionalCode,
        order_type: optionalCode,
        page_no: pageNo,
      })
      .check(z.superRefine(reversedCheck)),
  () => z.extend(pageInfo, { payment_list: z.array(paymentRowSchema), summary: moneySummarySchema }),
);

export const receiptCall = defineCall(
  'store/payment/receipt',
  () => z.object({ store_id: id, payment_id: id }),
  () =>
    z.object({
      store: z.object({
        store_name: z.string(),
        store_address: z.nullable(z.string()),
        store_phone: z.nullable(z.string()),
      }),
      payment: paymentRowSchema,
      order: z.nullable(
        z.object({
          order_no: z.string(),
          order_type: int,
          items: z.array(orderItemSchema),
          /** Discount lines of the order (issue 26 §5); absent from older servers. */
          discounts: z.optional(z.array(orderDiscountSchema)),
          total_amount: int,
          created_at: z.string(),
        }),
      ),
      /** Supply value and VAT of the amount (VAT included, 10 %). */
      supply_amount: int,
      vat_amount: int,
    }),
);

export const paymentWithoutOrderListCall = defineCall(
  'store/payment/without/order/list',
  () => z.object({ store_id: id, ...dayRange, page_no: pageNo }).check(z.superRefine(reversedCheck)),
  () => z.extend(pageInfo, { payment_list: z.array(paymentRowSchema), summary: moneySummarySchema }),
);

export const cancelPaymentWithoutOrderCall = defineCall(
  'store/cancel/paymentwithoutorder',
  () => z.object({ store_id: id, payment_id: id }),
  () => z.object({ payment: paymentRowSchema }),
);

/* ---------- sales ---------- */

export const salesDaySchema = z.extend(moneySummarySchema, {
  /** yyyy-MM-dd (KST). */
  sales_date: z.string(),
  /** Approved amount paid in cash (pay type 90) and by everything else. */
  cash_amount: int,
  non_cash_amount: int,
  /** New orders nobody accepted in time that day (issue 26 §3: store/order/missed/list has the log). */
  missed_count: int,
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export const salesListCall = defineCall(
  'store/sales/list',
  () => periodSchema,
  () =>
    z.extend(resolvedRange, {
      /** Every day of the range, zeros included, oldest first. */
      sales_list: z.array(salesDaySchema),
      total: z.omit(salesDaySchema, { sales_date: true }),
    }),
);

export const salesTypeRowSchema = z.extend(moneySummarySchema, {
  /** pay_type, or order_type (0 = payment without an order). */
  type: int,
});
export const salesTypeListCall = defineCall(
  'store/sales/type/list',
  () => periodSchema,
  () =>
    z.extend(resolvedRange, {
      pay_type_list: z.array(salesTypeRowSchema),
      order_type_list: z.array(salesTypeRowSchema),
      total: moneySummarySchema,
    }),
);

export const productStatSchema = z.object({
  product_id: int,
  product_name: z.string(),
  quantity: int,
  /** quantity × (price + options) over the items of orders that are not cancelled. */
  amount: int,
  order_count: int,
});
export const productMonthlyCall = defineCall(
  'store/stat/product/monthly',
  () => periodSchema,
  () =>
    z.extend(resolvedRange, {
      product_list: z.array(productStatSchema),
      total: z.object({
        quantity: int,
        /** What the orders were paid (net of discounts, delivery fees included). */
        amount: int,
        /** What those orders were discounted (issue 26 §5). */
        discount_amount: int,
        order_count: int,
      }),
    }),
);

/* ---------- admin orders (/kt-payment) ---------- */

/**
 * Admin orders: each order beside its payments, so a super admin or the ballpark manager sees
 * whether what was ordered and what was paid agree. `mismatch` names the disagreement.
 */
export const Mismatch = {
  NONE: 0,
  NO_PAYMENT: 1,
  AMOUNT: 2,
  CANCELLED_BUT_PAID: 3,
  PAID_BUT_CANCELLED: 4,
} as const;
export const adminOrderRowSchema = z.object({
  order_id: int,
  order_no: z.string(),
  order_type: int,
  order_status: int,
  /** What the customer pays (net of discount_amount). */
  total_amount: int,
  discount_amount: int,
  pay_type: int,
  customer_name: z.nullable(z.string()),
  created_at: z.string(),
  paid_amount: int,
  cancelled_amount: int,
  approval_no: z.nullable(z.string()),
  mismatch: int,
});
export const adminOrderListCall = defineCall(
  'store/admin/order/list',
  () =>
    z
      .object({
        store_id: id,
        ...dayRange,
        order_status: optionalCode,
        only_mismatch: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1)), 0),
        page_no: pageNo,
      })
      .check(z.superRefine(reversedCheck)),
  () =>
    z.extend(pageInfo, {
      order_list: z.array(adminOrderRowSchema),
      summary: z.object({
        order_count: int,
        order_amount: int,
        discount_amount: int,
        paid_amount: int,
        cancelled_amount: int,
        mismatch_count: int,
      }),
    }),
);

/* ---------- bills (transactions) ---------- */

export const billOrderSchema = z.object({
  order_id: int,
  order_no: z.string(),
  order_type: int,
  pay_type: int,
  total_amount: int,
  created_at: z.string(),
  /** The issued bill that already holds this order, if any. */
  transaction_id: z.nullable(int),
});
export type BillOrder = z.infer<typeof billOrderSchema>;

export const billSchema = z.object({
  transaction_id: int,
  store_id: int,
  bill_no: z.string(),
  buyer_name: z.string(),
  buyer_business_no: z.string(),
  buyer_email: z.nullable(z.string()),
  /** yyyy-MM-dd. */
  issue_date: z.string(),
  supply_amount: int,
  vat_amount: int,
  total_amount: int,
  order_count: int,
  status: int,
  memo: z.nullable(z.string()),
  created_at: z.string(),
  version: int,
});
export type Bill = z.infer<typeof billSchema>;

export const transactionOrderCall = defineCall(
  'store/transaction/order',
  () =>
    z
      .object({
        store_id: id,
        ...dayRange,
        transaction_id: preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(id)),
      })
      .check(z.superRefine(reversedCheck)),
  () =>
    z.object({
      order_list: z.array(billOrderSchema),
      bill: z.nullable(billSchema),
      bill_order_ids: z.array(int),
    }),
);

export const transactionListCall = defineCall(
  'store/transaction/list',
  () => z.object({ store_id: id, ...dayRange, page_no: pageNo }).check(z.superRefine(reversedCheck)),
  () =>
    z.extend(pageInfo, {
      transaction_list: z.array(billSchema),
      summary: z.object({
        count: int,
        supply_amount: int,
        vat_amount: int,
        total_amount: int,
      }),
    }),
);

const businessNo = z
  .string()
  .check(z.trim(), z.regex(/^\d{3}-?\d{2}-?\d{5}$/, '사업자등록번호는 숫자 10자리(000-00-00000)입니다.'));

/** The bill form's counter and the schema's refusal share it. */
export const BILL_MEMO_MAX = 500;
export const transactionEditCall = defineCall(
  'store/transaction/edit',
  () =>
    z.object({
      store_id: id,
      /** Absent = issue a new bill. */
      transaction_id: preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(id)),
      /** The version the form was loaded from; a different one is a conflict (second tablet). */
      version: z.optional(z.coerce.number().check(z.int())),
      buyer_name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, '공급받는 자(상호)를 입력해 주세요.'),
          z.maxLength(100, '상호는 100자 이내로 입력해 주세요.'),
        ),
      buyer_business_no: businessNo,
      buyer_email: preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.optional(z.string().check(z.trim(), z.email('이메일 형식이 아닙니다.'), z.maxLength(200))),
      ),
      issue_date: yyyymmdd,
      order_ids: z
        .array(id)
        .check(
          z.minLength(1, '계산서에 넣을 주문을 하나 이상 골라 주세요.'),
          z.maxLength(500, '한 계산서에는 주문을 500건까지 넣을 수 있습니다.'),
        ),
      memo: z.optional(
        z
          .string()
          .check(z.trim(), z.maxLength(BILL_MEMO_MAX, `메모는 ${BILL_MEMO_MAX}자 이내로 입력해 주세요.`)),
      ),
      /** 9 voids the bill (its orders become free again). */
      status: z._default(z.pipe(z.coerce.number().check(z.int()), z.union([z.literal(1), z.literal(9)])), 1),
    }),
  () => z.object({ bill: billSchema }),
);
