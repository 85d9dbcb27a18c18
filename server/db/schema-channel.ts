import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0012_channel_keys.sql. */
export const channelKeys = pgTable(
  'channel_keys',
  {
    keyId: serial('key_id').primaryKey(),
    storeId: integer('store_id').notNull(),
    name: text('name').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('channel_keys_store_idx').on(t.storeId)],
);
