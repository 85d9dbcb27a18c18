/**
 * `npm run bench`: every figure the issues name, measured in one run, printed as one table and
 * written to .bench/results.json. Nothing here passes or fails: these are measurements.
 *
 *   npx tsx tests/bench/run.ts                 # everything (< 10 minutes on the 2-core box)
 *   npx tsx tests/bench/run.ts bundle server   # only the named figures
 *   BENCH_QUICK=1 npm run bench                # one repetition each, fewer orders (a smoke run)
 *
 * Needs a built client in dist/ (`npx vite build`) and, for the PostgreSQL server figures, the local
 * PostgreSQL on 127.0.0.1:5432 (skipped with a note when it is not there).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, ROOT, startServer, type RunningServer } from '../e2e/harness';
import { bundle } from './bundle';
import { codeCache } from './code-cache';
import { lighthouseScores } from './lighthouse';
import { lighthouseFloor } from './lighthouse-floor';
import { manyOrders } from './many-orders';
import { networkBack } from './network-back';
import { offlineStart } from './offline-start';
import { orderToCard } from './order-to-card';
import { imageGet } from './image-get';
import { serverCluster } from './server-cluster';
import { serverList } from './server-list';
import { sockets } from './sockets';
import { serverSize } from './server-size';
import { startBlocking } from './start-blocking';
import { startMemory } from './start-memory';
import { tapsBlocked } from './taps-blocked';
import { rushInp } from './rush-inp';
import { QUICK, round, type Figure } from './stats';

interface Shared {
  server(): Promise<RunningServer>;
  browser(): Promise<Browser>;
}
const BENCHES: { name: string; run(s: Shared): Promise<Figure[]> }[] = [
  { name: 'bundle', run: async (s) => bundle(await s.server(), await s.browser()) },
  { name: 'lighthouse', run: async (s) => lighthouseScores(await s.server()) },
  // Needs no server of ours: a bare framework page of its own, the floor under the two figures above.
  { name: 'lighthouse-floor', run: async () => lighthouseFloor() },
  // Issue 27 §1: whether this browser reuses compiled code for module scripts (no server of ours).
  { name: 'code-cache', run: async () => codeCache() },
  { name: 'start-blocking', run: async (s) => startBlocking(await s.server()) },
  { name: 'offline-start', run: async (s) => offlineStart(await s.server(), await s.browser()) },
  { name: 'network-back', run: async (s) => networkBack(await s.server(), await s.browser()) },
  {
    name: 'order-to-card',
    run: async (s) =>
      orderToCard(
        await s.server(),
        await s.browser(),
        Number(process.env.BENCH_ORDERS ?? (QUICK ? 20 : 100)),
      ),
  },
  // Runs on a server of its own: 500 open orders would change every figure measured after it.
  { name: 'many-orders', run: async (s) => manyOrders(await s.browser()) },
  { name: 'server', run: async () => serverList() },
  // Issue 21: servers of their own (compiled, DATABASE_URL) on throw-away PostgreSQL databases.
  { name: 'server-cluster', run: async () => serverCluster() },
  // Issue 27 §3: nodes, database and socket load processes of its own.
  { name: 'sockets', run: async () => sockets() },
  { name: 'start-memory', run: async () => startMemory() },
  // Issue 27 §4/§5: 1,000,000 orders in 200 stores, on a throw-away PostgreSQL database and in PGlite.
  { name: 'server-size', run: async () => serverSize() },
  { name: 'images', run: async () => imageGet() },
  // Issue 23: a server of its own (its accepted orders would change the other figures).
  { name: 'taps-blocked', run: async (s) => tapsBlocked(await s.browser()) },
  // Issue 27 §2: a server of its own (500 open orders, one more per second).
  { name: 'rush-inp', run: async (s) => rushInp(await s.browser()) },
];

const only = process.argv.slice(2);
const unknown = only.filter((n) => !BENCHES.some((b) => b.name === n));
if (unknown.length) {
  console.error(`unknown bench ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`);
  process.exit(2);
}

let server: Promise<RunningServer> | undefined;
let browser: Promise<Browser> | undefined;
const shared: Shared = {
  server: () => (server ??= startServer()),
  browser: () => (browser ??= launchBrowser()),
};

const figures: Figure[] = [];
const timings: string[] = [];
const started = Date.now();
const load0 = loadavg()[0]!;
try {
  for (const b of BENCHES) {
    if (only.length && !only.includes(b.name)) continue;
    const t0 = Date.now();
    console.log(`[bench] ${b.name} …`);
    try {
      figures.push(...(await b.run(shared)));
    } catch (err) {
      // One broken figure must not lose the others; it is reported as not measured.
      console.error(`[bench] ${b.name} failed:`, err);
      figures.push({
        figure: `${b.name}: not measured`,
        value: NaN,
        unit: '',
        target: '—',
        note: String(err instanceof Error ? err.message : err).split('\n')[0],
      });
    }
    timings.push(`${b.name} ${round((Date.now() - t0) / 1000)} s`);
  }
} finally {
  await (await browser?.catch(() => undefined))?.close();
  await (await server?.catch(() => undefined))?.stop();
}

const rows = figures.map((f) => [
  f.figure,
  `${f.value} ${f.unit}`.trim(),
  f.target,
  f.spread ?? '',
  f.note ?? '',
]);
const header = ['figure', 'value', 'target', 'spread', 'note'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
for (const r of rows) console.log(line(r));
const machine = `${cpus().length} cores, load average ${round(load0, 2)} at start / ${round(loadavg()[0]!, 2)} at end${QUICK ? ', BENCH_QUICK' : ''}`;
console.log(`\n${machine}; took ${round((Date.now() - started) / 1000)} s (${timings.join(', ')})`);
mkdirSync(join(ROOT, '.bench'), { recursive: true });
writeFileSync(
  join(ROOT, '.bench/results.json'),
  JSON.stringify({ at: new Date().toISOString(), machine, timings, figures }, null, 2),
);
console.log('written to .bench/results.json');
// The table is the figures; how each is measured, what was tried and what moved them is written up here.
console.log('how each figure is measured, and what moved it: docs/benchmarks.md');
