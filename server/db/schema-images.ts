import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './schema-helpers';

/* Uploaded images kept in PostgreSQL (server/storage/database.ts); mirrors migrations/0007_images.sql. */

// node-postgres hands bytea back as a Buffer and PGlite as a Uint8Array; callers always get a Buffer.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const images = pgTable('images', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
