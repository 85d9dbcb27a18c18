/**
 * Does this browser reuse V8's code cache for our kind of script? The same synthetic script (3,000
 * small functions, all called on load) as a classic script and as a module script, both cached by a
 * service worker at install and served from it, as the app's chunks are. Each is loaded twice to warm
 * every cache, then in new tabs of the same persistent profile (as the installed app starts); a trace
 * says whether V8 consumed a code cache and how long running the script took. The app ships modules:
 * if modules get no cache here, every start compiles the app's code again (docs/benchmarks.md).
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness';
import { median, reps, round, spreadOf, type Figure } from './stats';

const FUNCTIONS = 3_000;

function writeSite(dir: string): void {
  const body = Array.from(
    { length: FUNCTIONS },
    (_, i) => `function f${i}(a){let s=0;for(let j=0;j<a;j++)s+=j*${i};return s+${i};}`,
  ).join('\n');
  const calls = `let t=0;\n${Array.from({ length: FUNCTIONS }, (_, i) => `t+=f${i}(3);`).join('\n')}\nwindow.__ran=t;\n`;
  writeFileSync(path.join(dir, 'classic.js'), body + calls);
  writeFileSync(path.join(dir, 'module.js'), `${body + calls}export {};\n`);
  writeFileSync(
    path.join(dir, 'sw.js'),
    `self.addEventListener('install', (e) => e.waitUntil(caches.open('c').then((c) => c.addAll(['/classic.js', '/module.js'])).then(() => self.skipWaiting())));
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => { const p = new URL(e.request.url).pathname; if (p === '/classic.js' || p === '/module.js') e.respondWith(caches.match(p).then((r) => r || fetch(e.request))); });`,
  );
  const page = (script: string) =>
    `<!doctype html><script>navigator.serviceWorker.register('/sw.js')</script>${script}`;
  writeFileSync(path.join(dir, 'classic.html'), page(`<script src="/classic.js"></script>`));
  writeFileSync(
    path.join(dir, 'module.html'),
    page(`<script type="module" crossorigin src="/module.js"></script>`),
  );
}

/** One load in a new tab: whether V8 consumed a code cache, and the script's run (evaluation) time. */
async function load(ctx: BrowserContext, url: string, kind: 'classic' | 'module') {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const complete = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream!)),
  );
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8,v8.execute',
    transferMode: 'ReturnAsStream',
  });
  await page.goto(`${url}/${kind}.html`);
  await page.waitForFunction(() => (window as { __ran?: number }).__ran !== undefined);
  await cdp.send('Tracing.end');
  const handle = await complete;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await page.close();
  type Ev = { name: string; dur?: number; args?: { data?: { url?: string; consumedCacheSize?: number } } };
  const events = (JSON.parse(text) as { traceEvents: Ev[] }).traceEvents;
  const compile = events.find(
    (e) => /^v8\.compile(Module)?$/.test(e.name) && String(e.args?.data?.url).endsWith(`/${kind}.js`),
  );
  const run = events
    .filter((e) => (kind === 'module' ? e.name === 'v8.evaluateModule' : e.name === 'v8.run'))
    .reduce((longest, e) => Math.max(longest, (e.dur ?? 0) / 1000), 0);
  return { cached: (compile?.args?.data?.consumedCacheSize ?? 0) > 0, run };
}

export async function codeCache(): Promise<Figure[]> {
  const site = await mkdtemp(path.join(os.tmpdir(), 'counter-cc-site-'));
  const profile = await mkdtemp(path.join(os.tmpdir(), 'counter-cc-profile-'));
  writeSite(site);
  const server = createServer((req, res) => {
    const file = new URL(req.url ?? '/', 'http://x').pathname;
    readFile(path.join(site, path.basename(file))).then(
      (body) => {
        res.writeHead(200, {
          'content-type': file.endsWith('.js') ? 'text/javascript' : 'text/html',
          'cache-control': 'no-cache',
        });
        res.end(body);
      },
      () => {
        res.writeHead(404);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const figures: Figure[] = [];
    for (const kind of ['classic', 'module'] as const) {
      // Install the worker (it caches both scripts), then two loads to warm every cache.
      for (let i = 0; i < 3; i++) await load(ctx, url, kind);
      const runs = [];
      for (let i = 0; i < reps(4, 2); i++) runs.push(await load(ctx, url, kind));
      const times = runs.map((r) => r.run);
      const cached = runs.filter((r) => r.cached).length;
      figures.push({
        figure: `V8 code cache: a ${kind} script served by the service worker, run time`,
        value: round(median(times)),
        unit: 'ms',
        target: '—',
        spread: spreadOf(times),
        note: `${FUNCTIONS} functions called on load; code cache consumed in ${cached} of ${runs.length} new tabs (persistent profile, after 3 warm-up loads)`,
      });
    }
    return figures;
  } finally {
    await ctx.close();
    server.close();
    await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    await rm(site, { recursive: true, force: true });
  }
}
