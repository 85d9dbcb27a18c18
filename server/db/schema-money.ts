import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fkey, ts } from './schema-helpers';
import { orders, payments, stores } from './schema-core';

/* Money tables (issue 6); created by migrations/0004_money.sql. */

export const pgPayTypes = pgTable('pg_pay_types', {
  payType: integer('pay_type').primaryKey(),
  pgName: text('pg_name').notNull(),
  feeBp: integer('fee_bp').notNull(),
});

export const settlements = pgTable(
  'settlements',
  {
    settlementId: serial('settlement_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    paymentCount: integer('payment_count').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull(),
    settleAmount: bigint('settle_amount', { mode: 'number' }).notNull(),
    status: integer('status').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    providedAt: ts('provided_at'),
    confirmedAt: ts('confirmed_at'),
    deletedAt: ts('deleted_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('settlements_store_status_idx').on(t.storeId, t.status, t.startDate),
    fkey(t.storeId, stores.storeId),
  ],
);

export const settlementPayments = pgTable(
  'settlement_payments',
  {
    paymentId: integer('payment_id').primaryKey(),
    settlementId: integer('settlement_id').notNull(),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('settlement_payments_settlement_idx').on(t.settlementId),
    fkey(t.paymentId, payments.paymentId),
    fkey(t.settlementId, settlements.settlementId),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    transactionId: serial('transaction_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    billNo: text('bill_no').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerBusinessNo: text('buyer_business_no').notNull(),
    buyerEmail: text('buyer_email'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    supplyAmount: bigint('supply_amount', { mode: 'number' }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    status: integer('status').notNull().default(1),
    memo: text('memo'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('transactions_store_date_idx').on(t.storeId, t.issueDate),
    uniqueIndex('transactions_bill_no_uq').on(t.storeId, t.billNo),
    fkey(t.storeId, stores.storeId),
  ],
);

export const transactionOrders = pgTable(
  'transaction_orders',
  {
    transactionId: integer('transaction_id').notNull(),
    orderId: integer('order_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'transaction_orders_pkey', columns: [t.transactionId, t.orderId] }),
    index('transaction_orders_order_idx').on(t.orderId),
    fkey(t.transactionId, transactions.transactionId),
    fkey(t.orderId, orders.orderId),
  ],
);
