import { bigint, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { fkey, ts } from './schema-helpers';
import { customers, managers, orders, stores } from './schema-core';

/* People and promotions (issue 7); created by migrations/0005_people.sql. */

export const deliverymen = pgTable(
  'deliverymen',
  {
    deliverymanId: serial('deliveryman_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    deliverymanName: text('deliveryman_name').notNull(),
    deliverymanPhone: text('deliveryman_phone').notNull(),
    vehicleType: integer('vehicle_type').notNull().default(1),
    memo: text('memo'),
    active: integer('active').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('deliverymen_store_idx').on(t.storeId, t.active), fkey(t.storeId, stores.storeId)],
);

export const coupons = pgTable(
  'coupons',
  {
    couponId: serial('coupon_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    couponName: text('coupon_name').notNull(),
    discountType: integer('discount_type').notNull(),
    discountValue: bigint('discount_value', { mode: 'number' }).notNull(),
    minOrderAmount: bigint('min_order_amount', { mode: 'number' }).notNull().default(0),
    issueLimit: integer('issue_limit'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: integer('status').notNull().default(1),
    endedAt: ts('ended_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('coupons_store_idx').on(t.storeId, t.createdAt), fkey(t.storeId, stores.storeId)],
);

export const couponIssues = pgTable(
  'coupon_issues',
  {
    couponIssueId: serial('coupon_issue_id').primaryKey(),
    couponId: integer('coupon_id').notNull(),
    customerId: integer('customer_id').notNull(),
    orderId: integer('order_id'),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    usedAt: ts('used_at'),
  },
  (t) => [
    index('coupon_issues_coupon_idx').on(t.couponId),
    index('coupon_issues_customer_idx').on(t.customerId),
    fkey(t.couponId, coupons.couponId),
    fkey(t.customerId, customers.customerId),
    fkey(t.orderId, orders.orderId),
  ],
);

export const stampPrograms = pgTable(
  'stamp_programs',
  {
    stampProgramId: serial('stamp_program_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    programName: text('program_name').notNull(),
    stampsRequired: integer('stamps_required').notNull(),
    rewardName: text('reward_name').notNull(),
    minOrderAmount: bigint('min_order_amount', { mode: 'number' }).notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: integer('status').notNull().default(1),
    endedAt: ts('ended_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('stamp_programs_store_idx').on(t.storeId, t.createdAt), fkey(t.storeId, stores.storeId)],
);

export const stampCards = pgTable(
  'stamp_cards',
  {
    stampCardId: serial('stamp_card_id').primaryKey(),
    stampProgramId: integer('stamp_program_id').notNull(),
    customerId: integer('customer_id').notNull(),
    stampCount: integer('stamp_count').notNull().default(0),
    rewardCount: integer('reward_count').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('stamp_cards_customer_idx').on(t.customerId),
    uniqueIndex('stamp_cards_program_customer_uq').on(t.stampProgramId, t.customerId),
    fkey(t.stampProgramId, stampPrograms.stampProgramId),
    fkey(t.customerId, customers.customerId),
  ],
);

/**
 * What an order did to a stamp card (issue 26 §5): +1 for a stamp earned, -stamps_required for a
 * reward redeemed. Cancelling the order undoes its events and deletes them.
 */
export const stampEvents = pgTable(
  'stamp_events',
  {
    stampEventId: serial('stamp_event_id').primaryKey(),
    stampCardId: integer('stamp_card_id').notNull(),
    orderId: integer('order_id').notNull(),
    stamps: integer('stamps').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('stamp_events_order_idx').on(t.orderId),
    fkey(t.stampCardId, stampCards.stampCardId),
    fkey(t.orderId, orders.orderId),
  ],
);

export const promotionPeriods = pgTable(
  'promotion_periods',
  {
    promotionId: serial('promotion_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    promotionName: text('promotion_name').notNull(),
    discountType: integer('discount_type').notNull(),
    discountValue: bigint('discount_value', { mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: integer('status').notNull().default(1),
    endedAt: ts('ended_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('promotion_periods_store_idx').on(t.storeId, t.createdAt), fkey(t.storeId, stores.storeId)],
);

export const promotionPeriodUses = pgTable(
  'promotion_period_uses',
  {
    useId: serial('use_id').primaryKey(),
    promotionId: integer('promotion_id').notNull(),
    orderId: integer('order_id').notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
    usedAt: ts('used_at').notNull().defaultNow(),
  },
  (t) => [
    index('promotion_period_uses_promotion_idx').on(t.promotionId),
    fkey(t.promotionId, promotionPeriods.promotionId),
    fkey(t.orderId, orders.orderId),
    // One automatic promotion per order; also what makes the cancel's delete exact.
    uniqueIndex('promotion_period_uses_order_uq').on(t.orderId),
  ],
);

export const accountMessages = pgTable(
  'account_messages',
  {
    messageId: serial('message_id').primaryKey(),
    purpose: text('purpose').notNull(),
    managerId: integer('manager_id'),
    destination: text('destination').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [fkey(t.managerId, managers.managerId).onDelete('cascade')],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    resetId: serial('reset_id').primaryKey(),
    managerId: integer('manager_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('password_resets_manager_idx').on(t.managerId, t.createdAt),
    fkey(t.managerId, managers.managerId).onDelete('cascade'),
  ],
);
