import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { fkey, ts } from './schema-helpers';
import { orders, stores } from './schema-core';

/* Network printers and their print queue (issue 26). */

export const printers = pgTable(
  'printers',
  {
    printerId: serial('printer_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    printerName: text('printer_name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull().default(9100),
    /** 58 or 80 (mm). */
    paperWidth: integer('paper_width').notNull().default(80),
    copies: integer('copies').notNull().default(1),
    /** order_type codes it prints. */
    orderTypes: jsonb('order_types').$type<number[]>().notNull(),
    printKitchen: integer('print_kitchen').notNull().default(1),
    printReceipt: integer('print_receipt').notNull().default(0),
    /** 1 on arrival, 2 on accept, 3 only when asked (contract PrintOn). */
    printOn: integer('print_on').notNull().default(1),
    active: integer('active').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('printers_store_idx').on(t.storeId),
    fkey(t.storeId, stores.storeId),
    check('printers_paper_width_check', sql`paper_width IN (58, 80)`),
    check('printers_copies_check', sql`copies BETWEEN 1 AND 5`),
  ],
);

/**
 * One ticket for one printer. Kept in the database so a restart (or another node) carries on: 'queued'
 * jobs are claimed with FOR UPDATE SKIP LOCKED, a 'printing' job whose lock ran out (its node died) is
 * claimed again, a failure goes back to 'queued' with a later next_attempt_at until the attempts run out.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    jobId: serial('job_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    printerId: integer('printer_id').notNull(),
    /** Null for a test page. */
    orderId: integer('order_id'),
    /** 'kitchen' | 'receipt' | 'test'. */
    kind: text('kind').notNull(),
    /** 'queued' | 'printing' | 'done' | 'failed'. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('print_jobs_due_idx').on(t.status, t.nextAttemptAt),
    index('print_jobs_printer_idx').on(t.printerId, t.jobId),
    fkey(t.storeId, stores.storeId),
    fkey(t.orderId, orders.orderId),
    fkey(t.printerId, printers.printerId),
  ],
);
