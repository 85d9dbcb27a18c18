import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The few raw operations the migrator and LISTEN/NOTIFY need, over either driver. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a multi-statement SQL script. */
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** Calls `onMessage` for every NOTIFY on `channel`; resolves to an unlisten function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate({
    exec: async (sql) => void (await client.exec(sql)),
    query: async (sql) => (await client.query<{ name: string }>(sql)).rows,
  });
  return {
    kind: 'pglite',
    db,
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T,>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    close: () => client.close(),
    listen: async (channel, onMessage) => {
      const unsub = await client.listen(channel, onMessage);
      return async () => unsub();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's network error must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error('[db] idle client error', err.message));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  // Advisory locks belong to a session, so the whole migration runs on one client; two API nodes
  // starting together on one PostgreSQL then migrate one after the other.
  const session = await pool.connect();
  try {
    await session.query('SELECT pg_advisory_lock(72001)');
    await migrate({
      exec: async (sql) => void (await session.query(sql)),
      query: async (sql) => (await session.query<{ name: string }>(sql)).rows,
    });
  } finally {
    await session.query('SELECT pg_advisory_unlock(72001)').catch(() => undefined);
    session.release();
  }
  const listeners: InstanceType<typeof pg.Client>[] = [];
  return {
    kind: 'postgres',
    db,
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T,>(sql: string, params: unknown[] = []) =>
      (await pool.query(sql, params)).rows as T[],
    close: async () => {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
    listen: async (channel, onMessage) => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (err) => console.error('[db] listen client error', err.message));
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      listeners.push(client);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
  };
}

/** Applies every migrations/*.sql not yet recorded, each in its own transaction, in name order. */
async function migrate(conn: {
  exec(sql: string): Promise<void>;
  query(sql: string): Promise<{ name: string }[]>;
}): Promise<void> {
  await conn.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await conn.query('SELECT name FROM schema_migrations')).map((r) => r.name));
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await conn.exec(
      `BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
    );
  }
}
