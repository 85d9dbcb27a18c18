/**
 * The reference server's store/order/list with 100,000 orders stored (issue 9), on embedded PGlite and
 * on the local PostgreSQL: in-process with buildApp + app.inject (handler + database, no network) and
 * over loopback HTTP, p50/p95; then requests per second from a second process (load-worker.ts, N
 * keep-alive connections for a few seconds). The orders are bulk-inserted with SQL into store 1:
 * ~58 days of served/cancelled history (one order every 50 s) and 50 open ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuiltApp } from '../../server/app';
import { APP_TYPE } from '../../src/contract';
import { createPgDatabase, postgresAvailable } from '../server/helpers';
import { runLoad } from './load';
import { percentile, QUICK, reps, round, type Figure } from './stats';

const TOTAL = 100_000;
const OPEN = 50;
const ITEMS = JSON.stringify([
  { product_id: 1, product_name: '후라이드치킨', quantity: 1, price: 18000, options: [] },
  {
    product_id: 3,
    product_name: '콜라 1.25L',
    quantity: 1,
    price: 2500,
    options: [{ option_name: '제로', option_price: 0 }],
  },
]);

export const BULK_SQL = `
INSERT INTO orders (store_id, order_no, order_type, order_status, table_no, items, total_amount, pay_type,
                    cancel_reason, created_at, updated_at, version)
SELECT 1,
       'H' || g,
       CASE WHEN g > ${TOTAL - OPEN} THEN 1 + g % 2 ELSE 1 + g % 4 END,
       CASE WHEN g > ${TOTAL - OPEN} THEN 1 + g % 3 WHEN g % 12 = 0 THEN 9 ELSE 7 END,
       (1 + g % 30)::text,
       '${ITEMS}'::jsonb,
       20500,
       1 + g % 3,
       CASE WHEN g <= ${TOTAL - OPEN} AND g % 12 = 0 THEN '재료 소진' END,
       now() - (${TOTAL} - g) * interval '50 seconds',
       now() - (${TOTAL} - g) * interval '50 seconds' + CASE WHEN g > ${TOTAL - OPEN} THEN interval '0' ELSE interval '20 minutes' END,
       CASE WHEN g > ${TOTAL - OPEN} THEN 1 ELSE 3 END
FROM generate_series(1, ${TOTAL}) AS g;
ANALYZE orders;`;

/** The load comes from a process of its own (tests/bench/load.ts), so client work does not share the server's thread. */
function loadFromSecondProcess(
  url: string,
  token: string,
  body: unknown,
  connections: number,
  seconds: number,
) {
  return runLoad({ url, path: 'store/order/list', body, token, connections, seconds });
}

async function measure(kind: 'pglite' | 'postgres'): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'counter-bench-server-'));
  const pgdb = kind === 'postgres' ? await createPgDatabase() : null;
  let built: BuiltApp | undefined;
  try {
    built = await buildApp({ dataDir, databaseUrl: pgdb?.url, tokenSecret: 'bench-secret', distDir: null });
    const t0 = Date.now();
    await built.ctx.database.exec(BULK_SQL);
    const insertS = round((Date.now() - t0) / 1000);
    const stored = (
      await built.ctx.database.query<{ n: string }>('SELECT count(*)::text AS n FROM orders')
    )[0]?.n;
    const app = built.app;
    const loginRes = await app.inject({
      method: 'POST',
      url: '/api/store/login/app',
      payload: {
        manager_user_id: 'store1',
        manager_password: 'demo1234',
        app_type: APP_TYPE,
        app_name: 'bench',
      },
    });
    const token = (loginRes.json() as { token: string }).token;
    const body = (searchType: number) => ({ store_id: 1, search_type: searchType, app_type: APP_TYPE });

    const injectTimes = async (searchType: number, n: number) => {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < n + 5; i++) {
        const s = performance.now();
        const r = await app.inject({
          method: 'POST',
          url: '/api/store/order/list',
          payload: body(searchType),
          headers: { authorization: `Bearer ${token}` },
        });
        const e = performance.now() - s;
        const env = r.json() as { code: number; message: string; data?: { order_list: unknown[] } };
        if (env.code !== 0) throw new Error(`store/order/list: ${env.code} ${env.message}`);
        rows = env.data!.order_list.length;
        if (i >= 5) times.push(e); // the first few warm the plan cache and the JIT
      }
      return { times, rows };
    };
    const n = reps(200, 30);
    const live = await injectTimes(1, n);
    const done = await injectTimes(3, reps(100, 20));

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const httpTimes: number[] = [];
    for (let i = 0; i < n + 5; i++) {
      const s = performance.now();
      const r = await fetch(`${address}/api/store/order/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body(1)),
      });
      await r.arrayBuffer();
      if (i >= 5) httpTimes.push(performance.now() - s);
    }
    const load = await loadFromSecondProcess(address, token, body(1), 10, QUICK ? 2 : 5);

    const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const pp = (t: number[]) => ({ p50: round(percentile(t, 50), 2), p95: round(percentile(t, 95), 2) });
    const a = pp(live.times);
    const c = pp(done.times);
    const h = pp(httpTimes);
    return [
      {
        figure: `server ${label}: store/order/list live, in-process p50`,
        value: a.p50,
        unit: 'ms',
        target: '—',
        spread: `p95 ${a.p95} ms (n=${live.times.length})`,
        note: `${stored} orders stored (bulk insert ${insertS} s), ${live.rows} open in the answer`,
      },
      {
        figure: `server ${label}: store/order/list live, HTTP p50`,
        value: h.p50,
        unit: 'ms',
        target: '—',
        spread: `p95 ${h.p95} ms (n=${httpTimes.length})`,
        note: 'loopback, sequential, keep-alive',
      },
      {
        figure: `server ${label}: store/order/list completed today (first page), in-process p50`,
        value: c.p50,
        unit: 'ms',
        target: '—',
        spread: `p95 ${c.p95} ms (n=${done.times.length})`,
        note: `${done.rows} rows (its first page: at most 50)`,
      },
      {
        figure: `server ${label}: store/order/list live, requests/s from a 2nd process`,
        value: round(load.rps, 0),
        unit: 'req/s',
        target: '—',
        spread: `p50 ${round(load.p50, 1)} ms / p99 ${round(load.p99, 1)} ms`,
        note: `10 keep-alive connections for ${QUICK ? 2 : 5} s, ${load.requests} ok, ${load.errors} errors`,
      },
    ];
  } finally {
    await built?.close();
    await pgdb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function serverList(): Promise<Figure[]> {
  const figures = await measure('pglite');
  if (await postgresAvailable()) figures.push(...(await measure('postgres')));
  else
    figures.push({
      figure: 'server PostgreSQL: not measured',
      value: NaN,
      unit: '',
      target: '—',
      note: 'no PostgreSQL on 127.0.0.1:5432',
    });
  return figures;
}
