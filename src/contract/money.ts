import { z } from 'zod';
import { defineCall, emptyBody } from './envelope';
import { id, pageInfo, pageNo, yyyymmdd } from './common';
import { orderItemSchema } from './orders';

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

const optionalCode = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : v),
  z.coerce.number().int().min(0).max(999).optional(),
);

const yyyymm = z.string().regex(/^\d{6}$/, '월 형식은 yyyyMM 입니다.');

/** A KST day range, both ends included (yyyyMMdd as the date picker submits it). */
const dayRange = {
  start_date: yyyymmdd,
  end_date: yyyymmdd,
};
const reversedCheck = <T extends { start_date?: string | undefined; end_date?: string | undefined }>(
  v: T,
  ctx: z.RefinementCtx,
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
    start_date: yyyymmdd.optional(),
    end_date: yyyymmdd.optional(),
    month: yyyymm.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.month && !(v.start_date && v.end_date)) {
      ctx.addIssue({ code: 'custom', path: ['start_date'], message: '조회 기간을 선택해 주세요.' });
    }
    reversedCheck(v, ctx);
  });

/** The range the server actually used (a month is resolved to its days), echoed back for labels. */
export const resolvedRange = z.object({ start_date: z.string(), end_date: z.string() });

/* ---------- payments ---------- */

export const paymentRowSchema = z.object({
  payment_id: z.number().int(),
  store_id: z.number().int(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
  order_type: z.number().int().nullable(),
  order_status: z.number().int().nullable(),
  pay_type: z.number().int(),
  amount: z.number().int(),
  payment_status: z.number().int(),
  approval_no: z.string().nullable(),
  card_name: z.string().nullable(),
  approved_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** The PG settlement the payment is in, if any. */
  settlement_id: z.number().int().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const moneySummarySchema = z.object({
  approved_count: z.number().int(),
  approved_amount: z.number().int(),
  cancelled_count: z.number().int(),
  cancelled_amount: z.number().int(),
});
export type MoneySummary = z.infer<typeof moneySummarySchema>;

export const paymentListCall = defineCall(
  'store/payment/list',
  z
    .object({
      store_id: id,
      ...dayRange,
      pay_type: optionalCode,
      order_type: optionalCode,
      page_no: pageNo,
    })
    .superRefine(reversedCheck),
  pageInfo.extend({ payment_list: z.array(paymentRowSchema), summary: moneySummarySchema }),
);

export const receiptCall = defineCall(
  'store/payment/receipt',
  z.object({ store_id: id, payment_id: id }),
  z.object({
    store: z.object({
      store_name: z.string(),
      store_address: z.string().nullable(),
      store_phone: z.string().nullable(),
    }),
    payment: paymentRowSchema,
    order: z
      .object({
        order_no: z.string(),
        order_type: z.number().int(),
        items: z.array(orderItemSchema),
        total_amount: z.number().int(),
        created_at: z.string(),
      })
      .nullable(),
    /** Supply value and VAT of the amount (VAT included, 10 %). */
    supply_amount: z.number().int(),
    vat_amount: z.number().int(),
  }),
);

export const paymentWithoutOrderListCall = defineCall(
  'store/payment/without/order/list',
  z.object({ store_id: id, ...dayRange, page_no: pageNo }).superRefine(reversedCheck),
  pageInfo.extend({ payment_list: z.array(paymentRowSchema), summary: moneySummarySchema }),
);

export const cancelPaymentWithoutOrderCall = defineCall(
  'store/cancel/paymentwithoutorder',
  z.object({ store_id: id, payment_id: id }),
  z.object({ payment: paymentRowSchema }),
);

/* ---------- sales ---------- */

export const salesDaySchema = moneySummarySchema.extend({
  /** yyyy-MM-dd (KST). */
  sales_date: z.string(),
  /** Approved amount paid in cash (pay type 90) and by everything else. */
  cash_amount: z.number().int(),
  non_cash_amount: z.number().int(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export const salesListCall = defineCall(
  'store/sales/list',
  periodSchema,
  resolvedRange.extend({
    /** Every day of the range, zeros included, oldest first. */
    sales_list: z.array(salesDaySchema),
    total: salesDaySchema.omit({ sales_date: true }),
  }),
);

export const salesTypeRowSchema = moneySummarySchema.extend({
  /** pay_type, or order_type (0 = payment without an order). */
  type: z.number().int(),
});
export const salesTypeListCall = defineCall(
  'store/sales/type/list',
  periodSchema,
  resolvedRange.extend({
    pay_type_list: z.array(salesTypeRowSchema),
    order_type_list: z.array(salesTypeRowSchema),
    total: moneySummarySchema,
  }),
);

export const productStatSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  quantity: z.number().int(),
  /** quantity × (price + options) over the items of orders that are not cancelled. */
  amount: z.number().int(),
  order_count: z.number().int(),
});
export const productMonthlyCall = defineCall(
  'store/stat/product/monthly',
  periodSchema,
  resolvedRange.extend({
    product_list: z.array(productStatSchema),
    total: z.object({ quantity: z.number().int(), amount: z.number().int(), order_count: z.number().int() }),
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
  order_id: z.number().int(),
  order_no: z.string(),
  order_type: z.number().int(),
  order_status: z.number().int(),
  total_amount: z.number().int(),
  pay_type: z.number().int(),
  customer_name: z.string().nullable(),
  created_at: z.string(),
  paid_amount: z.number().int(),
  cancelled_amount: z.number().int(),
  approval_no: z.string().nullable(),
  mismatch: z.number().int(),
});
export const adminOrderListCall = defineCall(
  'store/admin/order/list',
  z
    .object({
      store_id: id,
      ...dayRange,
      order_status: optionalCode,
      only_mismatch: z.coerce.number().int().min(0).max(1).default(0),
      page_no: pageNo,
    })
    .superRefine(reversedCheck),
  pageInfo.extend({
    order_list: z.array(adminOrderRowSchema),
    summary: z.object({
      order_count: z.number().int(),
      order_amount: z.number().int(),
      paid_amount: z.number().int(),
      cancelled_amount: z.number().int(),
      mismatch_count: z.number().int(),
    }),
  }),
);

/* ---------- bills (transactions) ---------- */

export const billOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  order_type: z.number().int(),
  pay_type: z.number().int(),
  total_amount: z.number().int(),
  created_at: z.string(),
  /** The issued bill that already holds this order, if any. */
  transaction_id: z.number().int().nullable(),
});
export type BillOrder = z.infer<typeof billOrderSchema>;

export const billSchema = z.object({
  transaction_id: z.number().int(),
  store_id: z.number().int(),
  bill_no: z.string(),
  buyer_name: z.string(),
  buyer_business_no: z.string(),
  buyer_email: z.string().nullable(),
  /** yyyy-MM-dd. */
  issue_date: z.string(),
  supply_amount: z.number().int(),
  vat_amount: z.number().int(),
  total_amount: z.number().int(),
  order_count: z.number().int(),
  status: z.number().int(),
  memo: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type Bill = z.infer<typeof billSchema>;

export const transactionOrderCall = defineCall(
  'store/transaction/order',
  z
    .object({
      store_id: id,
      ...dayRange,
      transaction_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional()),
    })
    .superRefine(reversedCheck),
  z.object({
    order_list: z.array(billOrderSchema),
    bill: billSchema.nullable(),
    bill_order_ids: z.array(z.number().int()),
  }),
);

export const transactionListCall = defineCall(
  'store/transaction/list',
  z.object({ store_id: id, ...dayRange, page_no: pageNo }).superRefine(reversedCheck),
  pageInfo.extend({
    transaction_list: z.array(billSchema),
    summary: z.object({
      count: z.number().int(),
      supply_amount: z.number().int(),
      vat_amount: z.number().int(),
      total_amount: z.number().int(),
    }),
  }),
);

const businessNo = z
  .string()
  .trim()
  .regex(/^\d{3}-?\d{2}-?\d{5}$/, '사업자등록번호는 숫자 10자리(000-00-00000)입니다.');

export const transactionEditCall = defineCall(
  'store/transaction/edit',
  z.object({
    store_id: id,
    /** Absent = issue a new bill. */
    transaction_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional()),
    /** The version the form was loaded from; a different one is a conflict (second tablet). */
    version: z.coerce.number().int().optional(),
    buyer_name: z
      .string()
      .trim()
      .min(1, '공급받는 자(상호)를 입력해 주세요.')
      .max(100, '상호는 100자 이내로 입력해 주세요.'),
    buyer_business_no: businessNo,
    buyer_email: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.string().trim().email('이메일 형식이 아닙니다.').max(200).optional(),
    ),
    issue_date: yyyymmdd,
    order_ids: z
      .array(id)
      .min(1, '계산서에 넣을 주문을 하나 이상 골라 주세요.')
      .max(500, '한 계산서에는 주문을 500건까지 넣을 수 있습니다.'),
    memo: z.string().trim().max(500, '메모는 500자 이내로 입력해 주세요.').optional(),
    /** 9 voids the bill (its orders become free again). */
    status: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(1), z.literal(9)]))
      .default(1),
  }),
  z.object({ bill: billSchema }),
);

/* ---------- PG settlements ---------- */

export const pgPayTypeSchema = z.object({
  pay_type: z.number().int(),
  pay_type_name: z.string(),
  pg_name: z.string(),
  /** Fee in basis points (250 = 2.5 %). */
  fee_bp: z.number().int(),
});
export type PgPayType = z.infer<typeof pgPayTypeSchema>;
export const pgPayTypeListCall = defineCall(
  'common/paytype/pglist',
  emptyBody,
  z.object({ pg_list: z.array(pgPayTypeSchema) }),
);

export const settlementSchema = z.object({
  settlement_id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  /** yyyy-MM-dd, both included. */
  start_date: z.string(),
  end_date: z.string(),
  payment_count: z.number().int(),
  amount: z.number().int(),
  fee_amount: z.number().int(),
  /** amount − fee_amount: what the store receives. */
  settle_amount: z.number().int(),
  status: z.number().int(),
  created_at: z.string(),
  provided_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  version: z.number().int(),
});
export type Settlement = z.infer<typeof settlementSchema>;

const settlementListResponse = pageInfo.extend({
  settlement_list: z.array(settlementSchema),
  summary: z.object({
    count: z.number().int(),
    amount: z.number().int(),
    fee_amount: z.number().int(),
    settle_amount: z.number().int(),
  }),
});

export const settlementReadyListCall = defineCall(
  'store/settlement/ready/list',
  z.object({ store_id: id, page_no: pageNo }),
  settlementListResponse,
);
export const settlementDoneListCall = defineCall(
  'store/settlement/done/list',
  z.object({ store_id: id, page_no: pageNo }),
  settlementListResponse,
);

/** What a set of PG payments comes to, and how much of it is already in a settlement. */
const settlementFigures = z.object({
  payment_count: z.number().int(),
  amount: z.number().int(),
  fee_amount: z.number().int(),
  settle_amount: z.number().int(),
  settled_amount: z.number().int(),
  unsettled_amount: z.number().int(),
});

/** Per PG pay type over a range: what the PG owes and what is already in a settlement. */
export const settlementMainRowSchema = settlementFigures.extend({
  pay_type: z.number().int(),
  pg_name: z.string(),
  fee_bp: z.number().int(),
});
export const settlementMainListCall = defineCall(
  'store/settlement/main/list',
  z.object({ store_id: id, ...dayRange }).superRefine(reversedCheck),
  resolvedRange.extend({
    main_list: z.array(settlementMainRowSchema),
    total: settlementFigures,
  }),
);

export const settlementAddCall = defineCall(
  'store/settlement/add',
  z.object({ store_id: id, ...dayRange }).superRefine(reversedCheck),
  z.object({ settlement: settlementSchema }),
);

const settlementAction = z.object({ store_id: id, settlement_id: id });
export const settlementDelCall = defineCall(
  'store/settlement/del',
  settlementAction,
  z.object({ settlement: settlementSchema }),
);
export const settlementProvideCall = defineCall(
  'store/settlement/provide',
  settlementAction,
  z.object({ settlement: settlementSchema }),
);
export const settlementConfirmCall = defineCall(
  'store/settlement/confirm',
  settlementAction,
  z.object({ settlement: settlementSchema }),
);

/** The PG payments (every pay type but cash 90) of a range, with the settlement each is in. */
export const pgPaymentRowSchema = paymentRowSchema.extend({
  fee_amount: z.number().int(),
  pg_name: z.string(),
});
export const settlementPgListCall = defineCall(
  'store/settlement/pg/list',
  z.object({ store_id: id, ...dayRange, page_no: pageNo }).superRefine(reversedCheck),
  pageInfo.extend({ pg_list: z.array(pgPaymentRowSchema), summary: moneySummarySchema }),
);

export const settlementPgDateRowSchema = settlementFigures.extend({
  /** yyyy-MM-dd (KST). */
  sales_date: z.string(),
});
export const settlementPgDateListCall = defineCall(
  'store/settlement/pg/date/list',
  z.object({ store_id: id, ...dayRange }).superRefine(reversedCheck),
  resolvedRange.extend({
    date_list: z.array(settlementPgDateRowSchema),
    total: settlementFigures,
  }),
);
