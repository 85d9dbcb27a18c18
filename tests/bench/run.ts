/**
 * `npm run bench`: every figure the issues name, measured in one run, printed as one table and
 * written to .bench/results.json. Nothing here passes or fails: these are measurements.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, ROOT, startServer } from '../e2e/harness';
import { orderToCard } from './order-to-card';
import type { Figure } from './stats';

const only = process.argv.slice(2);
const want = (name: string) => !only.length || only.includes(name);

const figures: Figure[] = [];
const server = await startServer();
const browser = await launchBrowser();
try {
  if (want('order-to-card')) figures.push(...(await orderToCard(server, browser, Number(process.env.BENCH_ORDERS ?? 100))));
} finally {
  await browser.close();
  await server.stop();
}

const rows = figures.map((f) => [f.figure, `${f.value} ${f.unit}`, f.target, f.spread ?? '', f.note ?? '']);
const header = ['figure', 'value', 'target', 'spread', 'note'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
for (const r of rows) console.log(line(r));
mkdirSync(join(ROOT, '.bench'), { recursive: true });
writeFileSync(join(ROOT, '.bench/results.json'), JSON.stringify({ at: new Date().toISOString(), figures }, null, 2));
console.log(`\nwritten to .bench/results.json`);
