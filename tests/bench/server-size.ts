/**
 * Issue 27 §4 and the PGlite part of §5: the reference server at size. 1,000,000 orders (BENCH_QUICK:
 * 100,000) across 200 stores, each with its payment, inserted by SQL (generate_series) into a
 * throw-away PostgreSQL database after buildApp has migrated and seeded it (all of it in a process of
 * its own, server-size-postgres.ts); then the real handlers (buildApp + app.inject, the super admin's
 * token, so one token reaches every store) are timed, the stores taken in turn, with the garbage
 * collections that fell inside the timed calls counted; a call with a target in three rounds, its
 * figure the median of the rounds' p95 (timeRounds):
 *   - store/order/list, the live board (search_type 1) and completed today (3, its first page of 50);
 *   - store/sales/list (sales by date) and store/stat/product/monthly (sales by menu) over the last
 *     30 days; store/admin/order/list (the admin's order list with payments, first page) over the same.
 * The SQL each call runs is caught at the pg client (Client.prototype.query) and run again under
 * EXPLAIN (ANALYZE, BUFFERS); the plans are written to .bench/server-size-plans.txt.
 * "before" rows: the same calls with the indexes of issue 27 dropped (the indexes main had), so one
 * run shows both. Then the same data into the embedded PGlite (bounded in time: the newest orders
 * first, so a cut-short load keeps the recent days), with the node's RSS at idle and while serving.
 *
 * Knobs: BENCH_SIZE_ORDERS (count), BENCH_SIZE_BEFORE=0 (no "before" rows), BENCH_SIZE_PGLITE=0 (no
 * PGlite part), BENCH_SIZE_POSTGRES=0 (no PostgreSQL part: the PGlite figures from a process of their
 * own), BENCH_PGLITE_BUDGET_S (the PGlite load's time budget, 180 s; 60 s with BENCH_QUICK).
 * The data, its shape and its load: server-size-data.ts.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../../server/app';
import { ROOT } from '../e2e/harness';
import { createPgDatabase, postgresAvailable } from '../server/helpers';
import { runChild } from './child';
import { calls, callOnce, login, timeRounds } from './server-size-calls';
import { bulkLoad, STORES, STORES_SQL, TOTAL } from './server-size-data';
import { QUICK, round, type Figure } from './stats';

/** PGlite loads in chunks of this many orders, newest first, until done or out of time. */
const PGLITE_CHUNK = 100_000;
const PGLITE_BUDGET_S = Number(process.env.BENCH_PGLITE_BUDGET_S ?? (QUICK ? 60 : 180));

/**
 * The indexes issue 27 added (server/db/schema-core.ts): dropped for the "before" rows, created again
 * after. Kept in step with the schema by hand: the bench fails loudly if a name is not there.
 */
const NEW_INDEXES = [
  'orders_store_created_idx',
  'orders_discount_idx',
  'payments_store_time_sums_idx',
  'payments_order_idx',
];
/** What main had instead, created for the "before" rows (payments_store_time_sums_idx replaced it). */
const OLD_INDEXES = ['CREATE INDEX payments_store_time_idx ON payments (store_id, approved_at)'];

interface Caught {
  text: string;
  values: unknown[];
}
/** Every query the pg clients of this process send while `fn` runs (the server's pool included). */
async function catchQueries(fn: () => Promise<unknown>): Promise<Caught[]> {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  const caught: Caught[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [a, b] = args;
    if (typeof a === 'string') caught.push({ text: a, values: Array.isArray(b) ? b : [] });
    else if (a && typeof a === 'object' && 'text' in a)
      caught.push({
        text: String(a.text),
        // drizzle passes { text } and the parameters beside it; pg's own form has them inside.
        values: Array.isArray(b) ? b : ((a as { values?: unknown[] }).values ?? []),
      });
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return caught;
}

export const mb = (bytes: number) => round(bytes / 1024 / 1024, 0);

async function explainAll(built: BuiltApp, token: string, storeId: number): Promise<string> {
  const out: string[] = [];
  for (const c of calls()) {
    const caught = await catchQueries(() => callOnce(built, token, c, storeId));
    const ours = caught.filter(
      (q) => /\b(orders|payments)\b/.test(q.text) && /^\s*(select|with)\b/i.test(q.text),
    );
    for (const q of ours) {
      const plan = await built.ctx.database.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${q.text}`,
        q.values,
      );
      out.push(
        `### ${c.label} (store ${storeId})\n${q.text}\n-- params: ${JSON.stringify(q.values)}\n${plan
          .map((r) => r['QUERY PLAN'])
          .join('\n')}\n`,
      );
    }
  }
  return out.join('\n');
}

export async function measurePostgres(): Promise<{ figures: Figure[]; plans: string }> {
  const pgdb = await createPgDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'counter-bench-size-'));
  let built: BuiltApp | undefined;
  const figures: Figure[] = [];
  try {
    built = await buildApp({ dataDir, databaseUrl: pgdb.url, tokenSecret: 'bench-secret', distDir: null });
    const db = built.ctx.database;
    await db.exec(STORES_SQL);
    const { insertS, indexS } = await bulkLoad(db, [[0, TOTAL]], Infinity);
    const t1 = Date.now();
    await db.exec('VACUUM ANALYZE orders');
    await db.exec('VACUUM ANALYZE payments');
    const analyzeS = round((Date.now() - t1) / 1000);
    const [size] = await db.query<{ n: string; bytes: string }>(
      `SELECT count(*)::text AS n, pg_total_relation_size('orders')::text AS bytes FROM orders`,
    );
    const token = await login(built);
    const note = `${size?.n} orders in ${STORES} stores (insert ${insertS} s, indexes ${indexS} s, vacuum analyze ${analyzeS} s, orders ${mb(Number(size?.bytes))} MB with indexes)`;
    figures.push({
      figure: 'server-size PostgreSQL: data',
      value: Number(size?.n),
      unit: 'orders',
      target: '1,000,000',
      note,
    });

    const run = async (when: string, rounds?: number) => {
      for (const c of calls()) {
        const t = await timeRounds(built!, token, c, undefined, rounds);
        figures.push({
          figure: `server-size PostgreSQL${when}: ${c.label} p95`,
          value: t.p95,
          unit: 'ms',
          target: c.target,
          spread: t.spread,
        });
      }
    };
    // The indexes of this branch out, main's back in: the "before (main's indexes)" rows; then back.
    const defs = await db.query<{ def: string }>(
      `SELECT indexdef AS def FROM pg_indexes WHERE indexname = ANY($1::text[])`,
      [NEW_INDEXES],
    );
    if (defs.length !== NEW_INDEXES.length)
      throw new Error(`server-size: missing one of ${NEW_INDEXES.join(', ')}`);
    for (const name of NEW_INDEXES) await db.exec(`DROP INDEX ${name}`);
    for (const def of OLD_INDEXES) await db.exec(def);
    await db.exec('VACUUM ANALYZE payments');
    if (process.env.BENCH_SIZE_BEFORE !== '0') await run(" before (main's indexes)", 1);
    await db.exec('DROP INDEX payments_store_time_idx');
    for (const d of defs) await db.exec(d.def);
    await db.exec('VACUUM ANALYZE orders');
    await db.exec('VACUUM ANALYZE payments');
    await run('');
    const plans = await explainAll(built, token, 1 + (17 % STORES));
    return { figures, plans };
  } finally {
    await built?.close();
    await pgdb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePglite(postgresRan: boolean): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'counter-bench-size-pglite-'));
  let built: BuiltApp | undefined;
  try {
    built = await buildApp({ dataDir, tokenSecret: 'bench-secret', distDir: null });
    const db = built.ctx.database;
    await db.exec(STORES_SQL);
    // Newest first: a load cut short by the budget keeps the recent days (the open orders among them).
    const chunks: [number, number][] = [];
    for (let hi = TOTAL; hi > 0; hi -= PGLITE_CHUNK) chunks.push([Math.max(0, hi - PGLITE_CHUNK), hi]);
    const { loaded, insertS, indexS } = await bulkLoad(db, chunks, PGLITE_BUDGET_S);
    const t1 = Date.now();
    await db.exec('VACUUM ANALYZE orders');
    await db.exec('VACUUM ANALYZE payments');
    const analyzeS = round((Date.now() - t1) / 1000);
    const [size] = await db.query<{ n: string; bytes: string }>(
      `SELECT count(*)::text AS n, pg_total_relation_size('orders')::text AS bytes FROM orders`,
    );
    const rss = async () => {
      global.gc?.();
      await new Promise((r) => setTimeout(r, 1000));
      return process.memoryUsage().rss;
    };
    const afterLoad = await rss();
    await built.close();
    built = undefined;
    // The figures from a server started on the loaded data in a process of its own, as after a
    // restart: the load's high-water mark (bulk inserts, index builds) stays in the WASM heap of the
    // instance that did it, and this process holds the load's (and the PostgreSQL part's) garbage.
    const child = await runChild<ChildAnswer>('server-size-pglite.ts', [dataDir], ['--expose-gc']);
    const figures: Figure[] = [
      {
        figure: 'server-size PGlite: data',
        value: Number(size?.n),
        unit: 'orders',
        target: '1,000,000',
        note: `${loaded < TOTAL ? `cut at ${PGLITE_BUDGET_S} s: ` : ''}insert ${insertS} s, indexes ${indexS} s, vacuum analyze ${analyzeS} s, orders ${mb(Number(size?.bytes))} MB with indexes`,
      },
      ...child.figures,
      {
        figure: 'server-size PGlite: node RSS idle',
        value: mb(child.idle),
        unit: 'MB',
        target: '—',
        spread: `serving: peak ${mb(child.peak)} MB`,
        note: `a process of its own (server in-process, PGlite in its WASM heap) started on the loaded data: buildApp ${child.startMs} ms; the loading process held ${mb(afterLoad)} MB after the load${postgresRan ? ' and the PostgreSQL part' : ''}`,
      },
    ];
    return figures;
  } finally {
    await built?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface ChildAnswer {
  startMs: number;
  idle: number;
  peak: number;
  figures: Figure[];
}

export async function serverSize(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const load = `load average ${round(loadavg()[0]!, 2)} at start`;
  const postgres = process.env.BENCH_SIZE_POSTGRES !== '0' && (await postgresAvailable());
  if (postgres) {
    // In a process of its own, as a server node is: run in this one, after the Lighthouse audits, the
    // calls shared a heap with the bench's own (its modules, traces, results), and that heap's
    // collections landed in the calls: completed today p95 9.5–10.5 ms here against 6.7–6.9 ms alone
    // (docs/benchmarks.md, session 2026-12-02).
    const { figures: f, plans } = await runChild<{ figures: Figure[]; plans: string }>(
      'server-size-postgres.ts',
      [],
    );
    figures.push(...f);
    mkdirSync(join(ROOT, '.bench'), { recursive: true });
    writeFileSync(join(ROOT, '.bench/server-size-plans.txt'), plans);
    console.log(`[server-size] plans written to .bench/server-size-plans.txt (${load})`);
  } else
    figures.push({
      figure: 'server-size PostgreSQL: not measured',
      value: NaN,
      unit: '',
      target: '—',
      note:
        process.env.BENCH_SIZE_POSTGRES === '0' ? 'BENCH_SIZE_POSTGRES=0' : 'no PostgreSQL on 127.0.0.1:5432',
    });
  if (process.env.BENCH_SIZE_PGLITE !== '0') figures.push(...(await measurePglite(postgres)));
  return figures;
}
