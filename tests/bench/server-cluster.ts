/**
 * Issue 21: store/order/list on PostgreSQL with one API node and with two API nodes on the same
 * database behind a round-robin client, in one run. Both nodes are the compiled server as production
 * runs it (startServer: `node dist-server/start.mjs`, DATABASE_URL + SEED_DEMO=1). The database is
 * seeded once, with the same 100,000 orders as the server-list figure (BULK_SQL), after the first node
 * has migrated it; then the second node starts on it. Load comes from a third process (load-worker.ts):
 * the same 10 keep-alive connections and request body as the server-list figure, for a fixed time, sent
 * either all to node A or alternately to A and B (request k to node k mod 2). The two configurations
 * take turns (A B, B A, …) so drift in the machine's load does not favour one of them.
 */
import pg from 'pg';
import { APP_TYPE } from '../../src/contract';
import { api, apiLogin, startServer, type RunningServer } from '../e2e/harness';
import { createPgDatabase, postgresAvailable } from '../server/helpers';
import { runLoad, type LoadResult } from './load';
import { cpuMs, machineTicks, pgBackendsCpuMs as backendsCpuMs } from './proc-stats';
import { BULK_SQL } from './server-list';
import { median, QUICK, reps, round, spreadOf, type Figure } from './stats';

const CONNECTIONS = 10;
const SECONDS = QUICK ? 2 : 5;
const BODY = { store_id: 1, search_type: 1, app_type: APP_TYPE };
interface Run extends LoadResult {
  /** CPU of node A and node B during the run, in cores (1 = one core busy all the time). */
  cpuA: number;
  cpuB: number;
  /** CPU of the database's PostgreSQL backends during the run, in cores. */
  cpuPg: number;
  /** CPU time (ms) of both nodes, and of the PostgreSQL backends, during the run. */
  nodeMs: number;
  pgMs: number;
  /** Share of the whole machine (all cores) busy during the run, 0–1. */
  machine: number;
}

export async function serverCluster(): Promise<Figure[]> {
  if (!(await postgresAvailable()))
    return [
      {
        figure: 'server-cluster PostgreSQL: not measured',
        value: NaN,
        unit: '',
        target: '—',
        note: 'no PostgreSQL on 127.0.0.1:5432',
      },
    ];
  const pgdb = await createPgDatabase();
  const nodes: RunningServer[] = [];
  try {
    const env = { DATABASE_URL: pgdb.url, SEED_DEMO: '1' };
    nodes.push(await startServer({ env }));
    const client = new pg.Client({ connectionString: pgdb.url });
    await client.connect();
    let stored: string | undefined;
    let insertS: number;
    try {
      const t0 = Date.now();
      await client.query(BULK_SQL);
      insertS = round((Date.now() - t0) / 1000);
      stored = (await client.query<{ n: string }>('SELECT count(*)::text AS n FROM orders')).rows[0]?.n;
    } finally {
      await client.end();
    }
    nodes.push(await startServer({ env }));
    const [a, b] = nodes as [RunningServer, RunningServer];
    const dbName = pgdb.url.slice(pgdb.url.lastIndexOf('/') + 1);

    // One login; the token secret lives in the shared database, so node B accepts it too.
    const token = await apiLogin(a.url, 'store1');
    const rows: number[] = [];
    for (const n of nodes) {
      const r = await api<{ order_list: unknown[] }>(n.url, 'store/order/list', BODY, token);
      if (r.code !== 0) throw new Error(`store/order/list on ${n.url}: ${r.code} ${r.message}`);
      rows.push(r.data!.order_list.length);
    }
    // Warm both nodes (JIT, pool connections, plan caches) before anything is counted.
    for (const n of nodes)
      await runLoad({
        url: n.url,
        path: 'store/order/list',
        body: BODY,
        token,
        connections: CONNECTIONS,
        seconds: 1,
      });

    const measured = async (urls: string[]): Promise<Run> => {
      const c0 = [cpuMs(a.proc.pid), cpuMs(b.proc.pid)];
      const pg0 = backendsCpuMs(dbName);
      const m0 = machineTicks();
      const t0 = performance.now();
      const r = await runLoad({
        urls,
        path: 'store/order/list',
        body: BODY,
        token,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      // The nodes and PostgreSQL are idle while the load process starts: their CPU is divided by the
      // time the load ran. The machine's share is over the whole call (the load process's start included).
      const loaded = r.rps > 0 ? (1000 * r.requests) / r.rps : performance.now() - t0;
      const m1 = machineTicks();
      let pgMs = 0;
      for (const [pid, ms] of backendsCpuMs(dbName)) pgMs += ms - (pg0.get(pid) ?? 0);
      const aMs = cpuMs(a.proc.pid) - c0[0]!;
      const bMs = cpuMs(b.proc.pid) - c0[1]!;
      return {
        ...r,
        cpuA: aMs / loaded,
        cpuB: bMs / loaded,
        nodeMs: aMs + bMs,
        pgMs,
        cpuPg: pgMs / loaded,
        machine: (m1.busy - m0.busy) / (m1.total - m0.total),
      };
    };
    const one: Run[] = [];
    const two: Run[] = [];
    const runOne = async () => one.push(await measured([a.url]));
    const runTwo = async () => two.push(await measured([a.url, b.url]));
    const runs = reps(4, 1);
    for (let i = 0; i < runs; i++) {
      if (i % 2 === 0) {
        await runOne();
        await runTwo();
      } else {
        await runTwo();
        await runOne();
      }
    }

    const sum = (rs: Run[]) => {
      const rps = rs.map((r) => r.rps);
      const p95 = rs.map((r) => r.p95);
      const p50 = rs.map((r) => r.p50);
      return {
        rps: round(median(rps), 0),
        rpsSpread: spreadOf(rps, 0),
        p95: round(median(p95), 1),
        p95Spread: spreadOf(p95, 1),
        p50: round(median(p50), 1),
        requests: rs.reduce((s, r) => s + r.requests, 0),
        errors: rs.reduce((s, r) => s + r.errors, 0),
        // CPU per answer over all runs: what an answer costs, whatever the machine's load did to req/s.
        perAnswer: (() => {
          const n = rs.reduce((s, r) => s + r.requests, 0);
          const node = rs.reduce((s, r) => s + r.nodeMs, 0) / n;
          const db = rs.reduce((s, r) => s + r.pgMs, 0) / n;
          return `CPU per answer: ${round(node, 2)} ms in Node, ${round(db, 2)} ms in PostgreSQL`;
        })(),
        cpu: `node A ${round(median(rs.map((r) => r.cpuA)), 2)} + node B ${round(median(rs.map((r) => r.cpuB)), 2)} cores, PostgreSQL ${round(median(rs.map((r) => r.cpuPg)), 2)} cores, machine ${round(100 * median(rs.map((r) => r.machine)), 0)} % busy`,
      };
    };
    const s1 = sum(one);
    const s2 = sum(two);
    const how = `${CONNECTIONS} keep-alive connections from a 3rd process, ${SECONDS} s a run`;
    return [
      {
        figure: 'server-cluster PostgreSQL, 1 node: store/order/list live, requests/s',
        value: s1.rps,
        unit: 'req/s',
        target: '—',
        spread: s1.rpsSpread,
        note: `${how}; ${stored} orders stored (bulk insert ${insertS} s), ${rows[0]} open in the answer; ${s1.requests} ok, ${s1.errors} errors`,
      },
      {
        figure: 'server-cluster PostgreSQL, 1 node: store/order/list live, p95 under load',
        value: s1.p95,
        unit: 'ms',
        target: '—',
        spread: s1.p95Spread,
        note: `p50 ${s1.p50} ms; CPU during the runs: ${s1.cpu} (medians of the runs); ${s1.perAnswer}`,
      },
      {
        figure: 'server-cluster PostgreSQL, 2 nodes round robin: store/order/list live, requests/s',
        value: s2.rps,
        unit: 'req/s',
        target: '—',
        spread: s2.rpsSpread,
        note: `${how}, alternating A/B per request; ${round(s2.rps / s1.rps, 2)}× one node; ${s2.requests} ok, ${s2.errors} errors`,
      },
      {
        figure: 'server-cluster PostgreSQL, 2 nodes round robin: store/order/list live, p95 under load',
        value: s2.p95,
        unit: 'ms',
        target: '—',
        spread: s2.p95Spread,
        note: `p50 ${s2.p50} ms; CPU during the runs: ${s2.cpu} (medians of the runs); ${s2.perAnswer}`,
      },
    ];
  } finally {
    for (const n of nodes) await n.stop();
    await pgdb.drop();
  }
}
