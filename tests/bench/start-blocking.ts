/**
 * Main-thread blocking at start-up on a real 4× slower CPU: the figure behind Lighthouse's TBT, but
 * measured on the page itself rather than simulated, and over enough starts to show a change. Logged
 * in, service worker warm, each start a navigation to /order-list with Chromium's CPU throttling on; a
 * trace of the page's main thread for the first 5 s gives every task, and blocking is the sum of
 * (task − 50 ms), as Lighthouse counts it.
 *
 * Two kinds of start, because they differ 4–9× or more (cold 0.7–1.6 s, warm 0.1–0.2 s median on one
 * machine here; cold 0.4 s, warm under 0.01 s on one 3–4× faster):
 * - cold: each start in a new tab, so a new renderer whose V8 has compiled nothing yet, as when the
 *   tablet opens the installed app after the system closed it. The profile is a persistent one, as
 *   the installed app's is, so Chrome's code cache can work as it does there (Playwright's newContext
 *   is an incognito one).
 * - warm: the same tab navigated again (about:blank, then /order-list), which reuses the renderer and
 *   V8's in-memory compilation cache, as a reload after an update does.
 * On this 2-core machine single starts vary about 2×, and so do cold runs' medians: compare only
 * medians of runs made side by side.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, login, persistentTabletContext, swReady, type RunningServer } from '../e2e/harness';
import type { TraceEvent } from './long-tasks';
import { median, reps, round, spreadOf, type Figure } from './stats';

const CPU_SLOWDOWN = 4;
const WINDOW_MS = 5_000;

/** Blocking time and the longest task (ms) of the page's main thread in one trace. */
export function blockingOf(events: TraceEvent[], pageUrl: string): { blocking: number; longest: number } {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(pageUrl),
  );
  if (!nav) throw new Error('no navigation to the page in the trace');
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === nav.pid &&
      e.tid === nav.tid &&
      e.ts >= nav.ts &&
      e.ts <= nav.ts + WINDOW_MS * 1000,
  );
  let blocking = 0;
  let longest = 0;
  for (const t of tasks) {
    const ms = (t.dur ?? 0) / 1000;
    if (ms > 50) blocking += ms - 50;
    longest = Math.max(longest, ms);
  }
  return { blocking, longest };
}

/** Blocking and longest task of one traced start of `url` in `page`, at 4× CPU. */
async function tracedStart(context: BrowserContext, page: Page, url: string) {
  const browser = context.browser();
  if (!browser) throw new Error('no browser to trace with');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(url);
  // Only waiting: a locator would run Playwright's own script in the page, inside the window.
  await page.waitForTimeout(WINDOW_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return blockingOf(trace.traceEvents, url);
}

export async function startBlocking(server: RunningServer): Promise<Figure[]> {
  const profile = await persistentTabletContext(server.url);
  const { context } = profile;
  try {
    let page = context.pages()[0] ?? (await context.newPage());
    await login(page, server.url, 'store1', DEMO_PASSWORD);
    await page.locator('[data-testid="order-card"]').first().waitFor();
    await swReady(page);
    // Lighthouse's measure of this machine's CPU, taken the same way (in the page, unthrottled): these
    // figures scale with it, so they are only comparable between machines alongside it.
    const benchmarkIndex = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const url = `${server.url}/order-list`;
    const runs = {
      cold: { blocking: [] as number[], longest: [] as number[] },
      warm: { blocking: [] as number[], longest: [] as number[] },
    };
    // The two kinds alternate, so both see the same machine load.
    for (let i = 0; i < reps(12, 2); i++) {
      for (const kind of ['cold', 'warm'] as const) {
        if (kind === 'cold') {
          await page.close();
          page = await context.newPage();
        } else {
          await page.goto('about:blank');
        }
        const r = await tracedStart(context, page, url);
        runs[kind].blocking.push(round(r.blocking, 0));
        runs[kind].longest.push(round(r.longest, 0));
      }
    }
    const figure = (kind: 'cold' | 'warm', what: string): Figure => ({
      figure: `start-up main-thread blocking at ${CPU_SLOWDOWN}× CPU, /order-list, ${kind}`,
      value: median(runs[kind].blocking),
      unit: 'ms',
      target: '—',
      spread: spreadOf(runs[kind].blocking, 0),
      note: `${what}; Σ(task − 50 ms) over the first ${WINDOW_MS / 1000} s of a logged-in start (SW warm), real throttling, host benchmark index ${benchmarkIndex}; longest task median ${median(runs[kind].longest)} ms (${spreadOf(runs[kind].longest, 0)})`,
    });
    return [
      figure('cold', 'new tab (new renderer), persistent profile'),
      figure('warm', 'same tab again (renderer reused)'),
    ];
  } finally {
    await profile.close();
  }
}
