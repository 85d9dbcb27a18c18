import {
  bigint,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers, managers, orders, stores } from './schema';

/* People and promotions (issue 7); created by migrations/0005_people.sql. */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
  (t) => [
    index('deliverymen_store_idx').on(t.storeId, t.active),
    foreignKey({ columns: [t.storeId], foreignColumns: [stores.storeId], name: 'deliverymen_store_id_fkey' }),
  ],
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
  (t) => [
    index('coupons_store_idx').on(t.storeId, t.createdAt),
    foreignKey({ columns: [t.storeId], foreignColumns: [stores.storeId], name: 'coupons_store_id_fkey' }),
  ],
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
    foreignKey({
      columns: [t.couponId],
      foreignColumns: [coupons.couponId],
      name: 'coupon_issues_coupon_id_fkey',
    }),
    foreignKey({
      columns: [t.customerId],
      foreignColumns: [customers.customerId],
      name: 'coupon_issues_customer_id_fkey',
    }),
    foreignKey({
      columns: [t.orderId],
      foreignColumns: [orders.orderId],
      name: 'coupon_issues_order_id_fkey',
    }),
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
  (t) => [
    index('stamp_programs_store_idx').on(t.storeId, t.createdAt),
    foreignKey({
      columns: [t.storeId],
      foreignColumns: [stores.storeId],
      name: 'stamp_programs_store_id_fkey',
    }),
  ],
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
    foreignKey({
      columns: [t.stampProgramId],
      foreignColumns: [stampPrograms.stampProgramId],
      name: 'stamp_cards_stamp_program_id_fkey',
    }),
    foreignKey({
      columns: [t.customerId],
      foreignColumns: [customers.customerId],
      name: 'stamp_cards_customer_id_fkey',
    }),
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
  (t) => [
    index('promotion_periods_store_idx').on(t.storeId, t.createdAt),
    foreignKey({
      columns: [t.storeId],
      foreignColumns: [stores.storeId],
      name: 'promotion_periods_store_id_fkey',
    }),
  ],
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
    foreignKey({
      columns: [t.promotionId],
      foreignColumns: [promotionPeriods.promotionId],
      name: 'promotion_period_uses_promotion_id_fkey',
    }),
    foreignKey({
      columns: [t.orderId],
      foreignColumns: [orders.orderId],
      name: 'promotion_period_uses_order_id_fkey',
    }),
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
  (t) => [
    foreignKey({
      columns: [t.managerId],
      foreignColumns: [managers.managerId],
      name: 'account_messages_manager_id_fkey',
    }).onDelete('cascade'),
  ],
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
    foreignKey({
      columns: [t.managerId],
      foreignColumns: [managers.managerId],
      name: 'password_resets_manager_id_fkey',
    }).onDelete('cascade'),
  ],
);
