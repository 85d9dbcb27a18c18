/**
 * Child of tests/bench/server-size.ts (issue 27 §5): the server started on a PGlite data directory
 * the parent loaded with 1M orders, in a process of its own; the same calls timed, the RSS at idle
 * (after a forced GC) and its peak while serving. Prints one JSON line: { startMs, idle, peak, figures }.
 */
import { buildApp } from '../../server/app';
import { calls, login, timeRounds } from './server-size-calls';
import type { Figure } from './stats';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: server-size-pglite.ts <dataDir>');
const t0 = performance.now();
const built = await buildApp({ dataDir, tokenSecret: 'bench-secret', distDir: null });
const startMs = Math.round(performance.now() - t0);
try {
  const token = await login(built);
  global.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const figures: Figure[] = [];
  for (const c of calls()) {
    const t = await timeRounds(built, token, c, () => {
      peak = Math.max(peak, process.memoryUsage().rss);
    });
    figures.push({
      figure: `server-size PGlite: ${c.label} p95`,
      value: t.p95,
      unit: 'ms',
      target: c.target,
      spread: t.spread,
    });
  }
  console.log(JSON.stringify({ startMs, idle, peak, figures }));
} finally {
  await built.close();
}
