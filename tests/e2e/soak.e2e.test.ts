/**
 * A long shift, accelerated (issue 8): 16 hours of 60-second refreshes and a socket reconnect every
 * 30 minutes, on a fake clock in Chromium. One socket at a time, no growing listeners or timers; the
 * JS heap growth is reported.
 */
import type { CDPSession, WebSocketRoute } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD, login, newTabletPage } from './harness';
import { e2eRun } from './setup';

const run = e2eRun();

const HOURS = Number(process.env.SOAK_HOURS ?? 16);
// 15 s fake-clock steps: four per 60-second refresh; 30 s steps measured no faster (decisions.md).
const STEP_MS = 15_000;

async function listenerCount(cdp: CDPSession): Promise<number> {
  let total = 0;
  for (const expr of ['window', 'document']) {
    const { result } = (await cdp.send('Runtime.evaluate', { expression: expr })) as {
      result: { objectId: string };
    };
    const { listeners } = (await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId,
    })) as { listeners: unknown[] };
    total += listeners.length;
  }
  return total;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize / 1024 / 1024;
}

test(`a ${HOURS}-hour shift: one socket, stable listeners and timers, bounded heap`, async () => {
  const page = await newTabletPage(run.browser, run.server.url);
  await page.clock.install();
  // Count live timers (after the fake clock is in place, so these wrap its functions).
  await page.addInitScript(() => {
    const w = window as unknown as { __timers: Set<unknown> };
    w.__timers = new Set();
    const si = window.setInterval.bind(window);
    const ci = window.clearInterval.bind(window);
    window.setInterval = ((fn: TimerHandler, ms?: number, ...a: unknown[]) => {
      const id = si(fn, ms, ...a);
      w.__timers.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      w.__timers.delete(id);
      ci(id);
    }) as typeof window.clearInterval;
  });
  const open = new Set<WebSocketRoute>();
  let connects = 0;
  await page.routeWebSocket(/\/ws/, (ws) => {
    connects += 1;
    const upstream = ws.connectToServer();
    open.add(ws);
    // An onClose handler turns off Playwright's forwarding of the close: pass it on ourselves.
    ws.onClose((code, reason) => {
      open.delete(ws);
      void upstream.close({ code, reason });
    });
    upstream.onClose((code, reason) => {
      open.delete(ws);
      void ws.close({ code, reason });
    });
  });
  await login(page, run.server.url, 'store1', DEMO_PASSWORD);
  await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor();
  const cdp = await page.context().newCDPSession(page);
  const intervals = () =>
    page.evaluate(() => (window as unknown as { __timers: Set<unknown> }).__timers.size);

  // Warm up one simulated hour, then take the baseline.
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += STEP_MS) {
      await page.clock.runFor(STEP_MS);
      // Kept: a little real time between fake-time steps, for what the fake clock does not drive (socket
      // frames, fetch answers, IndexedDB). It waits for nothing in particular, and page.clock also fakes
      // the page's timers and animation frames, so there is no in-page event to wait for instead.
      await page.waitForTimeout(8);
    }
  };
  await advance(60 * 60_000);
  // Measure with the socket up both times (its ping interval only runs while connected); a reconnect
  // in progress needs fake time to pass.
  const untilOpen = async () => {
    for (let i = 0; i < 40; i++) {
      if ((await page.getByTestId('connection-status').getAttribute('data-status')) === 'open') return;
      await advance(STEP_MS);
    }
    throw new Error('the socket did not come back');
  };
  await untilOpen();
  const base = { heap: await heapMb(cdp), listeners: await listenerCount(cdp), intervals: await intervals() };

  let requests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/store/order/list')) requests += 1;
  });
  const t0 = Date.now();
  for (let half = 0; half < HOURS * 2; half++) {
    await advance(30 * 60_000);
    // Drop the socket every 30 minutes; the client must replace it, never add a second one.
    for (const ws of [...open]) await ws.close({ code: 1006 });
    await advance(STEP_MS);
    if (process.env.SOAK_DEBUG)
      console.log(
        half,
        connects,
        open.size,
        await page.getByTestId('connection-status').getAttribute('data-status'),
      );
    expect(open.size).toBeLessThanOrEqual(1);
  }
  await advance(60_000);
  await untilOpen();
  const end = { heap: await heapMb(cdp), listeners: await listenerCount(cdp), intervals: await intervals() };
  console.log(
    `soak ${HOURS} h in ${Math.round((Date.now() - t0) / 1000)} s: ${requests} list refreshes, ${connects} socket connects, ` +
      `open sockets ${open.size}, listeners ${base.listeners} → ${end.listeners}, intervals ${base.intervals} → ${end.intervals}, ` +
      `heap ${base.heap.toFixed(1)} → ${end.heap.toFixed(1)} MB (${(end.heap - base.heap).toFixed(1)} MB)`,
  );
  expect(open.size).toBe(1);
  expect(end.listeners).toBe(base.listeners);
  expect(end.intervals).toBe(base.intervals);
  // 16 h of refreshes should refresh about once a minute (a few more on each reconnect).
  expect(requests).toBeGreaterThanOrEqual(HOURS * 60);
  await page.context().close();
}, 600_000);
