/**
 * Issue 27 §5: backend cold start to `/readyz` 200 and the node's memory at idle, on embedded PGlite
 * and on PostgreSQL, each on a fresh store and again on the store the first start left.
 *
 * The compiled server as `npm start` runs it (`node --enable-source-maps dist-server/start.mjs
 * --no-build`, the bundle built once before the clock starts). Timed from spawn to the first 200 of
 * GET /readyz (polled every 20 ms on a port chosen beforehand): the process start, module loading,
 * opening the database, migrations, the demo seed where there is one, listening, and the first LISTEN
 * on PostgreSQL. Fresh PGlite = an empty DATA_DIR (the embedded database seeds the demo on its first
 * start; measured once, it is slow); fresh PostgreSQL = an empty throw-away database with SEED_DEMO=1
 * (migrations + the same demo).
 * RSS is read from /proc 2 s after ready, nothing asked of the node meanwhile. RSS under the socket
 * load is the `sockets` bench's.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server.mjs';
import { freePort, ROOT } from '../e2e/harness';
import { createPgDatabase, postgresAvailable } from '../server/helpers';
import { cpuMs, rssMb, scrapeMetrics } from './proc-stats';
import { median, reps, round, spreadOf, type Figure } from './stats';

/** A first embedded start took 70 s at load average 15 on the shared 2-core machine. */
const READY_TIMEOUT_MS = 240_000;
const IDLE_MS = 2_000;

interface Start {
  readyMs: number;
  cpuToReady: number;
  rss: number;
  /** Event-loop delay at idle (prom-client's monitorEventLoopDelay: its 10 ms sampling is in the figure). */
  loopP50: number;
  loopP99: number;
}

async function startOnce(bundle: string, env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  delete childEnv.SIMULATE;
  Object.assign(childEnv, { PORT: String(port), HOST: '127.0.0.1', NO_COLOR: '1' }, env);
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['--enable-source-maps', bundle, '--no-build'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  proc.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  try {
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${err}`);
      if (performance.now() - t0 > READY_TIMEOUT_MS) throw new Error('not ready in time');
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const readyMs = performance.now() - t0;
    // CPU the start used (all its threads): unlike the wall time, hardly moved by other work on the machine.
    const cpuToReady = cpuMs(proc.pid);
    // The first scrape resets the event-loop histogram; the second reads the idle seconds after ready.
    await scrapeMetrics(`http://127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const rss = rssMb(proc.pid);
    const m = await scrapeMetrics(`http://127.0.0.1:${port}`);
    return {
      readyMs,
      cpuToReady,
      rss,
      loopP50: 1000 * m.get('nodejs_eventloop_lag_p50_seconds')!,
      loopP99: 1000 * m.get('nodejs_eventloop_lag_p99_seconds')!,
    };
  } finally {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill('SIGTERM');
      const t = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(t);
    }
  }
}

export async function startMemory(): Promise<Figure[]> {
  const bundle = await buildServer();
  const runs = reps(3, 1);
  const results: Record<string, Start[]> = {
    'PGlite fresh': [],
    'PGlite existing': [],
    'PostgreSQL fresh': [],
    'PostgreSQL existing': [],
  };
  const pgThere = await postgresAvailable();
  // The embedded first start (migrations + demo seed in PGlite) is the slow one: once, then the
  // restarts on its directory.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'counter-bench-start-'));
  try {
    results['PGlite fresh']!.push(await startOnce(bundle, { DATA_DIR: dataDir }));
    for (let i = 0; i < runs; i++)
      results['PGlite existing']!.push(await startOnce(bundle, { DATA_DIR: dataDir }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  for (let i = 0; i < runs && pgThere; i++) {
    const pgdb = await createPgDatabase();
    // PostgreSQL keeps no files in DATA_DIR, but the node writes nothing outside it either way.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'counter-bench-start-'));
    try {
      const env = { DATABASE_URL: pgdb.url, SEED_DEMO: '1', DATA_DIR: dir };
      results['PostgreSQL fresh']!.push(await startOnce(bundle, env));
      results['PostgreSQL existing']!.push(await startOnce(bundle, env));
    } finally {
      await pgdb.drop();
      await rm(dir, { recursive: true, force: true });
    }
  }
  const figures: Figure[] = [];
  for (const [name, rs] of Object.entries(results)) {
    if (!rs.length) {
      figures.push({
        figure: `start ${name}: not measured`,
        value: NaN,
        unit: '',
        target: '—',
        note: 'no PostgreSQL on 127.0.0.1:5432',
      });
      continue;
    }
    const ready = rs.map((r) => r.readyMs);
    const rss = rs.map((r) => r.rss);
    const what = name.endsWith('fresh')
      ? name.startsWith('PGlite')
        ? 'empty DATA_DIR: migrations + demo seed'
        : 'empty database, SEED_DEMO=1: migrations + demo seed'
      : 'restart on what the fresh start left';
    figures.push(
      {
        figure: `start ${name}: spawn → /readyz 200`,
        value: round(median(ready), 0),
        unit: 'ms',
        target: '—',
        spread: spreadOf(ready, 0),
        note: `${what}; CPU used to ready ${round(median(rs.map((r) => r.cpuToReady)) / 1000, 1)} s (median)`,
      },
      {
        figure: `start ${name}: RSS at idle`,
        value: round(median(rss), 0),
        unit: 'MB',
        target: '—',
        spread: spreadOf(rss, 0),
        note: `${IDLE_MS / 1000} s after ready; event-loop delay meanwhile p50 ${round(median(rs.map((r) => r.loopP50)), 1)} / p99 ${round(median(rs.map((r) => r.loopP99)), 1)} ms (idle: the monitor's 10 ms sampling interval)`,
      },
    );
  }
  return figures;
}
