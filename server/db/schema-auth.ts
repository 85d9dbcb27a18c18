import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './schema-helpers';

/*
 * The sign-in throttle's tables (migrations/0011_auth_throttle.sql). server/auth/throttle.ts reaches
 * them with raw SQL; they are declared here so the schema describes the whole database and the drift
 * check (tests/server/schema-drift.test.ts) and drizzle-kit generate see them.
 */

export const authCounters = pgTable(
  'auth_counters',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    hits: integer('hits').notNull(),
    windowStart: ts('window_start').notNull(),
    lastHit: ts('last_hit').notNull(),
  },
  (t) => [
    primaryKey({ name: 'auth_counters_pkey', columns: [t.scope, t.subject] }),
    index('auth_counters_last_hit_idx').on(t.lastHit),
  ],
);

export const authKnownAddresses = pgTable(
  'auth_known_addresses',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    lastSuccess: ts('last_success').notNull(),
  },
  (t) => [primaryKey({ name: 'auth_known_addresses_pkey', columns: [t.account, t.address] })],
);
