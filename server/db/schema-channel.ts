import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './schema-helpers';

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
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('channel_keys_store_idx').on(t.storeId)],
);
