/**
 * Issue 27 §2: interaction latency in a rush. A server of its own with `count` open orders on store 1's
 * board; the app logged in at /order-list in Chromium with the CPU slowdown calibrated to the host
 * (Lighthouse's benchmark index, as lighthouse.ts calibration; applied with CDP
 * Emulation.setCPUThrottlingRate); new orders arrive through the API at one per second; a manager taps
 * the cards' next-status action as at the counter: accept (the card's button, then the dialog's
 * confirm), ready, complete — `taps` taps a run, `runs` runs, each on a tablet of its own (a new
 * context, the board loaded again) at the rate of the host's index read just before it.
 *
 * The figure is INP-style, from the page's Event Timing API: a PerformanceObserver of type 'event' with
 * durationThreshold 16 (installed before any page script), entries grouped by interactionId, the longest
 * entry's duration per interaction (input → next paint, as the browser measures it, rounded to 8 ms).
 * Each tap is matched to the interactions that appeared after it; a tap with none stayed under the
 * 16 ms threshold and counts as 16. Reported: the median of the runs' p95, with each run's p95 and the
 * p50 / p95 / max over all taps in the spread.
 *
 * Then "the first tap after the app wakes from 30 minutes hidden", on a second tablet context whose
 * clock is Playwright's (it runs in real time, so the app behaves as usual): the page is made hidden
 * (document.visibilityState overridden, visibilitychange fired), the clock jumps 30 minutes (every timer
 * due in that time fires once, as the tablet's would on waking), the page is frozen (CDP
 * Page.setWebLifecycleState) for two seconds while orders keep arriving, then made active and visible —
 * the app's wake-up work starts (the network-back refetch, stale queries, every card's elapsed time) —
 * and the first card's "ready" is tapped at once. Its INP-style duration is the figure, median of `wakes`.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { ko } from '../../src/i18n/ko';
import { api, apiLogin, DEMO_PASSWORD, login, startServer, type RunningServer } from '../e2e/harness';
import { tabletContext } from './browser-util';
import { interactions, observeInteractions, timesCovered, type Inp } from './event-timing';
import { fillBoard, instrument, placeRushOrder } from './many-orders';
import { benchmarkIndexIn, calibration } from './lighthouse';
import { median, percentile, QUICK, reps, round, spreadOf, type Figure } from './stats';

/** New orders at one per second until stopped, as customers order in a rush. */
function arrivals(url: string): { stop(): Promise<void>; placed(): number } {
  let placed = 0;
  let last: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    last = placeRushOrder(url, 1000 + placed).then(() => void (placed += 1));
  }, 1_000);
  return {
    async stop() {
      clearInterval(timer);
      await last.catch(() => undefined);
    },
    placed: () => placed,
  };
}

/** Closes a dialog over the board (the pause offer after missed orders); whether there was one. */
async function closeOffer(page: Page): Promise<boolean> {
  const open = page.locator('dialog[open]');
  if (!(await open.count())) return false;
  // Its close button, not Escape: an Escape pressed in the frame the dialog opened in was seen lost.
  await open.getByRole('button', { name: ko.common.close }).first().click();
  await open.waitFor({ state: 'detached' });
  return true;
}

const card = (page: Page, column: number) =>
  page.locator(`[data-testid="column-${column}"] [data-testid="order-card"]`).first();

/** One tap's interaction: its longest Event Timing entry (see event-timing.ts). */
type Interaction = Inp['byId'][string];
/** How long each click that could not land within 5 s waited for the page (ms), until taken. */
const stalls: number[] = [];
/** The note's words for the stalls since the last call (empty when none). */
function stallsNote(): string {
  const waits = stalls.splice(0);
  return waits.length
    ? `; clicks that waited over 5 s for the page: ${waits.length}× (longest ${round(Math.max(...waits) / 1000, 1)} s)`
    : '';
}
/** Under the 16 ms threshold, no entry is reported: such a tap counts as 16. */
const UNDER_THRESHOLD: Interaction = { duration: 16, name: 'pointerdown', delay: 0, processing: 0 };

/**
 * Taps one step and waits until its card has moved (or, for the dialog, until it is open). Returns the
 * tap's interaction (INP-style: its longest entry), UNDER_THRESHOLD when none was reported.
 */
async function tap(
  page: Page,
  seen: Set<string>,
  target: ReturnType<Page['locator']>,
  done: () => Promise<unknown>,
  /** A tap on a card, not in a dialog: a pause offer that opened over the board is closed first. */
  onBoard = true,
): Promise<Interaction> {
  if (onBoard) await closeOffer(page);
  await resetRenders(page);
  // On the board, the pause offer can open between that check and the tap (its watch runs every
  // second): the tap is then taken again once the offer is closed. With no offer in the way the page
  // did not let the click land in 5 s (seen once in a slow phase): the click is waited out and the
  // wait counted in the note, and the tap's own Event Timing entry is still the figure.
  const asked = Date.now();
  try {
    await target.click({ timeout: onBoard ? 5_000 : undefined });
  } catch (err) {
    if (!onBoard) throw err;
    const offer = await closeOffer(page);
    await target.click();
    if (!offer) stalls.push(Date.now() - asked);
  }
  await done();
  // Entries are delivered after the interaction's next paint: give them a moment.
  let fresh: Interaction[] = [];
  for (let t = Date.now(); Date.now() - t < 1_000;) {
    const all = await interactions(page);
    // Taps only: a key that closed a dialog (keydown/keyup) is another interaction.
    fresh = Object.entries(all)
      .filter(([id, v]) => !seen.has(id) && !v.name.startsWith('key'))
      .map(([id, v]) => (seen.add(id), v));
    if (fresh.length) break;
    await page.waitForTimeout(50);
  }
  return fresh.reduce((a, b) => (b.duration > a.duration ? b : a), UNDER_THRESHOLD);
}

/** Input delay / processing / presentation, medians over the slowest quarter of `taps`. */
function whereTimeWent(taps: Interaction[]): string {
  const slow = [...taps].sort((a, b) => b.duration - a.duration).slice(0, Math.max(1, taps.length >> 2));
  const m = (f: (p: Interaction) => number) => round(median(slow.map(f)), 0);
  return `slowest quarter's median: input delay ${m((p) => p.delay)}, handlers ${m((p) => p.processing)}, to the paint ${m((p) => p.duration - p.delay - p.processing)} ms`;
}

/** OrderCard renders since the last reset (only with RUSH_COUNT_RENDERS=1: the DevTools hook of many-orders.ts). */
const COUNT_RENDERS = process.env.RUSH_COUNT_RENDERS === '1';
const rendersPerTap: number[] = [];
const counting = new WeakSet<Page>();
async function resetRenders(page: Page): Promise<void> {
  if (!COUNT_RENDERS) return;
  const rendered = await page.evaluate(() => {
    const b = (window as unknown as { __bench?: { rendered: Record<string, number> } }).__bench;
    const n = b ? Object.keys(b.rendered).length : 0;
    if (b) b.rendered = {};
    return n;
  });
  // The first reset on a page ends its start-up, not a tap.
  if (counting.has(page)) rendersPerTap.push(rendered);
  counting.add(page);
}

/** accept (button + dialog confirm), ready, complete on the oldest cards: 4 taps per round. */
async function tapRound(page: Page, seen: Set<string>): Promise<Interaction[]> {
  const out: Interaction[] = [];
  const first = card(page, 1);
  const id = await first.getAttribute('data-order-id');
  out.push(
    await tap(page, seen, first.locator('[data-testid="order-advance"]'), () =>
      page.locator('[data-testid="accept-confirm"]').waitFor(),
    ),
  );
  out.push(
    await tap(
      page,
      seen,
      page.locator('[data-testid="accept-confirm"]'),
      () => page.locator(`[data-testid="column-2"] [data-order-id="${id}"]`).waitFor(),
      false,
    ),
  );
  // Ready and complete the card just accepted, once the server has taken the accept (a tap on an order
  // whose step is still sending within 700 ms is taken for a finger resting on the button).
  const settled = (col: number, oid: string | null) =>
    page
      .locator(
        `[data-testid="column-${col}"] [data-order-id="${oid}"]:not(:has([data-testid="order-pending"]))`,
      )
      .waitFor();
  await settled(2, id);
  const accepted = page.locator(`[data-testid="column-2"] [data-order-id="${id}"]`);
  out.push(await tap(page, seen, accepted.locator('[data-testid="order-advance"]'), () => settled(3, id)));
  const ready = page.locator(`[data-testid="column-3"] [data-order-id="${id}"]`);
  out.push(
    await tap(page, seen, ready.locator('[data-testid="order-advance"]'), () =>
      page.locator(`[data-order-id="${id}"]`).waitFor({ state: 'detached' }),
    ),
  );
  return out;
}

async function throttledBoard(
  browser: Browser,
  server: RunningServer,
  clock: boolean,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession; index: number; rate: number }> {
  const context = await tabletContext(browser, server.url);
  if (clock) await context.clock.install();
  await context.addInitScript(observeInteractions);
  // Counting renders walks React's committed tree at every commit: not on by default (it adds work).
  if (COUNT_RENDERS) await context.addInitScript(instrument);
  const page = await context.newPage();
  // Lighthouse's measure of this host's CPU, as the Lighthouse bench takes it: on the blank page, before
  // the app runs (taken on the loaded board, with its socket and timers, it read 940–2,050 on one quiet
  // host). Each board its own rate, read just before it (a run's one rate missed the host by 1.4× once
  // as it changed within minutes); BENCH_CPU fixes it, for comparing builds side by side.
  const index = await benchmarkIndexIn(page);
  await login(page, server.url, 'store1', DEMO_PASSWORD);
  await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor({ timeout: 60_000 });
  await card(page, 1).waitFor({ timeout: 60_000 });
  const rate = calibration(index);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // The dialogs' code loads once the board is idle (order-board.tsx): a manager's first tap comes later.
  await page.waitForTimeout(QUICK ? 3_000 : 5_000);
  return { context, page, cdp, index, rate };
}

/** The first tap after 30 minutes hidden, `wakes` times on one board (see the file's comment). */
async function wakeUp(browser: Browser, server: RunningServer, wakes: number): Promise<Figure> {
  const wake = await throttledBoard(browser, server, true);
  const wakeSeen = new Set(Object.keys(await interactions(wake.page)));
  const wakeFlow = arrivals(server.url);
  const firstTaps: Interaction[] = [];
  let frozen = true;
  let offers = 0;
  try {
    for (let i = 0; i < wakes; i++) {
      await closeOffer(wake.page);
      // An accepted card to make ready: one tap, no dialog.
      const first = card(wake.page, 1);
      const aid = await first.getAttribute('data-order-id');
      await tap(wake.page, wakeSeen, first.locator('[data-testid="order-advance"]'), () =>
        wake.page.locator('[data-testid="accept-confirm"]').waitFor(),
      );
      await tap(
        wake.page,
        wakeSeen,
        wake.page.locator('[data-testid="accept-confirm"]'),
        () => wake.page.locator(`[data-testid="column-2"] [data-order-id="${aid}"]`).waitFor(),
        false,
      );
      await wake.page.waitForTimeout(2_000);

      await wake.page.evaluate(() => {
        (window as unknown as { __inp: Inp }).__inp.hidden = true;
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await wake.page.clock.fastForward('30:00');
      try {
        await wake.cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
      } catch {
        frozen = false;
      }
      await new Promise((r) => setTimeout(r, 2_000));
      if (frozen) await wake.cdp.send('Page.setWebLifecycleState', { state: 'active' });
      const target = card(wake.page, 2).locator('[data-testid="order-advance"]');
      const tid = await card(wake.page, 2).getAttribute('data-order-id');
      await wake.page.evaluate(() => {
        (window as unknown as { __inp: Inp }).__inp.hidden = false;
        document.dispatchEvent(new Event('visibilitychange'));
      });
      // After 30 minutes every waiting order is a miss, and the board offers a pause (issue 26) in a
      // dialog over the cards as it wakes: the manager closes it first (that tap is not the figure).
      // The tap comes as soon as the offer is closed, or 1.5 s after waking when none came.
      const offer = await wake.page
        .locator('dialog[open]')
        .waitFor({ timeout: 1_500 })
        .then(() => true)
        .catch(() => false);
      if (offer && (await closeOffer(wake.page))) offers += 1;
      firstTaps.push(
        await tap(wake.page, wakeSeen, target, () =>
          wake.page.locator(`[data-testid="column-3"] [data-order-id="${tid}"]`).waitFor(),
        ),
      );
    }
  } finally {
    await wakeFlow.stop();
  }
  const covered = await timesCovered(wake.page);
  await wake.context.close();

  return {
    figure: 'first tap after waking from 30 minutes hidden (INP-style)',
    value: round(median(firstTaps.map((d) => d.duration)), 0),
    unit: 'ms',
    target: '≤ 100 ms',
    spread: spreadOf(
      firstTaps.map((d) => d.duration),
      0,
    ),
    note: `CPU ${wake.rate}× (host index ${wake.index}); hidden + clock 30 min ahead${frozen ? ' + frozen 2 s' : ''}, then visible and "ready" tapped once the pause offer (${offers} of ${wakes} wakes) was closed, else 1.5 s after waking; the spinner overlay covered the board ${covered}×; ${whereTimeWent(firstTaps)}${stallsNote()}`,
  };
}

/** The wake-up figure alone on a board of `count` orders (for looking into it). */
export async function wakeUpForDebug(browser: Browser, server: RunningServer, count: number, wakes: number) {
  await fillBoard(server.url, count);
  return wakeUp(browser, server, wakes);
}

const pct = (v: number[]) =>
  `p50 ${round(percentile(v, 50), 0)} / p95 ${round(percentile(v, 95), 0)} / max ${round(Math.max(...v), 0)} ms (n=${v.length})`;

export async function rushInp(
  browser: Browser,
  count = QUICK ? 100 : 500,
  taps = QUICK ? 8 : 40,
  wakes = reps(3),
  runs = reps(3),
): Promise<Figure[]> {
  // With other work on the 2-core machine a start has taken 70 s (the harness's default is 60).
  const server = await startServer({ startTimeoutMs: 180_000 });
  try {
    await fillBoard(server.url, count);
    const token = await apiLogin(server.url, 'store1');
    const open = await api<{ order_list: unknown[] }>(
      server.url,
      'store/order/list',
      { store_id: 1, search_type: 1, app_type: 3 },
      token,
    );
    const onBoard = open.data!.order_list.length;

    // The rush: taps while orders arrive, `runs` times, each on a tablet of its own (a new context and
    // page, the board loaded again) at the rate of the host's index read just before it. One run's p95
    // of 40 taps is its second slowest tap: the figure is the median of the runs' p95 (the issue's
    // "several runs, median and spread"), and every run's p95 is in the spread.
    const perRun: Interaction[][] = [];
    const calibrated: { index: number; rate: number }[] = [];
    let arrived = 0;
    let covered = 0;
    let rushOffers = 0;
    for (let r = 0; r < runs; r++) {
      const rush = await throttledBoard(browser, server, false);
      calibrated.push({ index: rush.index, rate: rush.rate });
      const seen = new Set(Object.keys(await interactions(rush.page)));
      const flow = arrivals(server.url);
      const tapped: Interaction[] = [];
      try {
        while (tapped.length < taps) {
          // Orders left waiting past the store's minutes make the board offer a pause (issue 26).
          if (await closeOffer(rush.page)) rushOffers += 1;
          tapped.push(...(await tapRound(rush.page, seen)));
        }
      } finally {
        await flow.stop();
      }
      arrived += flow.placed();
      covered += await timesCovered(rush.page);
      perRun.push(tapped);
      await rush.context.close();
    }
    const tapped = perRun.flat();
    const rushParts = whereTimeWent(tapped);
    const rushStalls = stallsNote();

    // Waking from 30 minutes hidden, on a context with Playwright's clock. A failure here keeps the
    // rush figure (it is reported as not measured).
    const wakeFigure = await wakeUp(browser, server, wakes).catch((err: unknown): Figure => ({
      figure: 'first tap after waking from 30 minutes hidden: not measured',
      value: NaN,
      unit: '',
      target: '≤ 100 ms',
      note: String(err instanceof Error ? err.message : err).split('\n')[0],
    }));

    // Rounds of four taps (tapRound): the i-th tap of each round is step i.
    const steps = ['accept (card)', 'accept (dialog confirm)', 'ready', 'complete'];
    const durations = tapped.map((d) => d.duration);
    const byStep = steps.map((_, i) => durations.filter((_d, j) => j % steps.length === i));
    const runP95 = perRun.map((run) =>
      percentile(
        run.map((d) => d.duration),
        95,
      ),
    );
    return [
      {
        figure: `rush: tap → next paint (INP-style), ${onBoard} open orders, 1 new order/s`,
        value: round(median(runP95), 0),
        unit: 'ms p95',
        target: '≤ 100 ms',
        spread: `runs' p95 ${runP95.map((v) => round(v, 0)).join(' / ')} ms; all taps ${pct(durations)}`,
        note: `CPU ${calibrated.map((c) => `${c.rate}×`).join(' / ')} (host index ${calibrated.map((c) => c.index).join(' / ')}, read before each run); median of ${runs} runs of ${taps} taps, each on a tablet of its own; Event Timing, durationThreshold 16, max per interaction; ${rushParts}; per step p95 (all runs): ${steps.map((s, i) => `${s} ${round(percentile(byStep[i]!, 95), 0)}`).join(', ')}; ${arrived} orders arrived during the taps; the spinner overlay covered the board ${covered}×${COUNT_RENDERS ? `; OrderCards rendered between one tap and the next (the tap, its answer, arrivals): median ${median(rendersPerTap)} (${spreadOf(rendersPerTap, 0)})` : ''}${rushOffers ? `; the pause offer closed ${rushOffers}×` : ''}${rushStalls}`,
      },
      wakeFigure,
    ];
  } finally {
    await server.stop();
  }
}
