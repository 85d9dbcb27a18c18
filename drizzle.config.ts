import { defineConfig } from 'drizzle-kit';

/*
 * drizzle-kit makes new migrations from the Drizzle schema (docs/decisions.md, "Migrations with
 * drizzle-kit"): `npm run db:generate -- --name <what>` diffs server/db/schema.ts against the last
 * snapshot in server/db/migrations/meta and writes <timestamp>_<what>.sql next to the hand-written
 * 0001…0013 files. Timestamps sort after them, so server/db/index.ts's own migrator applies the new file
 * next, as it does every other.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  migrations: { prefix: 'timestamp' },
  // The migrator's own bookkeeping, not part of the schema.
  tablesFilter: ['!schema_migrations'],
  strict: true,
  verbose: true,
});
