import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { fkey, ts } from './schema-helpers';
import { stores } from './schema-core';

/* Menu and store management (issue 5); mirrors migrations/0003_menu_store.sql. */

export const storeOpeningHours = pgTable(
  'store_opening_hours',
  {
    storeId: integer('store_id').notNull(),
    /** 1 = Monday … 7 = Sunday. */
    weekday: integer('weekday').notNull(),
    openTime: text('open_time').notNull(),
    closeTime: text('close_time').notNull(),
    closed: integer('closed').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'store_opening_hours_pkey', columns: [t.storeId, t.weekday] }),
    fkey(t.storeId, stores.storeId),
    check('store_opening_hours_weekday_check', sql`(weekday >= 1) AND (weekday <= 7)`),
  ],
);

export const storeHolidays = pgTable(
  'store_holidays',
  {
    storeId: integer('store_id').primaryKey(),
    holidayType: integer('holiday_type').notNull().default(1),
    holidayWeeks: jsonb('holiday_weeks').$type<number[]>().notNull().default([]),
    holidayDays: jsonb('holiday_days').$type<number[]>().notNull().default([]),
  },
  (t) => [fkey(t.storeId, stores.storeId)],
);

export const storeTempSchedules = pgTable(
  'store_temp_schedules',
  {
    tempId: serial('temp_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    /** 1 = OPEN, 2 = CLOSE. */
    tempType: integer('temp_type').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('store_temp_schedules_store_idx').on(t.storeId, t.endAt), fkey(t.storeId, stores.storeId)],
);

export const storeBusinessInfo = pgTable(
  'store_business_info',
  {
    storeId: integer('store_id').primaryKey(),
    businessNo: text('business_no').notNull().default(''),
    businessName: text('business_name').notNull().default(''),
    ceoName: text('ceo_name').notNull().default(''),
    businessType: text('business_type').notNull().default(''),
    businessItem: text('business_item').notNull().default(''),
    businessAddress: text('business_address').notNull().default(''),
    businessEmail: text('business_email').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [fkey(t.storeId, stores.storeId)],
);

export const storeNotices = pgTable(
  'store_notices',
  {
    noticeId: serial('notice_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    noticeTitle: text('notice_title').notNull(),
    noticeContent: text('notice_content').notNull(),
    noticeTop: integer('notice_top').notNull().default(0),
    managerId: integer('manager_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('store_notices_store_idx').on(t.storeId, t.noticeTop, t.createdAt),
    fkey(t.storeId, stores.storeId),
  ],
);

export const storeServiceSettings = pgTable(
  'store_service_settings',
  {
    storeId: integer('store_id').primaryKey(),
    serviceTypes: jsonb('service_types').$type<string[]>().notNull().default([]),
    minOrderAmount: bigint('min_order_amount', { mode: 'number' }).notNull().default(0),
    deliveryFee: bigint('delivery_fee', { mode: 'number' }).notNull().default(0),
    /** Items totals from this amount on deliver free; null = the fee always applies. */
    freeDeliveryThreshold: bigint('free_delivery_threshold', { mode: 'number' }),
    defaultPrepMinutes: integer('default_prep_minutes').notNull().default(15),
    autoAccept: integer('auto_accept').notNull().default(0),
    /** A new order not accepted within this many minutes is a missed order (issue 26). */
    missedOrderMinutes: integer('missed_order_minutes').notNull().default(3),
    /** After this many missed orders in a row the tablet offers to pause new orders. */
    missedPauseAfter: integer('missed_pause_after').notNull().default(2),
    updatedAt: ts('updated_at'),
  },
  (t) => [fkey(t.storeId, stores.storeId)],
);

export const storePlayInfo = pgTable(
  'store_play_info',
  {
    playId: serial('play_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    playDate: text('play_date').notNull(),
    playTime: text('play_time').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    openTime: text('open_time').notNull(),
    playStatus: integer('play_status').notNull().default(1),
    memo: text('memo').notNull().default(''),
  },
  (t) => [index('store_play_info_store_idx').on(t.storeId, t.playDate), fkey(t.storeId, stores.storeId)],
);
