import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fkey, ts } from './schema-helpers';
import type { OrderDiscount, OrderItem } from '../../src/contract';

/*
 * Drizzle table definitions: the whole database the migrations in ./migrations build, foreign keys and
 * indexes included (tests/server/schema-drift.test.ts checks that they agree). A change here needs a new
 * migration: `npm run db:generate -- --name <what>` (docs/decisions.md, "Migrations with drizzle-kit").
 */

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const storeGroups = pgTable('store_groups', {
  storeGroupId: serial('store_group_id').primaryKey(),
  storeGroupName: text('store_group_name').notNull(),
});

export const stores = pgTable(
  'stores',
  {
    storeId: serial('store_id').primaryKey(),
    storeName: text('store_name').notNull(),
    storeAppName: text('store_app_name').notNull(),
    storeLogo: text('store_logo'),
    storeType: integer('store_type').notNull().default(0),
    storeGroupId: integer('store_group_id'),
    storePhone: text('store_phone'),
    storeAddress: text('store_address'),
    storeDescription: text('store_description'),
    storeStatus: integer('store_status').notNull().default(1),
    /** 바쁨 (issue 26): minutes added to the prep time quoted for new orders while busy_until is ahead. */
    busyExtraMinutes: integer('busy_extra_minutes').notNull().default(0),
    busyUntil: ts('busy_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [fkey(t.storeGroupId, storeGroups.storeGroupId)],
);

export const managerGroups = pgTable('manager_groups', {
  groupId: integer('group_id').primaryKey(),
  groupName: text('group_name').notNull(),
});

export const managers = pgTable(
  'managers',
  {
    managerId: serial('manager_id').primaryKey(),
    managerUserId: text('manager_user_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    managerName: text('manager_name').notNull(),
    managerGroupId: integer('manager_group_id').notNull(),
    managerGroupType: integer('manager_group_type').notNull(),
    storeId: integer('store_id'),
    storeGroupId: integer('store_group_id'),
    managerPhone: text('manager_phone'),
    managerEmail: text('manager_email'),
    active: integer('active').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** migrations/0009_sessions.sql: a token is good only while it carries this version. */
    sessionVersion: integer('session_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('managers_user_id_uq').on(t.managerUserId),
    fkey(t.managerGroupId, managerGroups.groupId),
    fkey(t.storeId, stores.storeId),
    fkey(t.storeGroupId, storeGroups.storeGroupId),
  ],
);

export const codes = pgTable(
  'codes',
  {
    codeId: serial('code_id').primaryKey(),
    columnName: text('column_name').notNull(),
    codeValue: text('code_value').notNull(),
    codeName: text('code_name').notNull(),
    apply: integer('apply').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('codes_column_value_uq').on(t.columnName, t.codeValue)],
);

export const productGroups = pgTable(
  'product_groups',
  {
    productGroupId: serial('store_product_group_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    productGroupName: text('store_product_group_name').notNull(),
    sort: integer('sort').notNull().default(0),
    display: integer('display').notNull().default(1),
    soldOut: integer('sold_out').notNull().default(0),
    /**
     * Bumped by every change to the group or to the sold-out mark of a product in it: a sold-out toggle
     * replayed from a tablet's outbox carries the version it saw and is refused if it moved (issue 26).
     */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('product_groups_store_idx').on(t.storeId, t.sort), fkey(t.storeId, stores.storeId)],
);

export interface ProductOption {
  option_name: string;
  option_price: number;
}

export const products = pgTable(
  'products',
  {
    productId: serial('product_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    productGroupId: integer('store_product_group_id').notNull(),
    productName: text('product_name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    description: text('description'),
    image: text('image'),
    stockCount: integer('stock_count'),
    soldOut: integer('sold_out').notNull().default(0),
    soldOutUntil: ts('sold_out_until'),
    display: integer('display').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /** Bumped by every change to the product (not its position): see product_groups.version. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('products_store_idx').on(t.storeId, t.productGroupId, t.sort),
    fkey(t.storeId, stores.storeId),
    fkey(t.productGroupId, productGroups.productGroupId),
  ],
);

export const customers = pgTable(
  'customers',
  {
    customerId: serial('customer_id').primaryKey(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A customer-channel order finds its member by the phone's digits (server/lib/order-promotions.ts,
    // issue 26): on the live order path, so by index, not by reading every customer.
    index('customers_phone_digits_idx').on(sql`regexp_replace(${t.customerPhone}, '[^0-9]', '', 'g')`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    orderNo: text('order_no').notNull(),
    orderType: integer('order_type').notNull(),
    orderStatus: integer('order_status').notNull(),
    tableNo: text('table_no'),
    pickupTime: ts('pickup_time'),
    deliveryAddress: text('delivery_address'),
    customerId: integer('customer_id'),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    request: text('request'),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    /** The delivery fee inside total_amount (0 when none was charged). */
    deliveryFee: bigint('delivery_fee', { mode: 'number' }).notNull().default(0),
    /**
     * Promotions (issue 26 §5): the discount lines computed when the order was placed, and their sum.
     * total_amount is what the customer pays (net); gross = total_amount + discount_amount.
     */
    discounts: jsonb('discounts').$type<OrderDiscount[]>().notNull().default([]),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    payType: integer('pay_type').notNull(),
    prepMinutes: integer('prep_minutes'),
    /** When a tablet (or auto-accept) accepted it; null while new, or if it never was (issue 26). */
    acceptedAt: ts('accepted_at'),
    cancelReason: text('cancel_reason'),
    cancelRequested: integer('cancel_requested').notNull().default(0),
    deliverymanId: integer('deliveryman_id'),
    customerKey: text('customer_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('orders_store_status_idx').on(t.storeId, t.orderStatus, t.createdAt),
    // 0006: the completed-today list reads by store and last change.
    index('orders_store_updated_idx').on(t.storeId, t.updatedAt),
    // Issue 27 §4: menu sales and the admin's order list read a store's orders by order time (a range
    // of KST days); with 1M orders, a store's whole history through store_id alone was the cost.
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    // The discount behind a payment (sales reports join it): few orders have one, so a small index
    // answers the join without visiting the orders' rows.
    index('orders_discount_idx')
      .on(t.orderId, t.discountAmount)
      .where(sql`${t.discountAmount} > 0`),
    index('orders_deliveryman_idx').on(t.deliverymanId, t.createdAt),
    fkey(t.storeId, stores.storeId),
    fkey(t.customerId, customers.customerId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    paymentId: serial('payment_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    orderId: integer('order_id'),
    payType: integer('pay_type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 1 = approved, 9 = cancelled. */
    paymentStatus: integer('payment_status').notNull().default(1),
    approvalNo: text('approval_no'),
    cardName: text('card_name'),
    approvedAt: ts('approved_at').notNull().defaultNow(),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    // Issue 27 §4: the sales reports sum a store's payments over a range of days from this index alone
    // (an index-only scan: the columns they read follow the key; it replaces (store_id, approved_at)).
    index('payments_store_time_sums_idx').on(
      t.storeId,
      t.approvedAt,
      t.paymentStatus,
      t.payType,
      t.amount,
      t.orderId,
    ),
    // An order's payments (order detail, the admin's order list): by index, not by reading every payment.
    index('payments_order_idx').on(t.orderId),
    fkey(t.storeId, stores.storeId),
    fkey(t.orderId, orders.orderId),
  ],
);

/** Answers to writes, kept so a replayed request (same key) gets the same answer and applies once. */
export const idempotency = pgTable(
  'idempotency_keys',
  {
    // One key space per account (primary key manager_id + key, migration 0010).
    key: text('key').notNull(),
    managerId: integer('manager_id').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the canonical request body ('' for rows saved before 0010). */
    bodyHash: text('body_hash').notNull().default(''),
    response: jsonb('response').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [t.managerId, t.key] })],
);
