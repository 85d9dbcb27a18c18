/**
 * Lighthouse 12 performance score, default mobile profile (simulated Moto G Power, slow 4G), on /login
 * (storage reset: a first visit) and on /order-list logged in. The logged-in session is set in the
 * same Chromium through playwright-core over CDP, then Lighthouse runs with disableStorageReset so the
 * session (and the service worker, as on the real tablet) is kept. Our own Debian Chromium is launched
 * with a remote-debugging port; chrome-launcher is not a dependency of the project.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path, { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DEMO_PASSWORD,
  freePort,
  login,
  ROOT,
  swReady,
  type RunningServer,
} from '../e2e/harness';
import { median, reps, round, spreadOf, type Figure } from './stats';

async function waitForDevtools(port: number): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error('Chromium did not open its debugging port');
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface Run {
  lhr: unknown;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

async function audit(url: string, port: number, keepStorage: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error('lighthouse returned nothing');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id: string) => round(lhr.audits[id]?.numericValue ?? NaN, 0);
  return {
    lhr,
    score: round((lhr.categories.performance?.score ?? NaN) * 100, 0),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
  };
}

export const describeRuns = (runs: Run[]) => {
  const mid = (k: Exclude<keyof Run, 'lhr'>) => median(runs.map((r) => r[k]));
  return `median FCP ${mid('fcp')} ms, LCP ${mid('lcp')} ms, TBT ${mid('tbt')} ms (simulated)`;
};

/** Our Debian Chromium with a debugging port, for Lighthouse to drive; closed (and its profile removed) after `use`. */
export async function withLighthouseChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'counter-lh-'));
  const proc = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${dir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevtools(port);
    return await use(port);
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once('exit', r)));
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** `n` audits of one URL; without `keepStorage` the origin's storage is reset before each (a first visit). */
export async function auditRuns(url: string, port: number, n: number, keepStorage = false): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 0; i < n; i++) runs.push(await audit(url, port, keepStorage));
  return runs;
}

export const scoresOf = (runs: Run[]) => runs.map((r) => r.score);

export async function lighthouseScores(server: RunningServer): Promise<Figure[]> {
  return withLighthouseChromium(async (port) => {
    // Five runs: on the 2-core machine one run's simulated blocking time can swing by a third.
    const n = reps(5);
    const loginRuns = await auditRuns(`${server.url}/login`, port, n);

    // Log in like a person in the same browser, then audit the board with that session kept.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = cdp.contexts()[0]!;
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, server.url, 'store1', DEMO_PASSWORD);
    await page.locator('[data-testid="order-card"]').first().waitFor();
    await swReady(page);
    await page.close();
    const listRuns = await auditRuns(`${server.url}/order-list`, port, n, true);
    await cdp.close();

    // The last report of each page, for the opportunities and diagnostics behind the score.
    mkdirSync(join(ROOT, '.bench'), { recursive: true });
    writeFileSync(join(ROOT, '.bench/lighthouse-login.json'), JSON.stringify(loginRuns.at(-1)!.lhr));
    writeFileSync(join(ROOT, '.bench/lighthouse-order-list.json'), JSON.stringify(listRuns.at(-1)!.lhr));
    return [
      {
        figure: 'Lighthouse performance (mobile), /login',
        value: median(scoresOf(loginRuns)),
        unit: '',
        target: '≥ 95',
        spread: spreadOf(scoresOf(loginRuns), 0),
        note: `first visit; ${describeRuns(loginRuns)}`,
      },
      {
        figure: 'Lighthouse performance (mobile), /order-list logged in',
        value: median(scoresOf(listRuns)),
        unit: '',
        target: '≥ 95',
        spread: spreadOf(scoresOf(listRuns), 0),
        note: `session and service worker kept; ${describeRuns(listRuns)}`,
      },
    ];
  });
}
