import { z } from 'zod/mini';
import { defineCall, emptyBody } from './envelope';
import { id, pageInfo, pageNo, int } from './common';
import { dayRange, moneySummarySchema, paymentRowSchema, resolvedRange, reversedCheck } from './money';

/** PG settlements (spec §6 /settlement-pg, /settlement-pg-date): pay types, settlements, their payments. */
export const pgPayTypeSchema = z.object({
  pay_type: int,
  pay_type_name: z.string(),
  pg_name: z.string(),
  /** Fee in basis points (250 = 2.5 %). */
  fee_bp: int,
});
export type PgPayType = z.infer<typeof pgPayTypeSchema>;
export const pgPayTypeListCall = defineCall(
  'common/paytype/pglist',
  () => emptyBody,
  () => z.object({ pg_list: z.array(pgPayTypeSchema) }),
);

export const settlementSchema = z.object({
  settlement_id: int,
  store_id: int,
  store_name: z.string(),
  /** yyyy-MM-dd, both included. */
  start_date: z.string(),
  end_date: z.string(),
  payment_count: int,
  amount: int,
  fee_amount: int,
  /** amount − fee_amount: what the store receives. */
  settle_amount: int,
  /**
   * What the orders of these payments were discounted (issue 26 §5): amount is what customers paid
   * (net), so amount + discount_amount is the gross the promotions were taken from. Not a fee: the
   * PG never charged it.
   */
  discount_amount: int,
  status: int,
  created_at: z.string(),
  provided_at: z.nullable(z.string()),
  confirmed_at: z.nullable(z.string()),
  version: int,
});
export type Settlement = z.infer<typeof settlementSchema>;

const settlementListResponse = z.extend(pageInfo, {
  settlement_list: z.array(settlementSchema),
  summary: z.object({
    count: int,
    amount: int,
    fee_amount: int,
    settle_amount: int,
  }),
});

export const settlementReadyListCall = defineCall(
  'store/settlement/ready/list',
  () => z.object({ store_id: id, page_no: pageNo }),
  () => settlementListResponse,
);
export const settlementDoneListCall = defineCall(
  'store/settlement/done/list',
  () => z.object({ store_id: id, page_no: pageNo }),
  () => settlementListResponse,
);

/** What a set of PG payments comes to, and how much of it is already in a settlement. */
const settlementFigures = z.object({
  payment_count: int,
  amount: int,
  fee_amount: int,
  settle_amount: int,
  settled_amount: int,
  unsettled_amount: int,
});

/** Per PG pay type over a range: what the PG owes and what is already in a settlement. */
export const settlementMainRowSchema = z.extend(settlementFigures, {
  pay_type: int,
  pg_name: z.string(),
  fee_bp: int,
});
export const settlementMainListCall = defineCall(
  'store/settlement/main/list',
  () => z.object({ store_id: id, ...dayRange }).check(z.superRefine(reversedCheck)),
  () =>
    z.extend(resolvedRange, {
      main_list: z.array(settlementMainRowSchema),
      total: settlementFigures,
    }),
);

export const settlementAddCall = defineCall(
  'store/settlement/add',
  () => z.object({ store_id: id, ...dayRange }).check(z.superRefine(reversedCheck)),
  () => z.object({ settlement: settlementSchema }),
);

const settlementAction = z.object({ store_id: id, settlement_id: id });
export const settlementDelCall = defineCall(
  'store/settlement/del',
  () => settlementAction,
  () => z.object({ settlement: settlementSchema }),
);
export const settlementProvideCall = defineCall(
  'store/settlement/provide',
  () => settlementAction,
  () => z.object({ settlement: settlementSchema }),
);
export const settlementConfirmCall = defineCall(
  'store/settlement/confirm',
  () => settlementAction,
  () => z.object({ settlement: settlementSchema }),
);

/** The PG payments (every pay type but cash 90) of a range, with the settlement each is in. */
export const pgPaymentRowSchema = z.extend(paymentRowSchema, {
  fee_amount: int,
  pg_name: z.string(),
});
export const settlementPgListCall = defineCall(
  'store/settlement/pg/list',
  () => z.object({ store_id: id, ...dayRange, page_no: pageNo }).check(z.superRefine(reversedCheck)),
  () => z.extend(pageInfo, { pg_list: z.array(pgPaymentRowSchema), summary: moneySummarySchema }),
);

export const settlementPgDateRowSchema = z.extend(settlementFigures, {
  /** yyyy-MM-dd (KST). */
  sales_date: z.string(),
});
export const settlementPgDateListCall = defineCall(
  'store/settlement/pg/date/list',
  () => z.object({ store_id: id, ...dayRange }).check(z.superRefine(reversedCheck)),
  () =>
    z.extend(resolvedRange, {
      date_list: z.array(settlementPgDateRowSchema),
      total: settlementFigures,
    }),
);
