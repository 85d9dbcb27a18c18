/**
 * Issue 26 §3 and §6 on the tablet: a new order nobody accepts within the store's missed-order minutes
 * makes its card and the screen's edge flash and the alert louder and more frequent; after the store's
 * number of misses in a row the tablet offers to pause new orders ("계속 받기" dismisses, a choice pauses; once answered, none again for 10 minutes);
 * the day's missed orders are listed from the board. And the spoken new order (off by default).
 * The tablet's clock is Playwright's: fast-forwarded past the limit (the shortest setting is 1 minute).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, DEMO_PASSWORD, login, newTabletPage } from './harness';
import { e2eRun, orderCard, placeOrder } from './setup';

/** vitest's expect.poll gives up after 1 s: the tablet's answers take longer on a shared machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

const run = e2eRun({ login: 'store1', failShot: 'missed-orders' });

/** Store 1's service settings with the missed-order rule at 1 minute, 2 in a row. */
async function shortMissedRule() {
  const now = await api<{ service: Record<string, unknown> }>(
    run.server.url,
    'store/service/manage/info',
    { store_id: 1 },
    run.token,
  );
  const s = now.data!.service;
  const r = await api(
    run.server.url,
    'store/service/manage/edit',
    {
      store_id: 1,
      service_types: s.service_types,
      min_order_amount: s.min_order_amount,
      delivery_fee: s.delivery_fee,
      free_delivery_threshold: s.free_delivery_threshold ?? '',
      default_prep_minutes: s.default_prep_minutes,
      auto_accept: 0,
      missed_order_minutes: 1,
      missed_pause_after: 2,
    },
    run.token,
  );
  expect(r.code, r.message).toBe(0);
}

/** Accepts every order still new at store 1 (the seed's too): the tests start from an empty column. */
async function acceptWaiting() {
  const list = await api<{ order_list: { order_id: number; order_status: number }[] }>(
    run.server.url,
    'store/order/list',
    { store_id: 1, search_type: 1, app_type: 3 },
    run.token,
  );
  for (const o of list.data!.order_list.filter((x) => x.order_status === 1)) {
    const r = await api(
      run.server.url,
      'store/order/status/edit',
      { store_id: 1, order_id: o.order_id, from_status: 1, order_status: 2, prep_minutes: 15 },
      run.token,
    );
    expect(r.code, r.message).toBe(0);
  }
}

/** A board with Playwright's clock, the chime's loudness recorded (its gain peaks), audio unlocked. */
async function board(): Promise<Page> {
  const page = await newTabletPage(run.browser, run.server.url);
  await page.clock.install();
  await page.addInitScript(() => {
    const w = window as unknown as { __peaks: number[] };
    w.__peaks = [];
    const ramp = AudioParam.prototype.exponentialRampToValueAtTime;
    AudioParam.prototype.exponentialRampToValueAtTime = function (this: AudioParam, v: number, t: number) {
      if (v > 0.01) w.__peaks.push(v);
      return ramp.call(this, v, t);
    };
  });
  await login(page, run.server.url, 'store1', DEMO_PASSWORD);
  await page.waitForURL(/\/order-list/);
  await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor();
  await page.getByTestId('connection-status').click();
  // The escalation is mounted once the board is idle, with its log button.
  await page.getByTestId('missed-log-button').waitFor();
  return page;
}
const peaks = (page: Page) => page.evaluate(() => (window as unknown as { __peaks: number[] }).__peaks);

describe('missed orders on the board', () => {
  test('past the limit: the cards, the edge and a louder alert; 2 in a row offer a pause, 계속 받기 dismisses', async () => {
    await shortMissedRule();
    await acceptWaiting();
    const page = await board();
    try {
      const one = await placeOrder(run);
      const two = await placeOrder(run);
      await orderCard(page, two.order_id).waitFor();
      expect(await page.getByTestId('missed-edge').count()).toBe(0);
      await page.evaluate(() => ((window as unknown as { __peaks: number[] }).__peaks = []));

      await page.clock.fastForward('01:01');
      for (const o of [one, two]) {
        await orderCard(page, o.order_id).getByTestId('order-missed').waitFor();
        expect(await orderCard(page, o.order_id).getAttribute('data-missed')).toBe('true');
      }
      await poll(() => page.getByTestId('missed-edge').textContent()).toBe('수락이 늦어진 주문 2건');
      // Louder than the new-order chime's 0.6.
      await poll(async () => Math.max(0, ...(await peaks(page)))).toBeGreaterThan(0.6);

      const offer = page.getByRole('dialog', { name: '신규 주문을 잠시 멈출까요?' });
      await offer.waitFor();
      expect(await offer.textContent()).toContain('주문 2건을 연속으로');
      await offer.getByTestId('pause-offer-keep').click();
      await offer.waitFor({ state: 'detached' });

      // Accepting a missed order takes it out of the escalation.
      await orderCard(page, one.order_id).getByTestId('order-advance').click();
      await page.getByTestId('accept-confirm').click();
      await poll(() => page.getByTestId('missed-edge').textContent()).toBe('수락이 늦어진 주문 1건');
      await poll(() => orderCard(page, one.order_id).getAttribute('data-missed')).toBeNull();

      // The day's log is the server's, on its own clock (which Playwright's does not move): order two
      // waited one real second, not a minute, so it is not on it yet. What is: the seed's new orders that
      // acceptWaiting accepted minutes late (the reservation R-91 arrived 20 minutes ago). Which orders
      // the server counts is tested in tests/server/missed-orders.test.ts; here, that the board shows
      // exactly the server's list, each row with its number, its accept time and how long it waited.
      const listed = await api<{
        missed_list: {
          order_id: number;
          order_no: string;
          accepted_at: string | null;
          waited_minutes: number;
        }[];
      }>(run.server.url, 'store/order/missed/list', { store_id: 1 }, run.token);
      // Orders one and two leave out: on a slow machine a real minute may pass for two before the dialog asks.
      const ours = new Set([one.order_id, two.order_id]);
      const missed = listed.data!.missed_list.filter((m) => !ours.has(m.order_id));
      // (Empty only in the first minutes of a Korean day, before any of the seed's orders were today's.)
      await page.getByTestId('missed-log-button').click();
      const log = page.getByRole('dialog', { name: '오늘 놓친 주문' });
      const row = (id: number) => log.locator(`[data-testid="missed-row"][data-order-id="${id}"]`);
      for (const m of missed) {
        await row(m.order_id).waitFor();
        const text = await row(m.order_id).textContent();
        expect(text).toContain(m.order_no);
        expect(text).toContain(`${m.waited_minutes}분`);
        if (m.accepted_at) expect(text).not.toContain('수락 안 됨');
      }
      const shown = await log
        .getByTestId('missed-row')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-order-id'))));
      expect(shown.filter((id) => !ours.has(id)).sort()).toEqual(missed.map((m) => m.order_id).sort());
      const total = shown.length;
      await poll(() => page.getByTestId('missed-log-button').textContent()).toBe(`놓친 주문 ${total}`);
      await page.keyboard.press('Escape');
      await log.waitFor({ state: 'detached' });

      // Clean up: accept the other one.
      await orderCard(page, two.order_id).getByTestId('order-advance').click();
      await page.getByTestId('accept-confirm').click();
      await page.getByTestId('missed-edge').waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  test('once the offer is answered, misses go on without another one for 10 minutes; after them, it comes again', async () => {
    await shortMissedRule();
    await acceptWaiting();
    const page = await board();
    const offer = page.getByRole('dialog', { name: '신규 주문을 잠시 멈출까요?' });
    /** Two new orders, both missed a minute later. */
    const twoMissed = async () => {
      const orders = [await placeOrder(run), await placeOrder(run)];
      await orderCard(page, orders[1]!.order_id).waitFor();
      await page.clock.fastForward('01:01');
      for (const o of orders) await orderCard(page, o.order_id).getByTestId('order-missed').waitFor();
    };
    try {
      await twoMissed();
      await offer.waitFor();
      await offer.getByTestId('pause-offer-keep').click();
      await offer.waitFor({ state: 'detached' });

      // Two more in a row: the cards flash, but the board is not covered again.
      await twoMissed();
      // Kept as a sleep: an absence needs a window. The watch that marked the cards looks every second,
      // and it sets the offer in the same look; 1.5 s is ample for the dialog to have shown.
      await page.waitForTimeout(1_500);
      expect(await offer.count()).toBe(0);

      await page.clock.fastForward('10:00');
      await twoMissed();
      await offer.waitFor();
      await offer.getByTestId('pause-offer-keep').click();
      await offer.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  test('a board that starts with an order already missed shows it on its first frame; it pulses with no repeat events', async () => {
    await shortMissedRule();
    await acceptWaiting();
    const order = await placeOrder(run);
    const page = await newTabletPage(run.browser, run.server.url);
    // A test about the pulses: this page asks for motion (the workers' Chromium prefers reduced motion).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // The tablet's clock 61 s on: the order has waited past the 1-minute limit when the board opens.
    await page.clock.install({ time: Date.now() + 61_000 });
    // What the page holds as the order's card first appears (the commit that draws it).
    await page.addInitScript((id) => {
      const w = window as unknown as { __first?: unknown; __repeats: number };
      // Each repeat of a CSS animation is an event the main thread handles (a frame, React's listener).
      w.__repeats = 0;
      document.addEventListener('animationiteration', () => (w.__repeats += 1), true);
      new MutationObserver((_, observer) => {
        const card = document.querySelector(`[data-testid="order-card"][data-order-id="${id}"]`);
        if (!card) return;
        w.__first = {
          missed: card.getAttribute('data-missed'),
          edge: document.querySelector('[data-testid="missed-edge"]')?.textContent ?? null,
          // The escalation's own code (the louder alert, the log) comes once the board is idle.
          escalationLoaded: document.querySelector('[data-testid="missed-log-button"]') !== null,
        };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, order.order_id);
    try {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await orderCard(page, order.order_id).waitFor();
      expect(await page.evaluate(() => (window as unknown as { __first?: unknown }).__first)).toEqual({
        missed: 'true',
        edge: '수락이 늦어진 주문 1건',
        escalationLoaded: false,
      });
      // The card and the edge pulse, each as twenty fades in one long iteration (pulses.css): no
      // repeat event. Kept as a sleep: an absence needs a window; 3 s held 4 of the card's 0.6 s
      // repeats and 3 of the edge's 0.8 s ones when each fade was an iteration.
      await page.waitForTimeout(3_000);
      const pulses = await page.evaluate((id) => {
        const running = (el: Element | null) =>
          el?.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length ?? 0;
        return {
          card: running(document.querySelector(`[data-testid="order-card"][data-order-id="${id}"]`)),
          edge: running(document.querySelector('[data-testid="missed-edge"]')),
          repeats: (window as unknown as { __repeats: number }).__repeats,
        };
      }, order.order_id);
      expect(pulses.card).toBeGreaterThan(0);
      expect(pulses.edge).toBeGreaterThan(0);
      expect(pulses.repeats).toBe(0);
      // The escalation's log button follows; accepting the order takes it off the edge.
      await page.getByTestId('missed-log-button').waitFor();
      await orderCard(page, order.order_id).getByTestId('order-advance').click();
      await page.getByTestId('accept-confirm').click();
      await page.getByTestId('missed-edge').waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  test('the offer’s choice pauses new orders through the top bar’s pause', async () => {
    await acceptWaiting();
    const page = await board();
    try {
      const orders = [await placeOrder(run), await placeOrder(run)];
      await orderCard(page, orders[1]!.order_id).waitFor();
      await page.clock.fastForward('01:01');
      const offer = page.getByRole('dialog', { name: '신규 주문을 잠시 멈출까요?' });
      await offer.waitFor();
      // Back to the real time before the pause is written (it starts at the tablet's now).
      await page.clock.setSystemTime(Date.now());
      await offer.getByRole('button', { name: '15분', exact: true }).click();
      await offer.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('pause-button').textContent())
        .toMatch(/^일시 중지 · 1[45]:\d\d 남음$/);
      await expect(placeOrder(run)).rejects.toThrow(/order not created/);
      await page.getByTestId('pause-button').click();
      await page.getByTestId('pause-resume').click();
      await poll(() => page.getByTestId('pause-button').textContent()).toBe('일시 중지');
    } finally {
      await page.context().close();
    }
  });
});

describe('the missed-order log’s button', () => {
  test('comes without moving the board, also at a phone’s width', async () => {
    // Its code comes once the page is idle (3 s after the board, lib/idle). At this width it took a row
    // of the filters when it came, and the board jumped down under a finger; its place is now held.
    const page = await newTabletPage(run.browser, run.server.url);
    try {
      await page.setViewportSize({ width: 412, height: 823 });
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.getByTestId('column-1').waitFor({ state: 'attached' });
      // Live first (socket open, the fresh list in): until then a phone's top bar may show the
      // last-update note in a row of its own (live-status.tsx), and takes it away once live.
      await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor();
      await page
        .getByTestId('last-updated')
        .filter({ hasText: '저장된 목록 표시 중' })
        .waitFor({ state: 'detached' });
      await page.locator('[data-testid="last-updated"]:not([data-live])').waitFor({ state: 'hidden' });
      // And the sound checked: until the start's idle check the bar offers 소리 켜기, which takes a
      // third row at this width; headless Chromium lets audio play, so it goes once checked. Under
      // load (CI) that check came after the socket opened, and the board moved up 56 px before the
      // missed-log button came.
      await page.getByTestId('sound-unlock').waitFor({ state: 'detached' });
      // The columns' box (at this width one column shows at a time, as tabs).
      const top = () =>
        page.evaluate(
          () =>
            document.querySelector('[data-testid="column-1"]')!.parentElement!.getBoundingClientRect().top,
        );
      const before = await top();
      // Until then its place is laid out, not shown; whether the board would have moved depends on
      // the widths of the filters' labels and counts, so the place itself is checked too.
      const place = await page.getByTestId('missed-log-place').boundingBox();
      const button = page.getByTestId('missed-log-button');
      await button.waitFor();
      const came = await button.boundingBox();
      expect(place).not.toBeNull();
      expect([came!.x, came!.y, came!.height]).toEqual([place!.x, place!.y, place!.height]);
      expect(await top()).toBe(before);
    } finally {
      await page.context().close();
    }
  });
});

describe('the spoken new order', () => {
  test('off by default; switched on, a new order is spoken after the chime in a ko-KR voice', async () => {
    const page = await newTabletPage(run.browser, run.server.url);
    await page.addInitScript(() => {
      const w = window as unknown as { __spoken: string[] };
      w.__spoken = [];
      class Utterance {
        voice: unknown = null;
        lang = '';
        constructor(public text: string) {}
      }
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
      Object.defineProperty(window, 'speechSynthesis', {
        value: {
          getVoices: () => [{ lang: 'ko-KR', name: '유나' }],
          speak: (u: { text: string }) => w.__spoken.push(u.text),
        },
      });
    });
    try {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto('/test');
      const voice = page.getByRole('checkbox', { name: /음성으로도 알리기/ });
      await voice.waitFor();
      expect(await voice.isChecked()).toBe(false);
      await page.getByText(/음성으로도 알리기/).click();
      expect(await voice.isChecked()).toBe(true);

      await page.getByRole('link', { name: /실시간 현황/ }).click();
      await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor();
      await page.getByTestId('order-announcer').waitFor({ state: 'attached' });
      const order = await placeOrder(run);
      expect(order.total_amount).toBe(19000);
      await poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken)).toEqual([
        '포장 주문, 만 9천 원',
      ]);
    } finally {
      await page.context().close();
    }
  });
});
