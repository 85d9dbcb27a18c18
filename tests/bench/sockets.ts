/**
 * Issue 27 §3: how many tablet sockets one backend node holds, and how fast a new order reaches them.
 *
 * One compiled node (startServer: `node dist-server/start.mjs`, DATABASE_URL + SEED_DEMO=1) on a
 * throw-away PostgreSQL database, grown by SQL to 200 stores, each with a store manager, a menu item and
 * a customer-channel key. One login per store (scrypt is slow on purpose), its token shared by the
 * store's tablets as an account is on several tablets in a shop. Load processes (socket-worker.ts, two
 * per node) open 10 sockets per store — 2,000 — as the app does, and prove each one authenticated with
 * the app's ping. Then customer orders arrive at 20 per second, each into a random store, through the
 * customer channel with that store's key (the call the simulator and a customer app make), and every
 * tablet of the store records when the new-order frame arrives. Latency = frame at the tablet − the
 * order's created_at from the server (the transaction's start: PostgreSQL's clock, the same machine's),
 * so it includes the write, the commit, NOTIFY, LISTEN and the fan-out. Frames lost = frames that
 * should have reached a tablet and did not (checked 2 s after the last order returned).
 * Then a second node on the same database, 10 more sockets per store on it (4,000 in all, half on each
 * node: every order fans out to 10 tablets on each), orders alternately through either node.
 * Also: RSS of the node before and after its sockets (→ memory per socket), under the order load, its
 * event-loop delay during the orders (prom-client's monitorEventLoopDelay histogram in /metrics, reset
 * at each scrape, so two scrapes bracket the window), and CPU. Every process is ended at the end.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiLogin, ROOT, startServer, type RunningServer } from '../e2e/harness';
import { createPgDatabase, postgresAvailable } from '../server/helpers';
import { cpuMs, machineTicks, pgBackendsCpuMs, pgCpuSince, rssMb, scrapeMetrics } from './proc-stats';
import {
  now,
  openSockets,
  PER_STORE,
  placeOrders,
  seedStores,
  sleep,
  STORES,
  RATE,
  type BenchStore,
  type Frames,
  Worker,
} from './sockets-load';
import { percentile, QUICK, round, spreadOf, type Figure } from './stats';

const WINDOW_S = 10;
const SECONDS = QUICK ? 10 : 30;
const WARM_S = 2;
const LOGINS_AT_ONCE = 8;
/** After the last order returned: a frame later than this counts as lost. */
const GRACE_MS = 2_000;
/** The whole bench is bounded: past this it gives up, and the finally block ends every process. */
const DEADLINE_MS = 5 * 60_000;

interface NodeSample {
  cpu: number;
  rss: number;
}
interface RunResult {
  p50: number;
  p95: number;
  max: number;
  windowsP95: number[];
  /** p95 by the node the receiving tablet is on. */
  byNode: number[];
  frames: number;
  expected: number;
  lost: number;
  closed: number;
  closedBy: string;
  orders: number;
  failed: string;
  createP95: number;
  /** created_at → the create call's answer at the caller: the write's own share of the latency. */
  answered: { p50: number; p95: number };
  /** Frames that reached the tablet before the create call returned to its caller. */
  beforeReturn: number;
  loop: { p50: number; p99: number; max: number }[];
  nodes: NodeSample[];
  pgCores: number;
  machine: number;
}

/**
 * Warm-up, then the measured orders; `socketsPerStore[n]` sockets of each store are on node n, held by
 * `workersOf[n]`.
 */
async function measure(
  nodes: RunningServer[],
  workersOf: Worker[][],
  stores: BenchStore[],
  dbName: string,
): Promise<RunResult> {
  const urls = nodes.map((n) => n.url);
  const all = workersOf.flat();
  await placeOrders(urls, stores, WARM_S);
  await sleep(500);
  for (const w of all) await w.ask<Frames>({ op: 'collect' });

  for (const n of nodes) await scrapeMetrics(n.url); // resets the event-loop histogram
  const c0 = nodes.map((n) => cpuMs(n.proc.pid));
  const pg0 = pgBackendsCpuMs(dbName);
  const m0 = machineTicks();
  const { placed, failed, t0 } = await placeOrders(urls, stores, SECONDS);
  const ranMs = now() - t0;
  const cpu = nodes.map((n, i) => (cpuMs(n.proc.pid) - c0[i]!) / ranMs);
  const pgCores = pgCpuSince(pg0, pgBackendsCpuMs(dbName)) / ranMs;
  const m1 = machineTicks();
  const loop = [];
  for (const n of nodes) {
    const m = await scrapeMetrics(n.url);
    loop.push({
      p50: 1000 * m.get('nodejs_eventloop_lag_p50_seconds')!,
      p99: 1000 * m.get('nodejs_eventloop_lag_p99_seconds')!,
      max: 1000 * m.get('nodejs_eventloop_lag_max_seconds')!,
    });
  }
  const rss = nodes.map((n) => rssMb(n.proc.pid));
  await sleep(GRACE_MS);

  const got = new Map<number, number[][]>(); // orderId → per node → arrival times
  let closed = 0;
  const closedBy: Record<string, number> = {};
  for (const [n, ws] of workersOf.entries())
    for (const w of ws) {
      const r = await w.ask<Frames>({ op: 'collect' });
      closed += r.closed;
      for (const [k, v] of Object.entries(r.closedBy)) closedBy[k] = (closedBy[k] ?? 0) + v;
      for (const [orderId, , at] of r.frames) {
        let byNode = got.get(orderId);
        if (!byNode) got.set(orderId, (byNode = nodes.map(() => [])));
        byNode[n]!.push(at);
      }
    }
  const lat: number[] = [];
  const latByNode: number[][] = nodes.map(() => []);
  const windows: number[][] = [];
  let frames = 0;
  let beforeReturn = 0;
  for (const p of placed) {
    const byNode = got.get(p.orderId) ?? [];
    for (const [n, ats] of byNode.entries())
      for (const at of ats) {
        const ms = at - p.createdAt;
        lat.push(ms);
        latByNode[n]!.push(ms);
        (windows[Math.floor((p.sentAt - t0) / (WINDOW_S * 1000))] ??= []).push(ms);
        frames++;
        if (at < p.returnedAt) beforeReturn++;
      }
  }
  const expected = placed.length * PER_STORE * nodes.length;
  return {
    p50: percentile(lat, 50),
    p95: percentile(lat, 95),
    max: lat.length ? Math.max(...lat) : NaN,
    windowsP95: windows.filter((w) => w?.length).map((w) => percentile(w, 95)),
    byNode: latByNode.map((l) => percentile(l, 95)),
    frames,
    expected,
    lost: expected - frames,
    closed,
    closedBy: Object.entries(closedBy)
      .map(([k, v]) => `${v}× ${k}`)
      .join('; '),
    orders: placed.length,
    failed: [...failed].map(([k, v]) => `${v}× ${k}`).join('; '),
    createP95: percentile(
      placed.map((p) => p.returnedAt - p.sentAt),
      95,
    ),
    beforeReturn,
    answered: {
      p50: percentile(
        placed.map((p) => p.returnedAt - p.createdAt),
        50,
      ),
      p95: percentile(
        placed.map((p) => p.returnedAt - p.createdAt),
        95,
      ),
    },
    loop,
    nodes: nodes.map((_, i) => ({ cpu: cpu[i]!, rss: rss[i]! })),
    pgCores,
    machine: (m1.busy - m0.busy) / (m1.total - m0.total),
  };
}

export async function sockets(): Promise<Figure[]> {
  if (!(await postgresAvailable()))
    return [
      {
        figure: 'sockets PostgreSQL: not measured',
        value: NaN,
        unit: '',
        target: '—',
        note: 'no PostgreSQL on 127.0.0.1:5432',
      },
    ];
  const pgdb = await createPgDatabase();
  const nodes: RunningServer[] = [];
  const workers: Worker[] = [];
  let timer: NodeJS.Timeout | undefined;
  const cleanUp = async () => {
    for (const w of workers) w.kill();
    // The nodes' own words (errors, refusals) for a look after the run.
    mkdirSync(join(ROOT, '.bench'), { recursive: true });
    for (const [i, n] of nodes.entries())
      writeFileSync(join(ROOT, `.bench/sockets-node-${'AB'[i]}.log`), n.output());
    for (const n of nodes) await n.stop();
    await pgdb.drop();
  };
  try {
    return await Promise.race([
      run(pgdb.url, nodes, workers),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`sockets bench over ${DEADLINE_MS / 1000} s`)),
          DEADLINE_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
    await cleanUp();
  }
}

async function run(dbUrl: string, nodes: RunningServer[], workers: Worker[]): Promise<Figure[]> {
  // The channel's per-key and per-address limits are for the open internet; one address sends all here.
  const env: Record<string, string> = {
    DATABASE_URL: dbUrl,
    SEED_DEMO: '1',
    CHANNEL_ORDERS_PER_MINUTE: '100000',
  };
  // BENCH_CPU_PROF=<dir>: each node writes a V8 CPU profile there when it exits (a look at where its time goes).
  if (process.env.BENCH_CPU_PROF)
    env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}`;
  const dbName = dbUrl.slice(dbUrl.lastIndexOf('/') + 1);
  const a = await startServer({ env });
  nodes.push(a);
  const stores = await seedStores(dbUrl);
  if (stores.length !== STORES) throw new Error(`seeded ${stores.length} stores, not ${STORES}`);
  let t0 = performance.now();
  for (let i = 0; i < stores.length; i += LOGINS_AT_ONCE)
    await Promise.all(
      stores.slice(i, i + LOGINS_AT_ONCE).map(async (s) => (s.token = await apiLogin(a.url, s.userId))),
    );
  const loginS = (performance.now() - t0) / 1000;

  await sleep(1_000);
  const rss0 = rssMb(a.proc.pid);
  const heap0 = (await scrapeMetrics(a.url)).get('nodejs_heap_size_used_bytes')! / 2 ** 20;
  const onA = await openSockets(a, stores);
  workers.push(...onA.workers);
  await sleep(2_000);
  const metricsA = await scrapeMetrics(a.url);
  const rss1 = rssMb(a.proc.pid);
  const heap1 = metricsA.get('nodejs_heap_size_used_bytes')! / 2 ** 20;
  const heldA = metricsA.get('ws_open_sockets')!;
  const one = await measure([a], [onA.workers], stores, dbName);

  t0 = performance.now();
  const b = await startServer({ env });
  nodes.push(b);
  const startBS = (performance.now() - t0) / 1000;
  await sleep(1_000);
  const rssB0 = rssMb(b.proc.pid);
  const onB = await openSockets(b, stores);
  workers.push(...onB.workers);
  await sleep(2_000);
  const rssB1 = rssMb(b.proc.pid);
  const heldB = (await scrapeMetrics(b.url)).get('ws_open_sockets')!;
  const two = await measure([a, b], [onA.workers, onB.workers], stores, dbName);

  const n1 = STORES * PER_STORE;
  const perSocketKb = (before: number, after: number, n: number) => round(((after - before) * 1024) / n, 1);
  const ms = (v: number) => round(v, 1);
  const loopNote = (r: RunResult) =>
    r.loop
      .map((l, i) => `node ${'AB'[i]} p50 ${ms(l.p50)} / p99 ${ms(l.p99)} / max ${ms(l.max)} ms`)
      .join(', ');
  const cpuNote = (r: RunResult) =>
    `${r.nodes.map((n, i) => `node ${'AB'[i]} ${round(n.cpu, 2)}`).join(' + ')} cores, PostgreSQL ${round(r.pgCores, 2)} cores, machine ${round(100 * r.machine, 0)} % busy`;
  const runNote = (r: RunResult) =>
    `${r.orders} orders in ${SECONDS} s${r.failed ? ` (failed: ${r.failed})` : ''}; p50 ${ms(r.p50)}, max ${ms(r.max)} ms; created → answer at the caller p50 ${ms(r.answered.p50)} / p95 ${ms(r.answered.p95)} ms, create call p95 ${ms(r.createP95)} ms (${round((100 * r.beforeReturn) / Math.max(1, r.frames), 0)} % of frames arrived before it returned)`;
  return [
    {
      figure: `sockets 1 node: ${n1} tablet sockets held`,
      value: heldA,
      unit: 'sockets',
      target: `${n1}`,
      note: `${onA.open} opened, ${onA.authenticated} answered the app's ping, in ${round(onA.ms / 1000)} s (2 load processes, 50 handshakes at once each)${onA.errors ? `; errors: ${onA.errors}` : ''}; 200 logins (one per store, its token shared by the store's 10 tablets) took ${round(loginS)} s`,
    },
    {
      figure: `sockets 1 node: order created → frame at the tablet p95 (${RATE} orders/s, ${n1} sockets)`,
      value: ms(one.p95),
      unit: 'ms',
      target: '≤ 100',
      spread: `${WINDOW_S} s windows: ${spreadOf(one.windowsP95)}`,
      note: runNote(one),
    },
    {
      figure: 'sockets 1 node: frames lost',
      value: one.lost,
      unit: 'frames',
      target: '0',
      note: `${one.frames} of ${one.expected} frames received; ${one.closed} sockets closed so far${one.closedBy ? ` (${one.closedBy})` : ''}`,
    },
    {
      figure: 'sockets 1 node: memory per socket (RSS)',
      value: perSocketKb(rss0, rss1, n1),
      unit: 'KB',
      target: '—',
      note: `node RSS ${round(rss0, 0)} MB idle after logins → ${round(rss1, 0)} MB with ${n1} sockets → ${round(one.nodes[0]!.rss, 0)} MB after the orders; JS heap used ${round(heap0, 0)} → ${round(heap1, 0)} MB (${perSocketKb(heap0, heap1, n1)} KB a socket); node B: ${round(rssB0, 0)} → ${round(rssB1, 0)} MB with ${n1} sockets (${perSocketKb(rssB0, rssB1, n1)} KB a socket)`,
    },
    {
      figure: 'sockets 1 node: event-loop delay p99 during the orders',
      value: ms(one.loop[0]!.p99),
      unit: 'ms',
      target: '—',
      note: `${loopNote(one)} (monitorEventLoopDelay, /metrics); CPU: ${cpuNote(one)}`,
    },
    {
      figure: `sockets 2 nodes: order created → frame at the tablet p95 (${RATE} orders/s, ${2 * n1} sockets)`,
      value: ms(two.p95),
      unit: 'ms',
      target: '≤ 100',
      spread: `${WINDOW_S} s windows: ${spreadOf(two.windowsP95)}`,
      note: `${runNote(two)}; orders through A and B in turn, each store 10 tablets on each node; p95 at tablets on A ${ms(two.byNode[0]!)}, on B ${ms(two.byNode[1]!)} ms; held ${heldA} + ${heldB} sockets (on B ${onB.open} opened, ${onB.authenticated} answered the ping${onB.errors ? `, errors: ${onB.errors}` : ''}; B started in ${round(startBS)} s)`,
    },
    {
      figure: 'sockets 2 nodes: frames lost',
      value: two.lost,
      unit: 'frames',
      target: '0',
      note: `${two.frames} of ${two.expected} frames received; ${two.closed} sockets closed so far${two.closedBy ? ` (${two.closedBy})` : ''}`,
    },
    {
      figure: 'sockets 2 nodes: event-loop delay p99 during the orders (worse node)',
      value: ms(Math.max(...two.loop.map((l) => l.p99))),
      unit: 'ms',
      target: '—',
      note: `${loopNote(two)}; CPU: ${cpuNote(two)}; RSS A ${round(two.nodes[0]!.rss, 0)} MB, B ${round(two.nodes[1]!.rss, 0)} MB under load`,
    },
  ];
}
