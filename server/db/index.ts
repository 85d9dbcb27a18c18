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
  /**
   * `query` for a statement a hot read sends over and over with other parameters (the board's lists):
   * PostgreSQL keeps it parsed and planned per connection under `name` (one name, one text), so each
   * call sends only its parameters; PGlite (one process, no network) runs it as `query` does.
   */
  prepared<T = Record<string, unknown>>(name: string, sql: string, params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel`; resolves to an unlisten function. On PostgreSQL
   * the listening connection is re-established with backoff after any error (a database restart, a
   * dropped network); `hooks` hear it go down and come back.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    hooks?: ListenHooks,
  ): Promise<() => Promise<void>>;
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  /** Whether every migration file this build ships is recorded as applied. */
  migrationsApplied(): Promise<boolean>;
  /** Connection pool use (PostgreSQL only): for /metrics. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
}

export interface ListenHooks {
  /** The listening connection is up; `reconnected` when it had been lost (events may have been missed). */
  onUp?(reconnected: boolean): void;
  onDown?(error: Error): void;
}

/** Reconnect delays for the LISTEN connection: 0.25 s doubling to 10 s, with jitter so N nodes do not stampede. */
export function listenBackoffMs(attempt: number): number {
  const base = Math.min(10_000, 250 * 2 ** attempt);
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

/**
 * int8 (bigint columns, count(*), sum()) as a JS number in both drivers. Money columns are bigint so an
 * amount above 2^31 is stored, and one shape everywhere beats strings from pg and BigInts from PGlite
 * (a BigInt cannot even be written as JSON). Amounts are capped far below 2^53 (MAX_ORDER_TOTAL), so
 * nothing the app stores loses precision.
 */
const INT8_OID = 20;
const parseInt8 = (value: string): number => Number(value);

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

async function allApplied(query: (sql: string) => Promise<{ name: string }[]>): Promise<boolean> {
  const done = new Set((await query('SELECT name FROM schema_migrations')).map((r) => r.name));
  return migrationFiles().every((f) => done.has(f));
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { parsers: { [INT8_OID]: parseInt8 } });
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
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    prepared: async <T>(_name: string, sql: string, params: unknown[]) =>
      (await client.query<T>(sql, params)).rows,
    close: () => client.close(),
    listen: async (channel, onMessage, hooks) => {
      const unsub = await client.listen(channel, onMessage);
      hooks?.onUp?.(false);
      return async () => unsub();
    },
    ping: async (timeoutMs) => void (await withTimeout(client.query('SELECT 1'), timeoutMs, 'ping')),
    migrationsApplied: () => allApplied(async (sql) => (await client.query<{ name: string }>(sql)).rows),
    poolStats: () => null,
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A call waits at most 5 s for a connection: with the database down the API answers an error
  // envelope instead of hanging (server/app.ts maps connection failures to 503).
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID && format !== 'binary'
        ? parseInt8
        : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    types,
    // No JIT (issue 27 §4): the API's queries are short, and a report whose estimate crosses
    // jit_above_cost (menu sales: jsonb_array_elements is estimated at 100 rows an order) spent ~1.2 s
    // of a 1.3 s query compiling itself (tests/bench/server-size.ts, docs/benchmarks.md).
    options: '-c jit=off',
  });
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
  const listeners = new Set<{ stop(): Promise<void> }>();
  return {
    kind: 'postgres',
    db,
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    prepared: async <T>(name: string, sql: string, params: unknown[]) =>
      (await pool.query({ name, text: sql, values: params })).rows as T[],
    close: async () => {
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
    listen: async (channel, onMessage, hooks) => {
      const listener = resilientListener(pg.Client, url, channel, onMessage, hooks ?? {});
      listeners.add(listener);
      await listener.started;
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    ping: async (timeoutMs) => void (await withTimeout(pool.query('SELECT 1'), timeoutMs, 'ping')),
    migrationsApplied: () => allApplied(async (sql) => (await pool.query<{ name: string }>(sql)).rows),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

type PgClientClass = typeof import('pg').Client;

/**
 * One LISTEN connection that comes back by itself. A NOTIFY sent while it is down is lost for this
 * node, so `onUp(true)` after a loss lets the hub tell its tablets to refetch. `started` resolves after
 * the first LISTEN succeeded, or rejects if the first attempt fails (start-up then fails loudly, as
 * it would for the pool).
 */
function resilientListener(
  Client: PgClientClass,
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  hooks: ListenHooks,
) {
  let current: InstanceType<PgClientClass> | null = null;
  let stopped = false;
  let attempt = 0;
  let everUp = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let health: ReturnType<typeof setInterval> | null = null;

  const lost = (client: InstanceType<PgClientClass>, err: Error) => {
    if (current !== client) return;
    current = null;
    if (health) clearInterval(health);
    health = null;
    client.end().catch(() => undefined);
    if (stopped) return;
    console.error(`[db] LISTEN connection lost (${err.message}); reconnecting`);
    hooks.onDown?.(err);
    schedule();
  };

  const schedule = () => {
    if (stopped || timer) return;
    const delay = listenBackoffMs(attempt++);
    timer = setTimeout(() => {
      timer = null;
      void connect().catch(() => undefined);
    }, delay);
  };

  const connect = async () => {
    const client = new Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client, new Error('connection ended')));
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (err) {
      client.end().catch(() => undefined);
      if (!everUp) throw err;
      if (!stopped) {
        console.error(`[db] LISTEN reconnect failed (${(err as Error).message}); retrying`);
        schedule();
      }
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    attempt = 0;
    // A half-open TCP connection (a router that dropped it silently) raises no error: probe it so a
    // dead LISTEN is noticed within seconds, not at the next TCP keep-alive timeout.
    health = setInterval(() => {
      withTimeout(client.query('SELECT 1'), 4_000, 'LISTEN probe').catch((err: Error) => lost(client, err));
    }, 5_000);
    health.unref();
    const reconnected = everUp;
    everUp = true;
    if (reconnected) console.log('[db] LISTEN connection restored');
    hooks.onUp?.(reconnected);
  };

  return {
    started: connect(),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (health) clearInterval(health);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
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
  for (const file of migrationFiles()) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await conn.exec(
      `BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
    );
  }
}
