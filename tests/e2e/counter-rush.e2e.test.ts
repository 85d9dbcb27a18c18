/**
 * Issue 26 §2 on the tablet: 바쁨 and "신규 주문 일시 중지" in the top bar. Set on one tablet, each is a
 * countdown there and on a second tablet (cmd 141), survives a reload, is kept by the server (the
 * customer channel refuses orders while paused), ends early with 재개, and ends by itself at the
 * server's end time even with the tablet offline. And a busy board: a column of 45 orders draws its
 * oldest 40 and offers the rest; a burst of new orders shows each at once and fetches the lists once.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, apiLogin, DEMO_PASSWORD, login, newTabletPage } from './harness';
import { e2eRun, orderCard, placeOrder } from './setup';

/** vitest's expect.poll gives up after 1 s: the tablet's answers take longer on a shared machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

const run = e2eRun({ login: 'store1', failShot: 'counter-rush' });

const BUSY_20 = /^바쁨 \+20분 · (29|30):\d\d 남음$/;
const PAUSED_15 = /^일시 중지 · 1[45]:\d\d 남음$/;

async function tablet(clock = false): Promise<Page> {
  const page = await newTabletPage(run.browser, run.server.url);
  if (clock) await page.clock.install();
  await login(page, run.server.url, 'store1', DEMO_PASSWORD);
  await page.waitForURL(/\/order-list/);
  await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor();
  return page;
}
const text = (page: Page, id: string) => () => page.getByTestId(id).textContent();

describe('the top bar: 바쁨 and the pause', () => {
  test('바쁨 +20분 for 30분: a countdown here and on a second tablet, through a reload; 재개 ends it', async () => {
    const a = await tablet();
    const b = await tablet();
    try {
      await a.getByTestId('busy-button').click();
      await a.getByRole('button', { name: '+20분', exact: true }).click();
      await a.getByRole('button', { name: '30분', exact: true }).click();
      await a.getByTestId('busy-start').click();
      await poll(text(a, 'busy-button')).toMatch(BUSY_20);
      // It counts down by itself.
      const first = await a.getByTestId('busy-button').textContent();
      await poll(text(a, 'busy-button')).not.toBe(first);
      // The other tablet hears cmd 141 and shows the same.
      await poll(text(b, 'busy-button')).toMatch(BUSY_20);
      const info = await api<{ store: { busy_extra_minutes: number } }>(
        run.server.url,
        'store/info',
        { store_id: 1 },
        run.token,
      );
      expect(info.data?.store.busy_extra_minutes).toBe(20);

      await a.reload();
      await poll(text(a, 'busy-button')).toMatch(BUSY_20);

      await a.getByTestId('busy-button').click();
      await a.getByRole('button', { name: '바쁨 끝내기 (재개)' }).click();
      await poll(text(a, 'busy-button')).toBe('바쁨');
      await poll(text(b, 'busy-button')).toBe('바쁨');
    } finally {
      await a.context().close();
      await b.context().close();
    }
  });

  test('일시 중지 15분: customers are refused, both tablets count down, a reload keeps it; 재개 takes orders again', async () => {
    const a = await tablet();
    const b = await tablet();
    try {
      await a.getByTestId('pause-button').click();
      // "Until closing" is offered from the store's hours (enabled only while open by them).
      await a.getByTestId('pause-until-close').waitFor();
      expect(await a.getByTestId('pause-until-close').textContent()).toMatch(/^영업 종료까지/);
      await a.getByRole('button', { name: '15분', exact: true }).click();
      await poll(text(a, 'pause-button')).toMatch(PAUSED_15);
      await poll(text(b, 'pause-button')).toMatch(PAUSED_15);
      await expect(placeOrder(run)).rejects.toThrow(/order not created/);

      await b.reload();
      await poll(text(b, 'pause-button')).toMatch(PAUSED_15);

      await b.getByTestId('pause-button').click();
      await b.getByTestId('pause-resume').click();
      await poll(text(b, 'pause-button')).toBe('일시 중지');
      await poll(text(a, 'pause-button')).toBe('일시 중지');
      const order = await placeOrder(run);
      expect(order.order_status).toBe(1);
    } finally {
      await a.context().close();
      await b.context().close();
    }
  });

  test('ends by itself at the server’s end time, also with the tablet offline', async () => {
    const page = await tablet(true);
    try {
      const busy = await api(
        run.server.url,
        'store/busy/edit',
        { store_id: 1, extra_minutes: 10, minutes: 30 },
        run.token,
      );
      expect(busy.code, busy.message).toBe(0);
      await poll(text(page, 'busy-button')).toMatch(/^바쁨 \+10분 · (29|30):\d\d 남음$/);
      await page.context().setOffline(true);
      await page.clock.fastForward('29:00');
      await poll(text(page, 'busy-button')).toMatch(/^바쁨 \+10분 · [01]:\d\d 남음$/);
      await page.clock.fastForward('01:01');
      await poll(text(page, 'busy-button')).toBe('바쁨');
    } finally {
      await page.context().close();
      await api(run.server.url, 'store/busy/edit', { store_id: 1, extra_minutes: 0 }, run.token);
    }
  });

  test('by keyboard only: 바쁨 and the pause from the top bar, focus visible, held in the menu and given back', async () => {
    const page = await tablet();
    /** What has the focus: its test id or text, whether it shows a ring, and whether it is in the open dialog. */
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const open = document.querySelector('dialog[open]');
        const style = el ? getComputedStyle(el) : null;
        return {
          id: el?.dataset.testid ?? '',
          text: el?.textContent?.trim() ?? '',
          ring:
            !!el &&
            el.matches(':focus-visible') &&
            (style!.outlineStyle !== 'none' || style!.boxShadow !== 'none'),
          inDialog: !!open && !!el && open.contains(el),
          outside: !!open && !!el && el !== document.body && !open.contains(el),
          dialog: !!open,
        };
      });
    /** Tab (at most 40 times) until `want` has the focus; with a dialog open, never onto the page behind it. */
    const tabTo = async (want: (f: Awaited<ReturnType<typeof focused>>) => boolean) => {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const f = await focused();
        expect(f.outside, `focus left the open dialog for "${f.text}"`).toBe(false);
        if (want(f)) {
          expect(f.ring, `no visible focus ring on "${f.text}"`).toBe(true);
          return f;
        }
      }
      throw new Error('never reached by Tab');
    };
    const dialogOpen = async () => {
      await page.locator('dialog[open]').waitFor();
      expect((await focused()).inDialog).toBe(true);
    };
    const dialogClosed = async (id: string) => {
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
      await poll(async () => (await focused()).id).toBe(id);
    };
    try {
      // The top bar's rush buttons load once the board is idle: Tab from the page's start once they are there.
      await page.getByTestId('busy-button').waitFor();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // 바쁨: open, Escape gives the focus back; open again, +20분 for 30분, start.
      await tabTo((f) => f.id === 'busy-button');
      await page.keyboard.press('Enter');
      await dialogOpen();
      await page.keyboard.press('Escape');
      await dialogClosed('busy-button');
      await page.keyboard.press('Enter');
      await dialogOpen();
      await tabTo((f) => f.text === '+20분');
      await page.keyboard.press('Space');
      await tabTo((f) => f.text === '30분');
      await page.keyboard.press('Enter');
      await tabTo((f) => f.id === 'busy-start');
      await page.keyboard.press('Enter');
      await dialogClosed('busy-button');
      await poll(text(page, 'busy-button')).toMatch(BUSY_20);

      // The pause: 15분, the countdown, then 재개 — each time the focus back on the top bar's button.
      await tabTo((f) => f.id === 'pause-button');
      await page.keyboard.press('Enter');
      await dialogOpen();
      await tabTo((f) => f.text === '15분');
      await page.keyboard.press('Enter');
      await dialogClosed('pause-button');
      await poll(text(page, 'pause-button')).toMatch(PAUSED_15);
      await page.keyboard.press('Enter');
      await dialogOpen();
      await tabTo((f) => f.id === 'pause-resume');
      await page.keyboard.press('Enter');
      await dialogClosed('pause-button');
      await poll(text(page, 'pause-button')).toBe('일시 중지');

      // 바쁨 ended the same way (재개).
      await page.keyboard.down('Shift');
      await tabTo((f) => f.id === 'busy-button');
      await page.keyboard.up('Shift');
      await page.keyboard.press('Enter');
      await dialogOpen();
      await tabTo((f) => f.text === '바쁨 끝내기 (재개)');
      await page.keyboard.press('Enter');
      await dialogClosed('busy-button');
      await poll(text(page, 'busy-button')).toBe('바쁨');
    } finally {
      await page.context().close();
      await api(run.server.url, 'store/busy/edit', { store_id: 1, extra_minutes: 0 }, run.token);
    }
  });
});

describe('a busy board', () => {
  test('a long column draws its 40 oldest cards (the heads first, then a screenful) and the rest behind "더 보기"', async () => {
    // Store 2, so the other tests' store-1 columns stay short.
    const menu = await api<{ product_list: { product_id: number; display: number; sold_out: number }[] }>(
      run.server.url,
      'store/product/list',
      { store_id: 2 },
      await apiLogin(run.server.url, 'store2'),
    );
    const product = menu.data!.product_list.find((p) => p.display && !p.sold_out)!;
    const created: number[] = [];
    for (let i = 0; i < 45; i++) {
      const items = [{ product_id: product.product_id, quantity: 1, option_names: [] }];
      created.push((await placeOrder(run, { store_id: 2, items })).order_id);
    }
    const page = await newTabletPage(run.browser, run.server.url);
    // The column's states as they are committed: its card count, and whether "더 보기" is there.
    await page.addInitScript(() => {
      const w = window as unknown as { __states: string[] };
      w.__states = [];
      new MutationObserver(() => {
        const column = document.querySelector('[data-testid="column-1"]');
        if (!column) return;
        const cards = column.querySelectorAll('[data-testid="order-card"]').length;
        const state = `${cards}${column.querySelector('[data-testid="show-more-orders"]') ? '+more' : ''}`;
        if (w.__states.at(-1) !== state) w.__states.push(state);
      }).observe(document, { childList: true, subtree: true });
    });
    await login(page, run.server.url, 'store2', DEMO_PASSWORD);
    await page.waitForURL(/\/order-list/);
    const column = page.getByTestId('column-1');
    const cards = column.locator('[data-testid="order-card"]');
    const total = await column.getByRole('heading').locator('..').textContent();
    const count = Number(/\d+/.exec(total ?? '')?.[0]);
    expect(count).toBeGreaterThanOrEqual(45);
    await expect.poll(() => cards.count()).toBe(40);
    // The board's first frame has its heads and counts and no card; the first screenful comes a
    // frame later, then the rest of the 40 with the button (above the first cards it would move).
    expect(await page.evaluate(() => (window as unknown as { __states: string[] }).__states)).toEqual([
      '0',
      '8',
      '40+more',
    ]);
    // A screenful is laid out in the first frame's one pass; the cards below it wait until scrolled to.
    const visibility = await cards.evaluateAll((els) =>
      els.map((el) => getComputedStyle(el).contentVisibility),
    );
    expect(visibility.slice(0, 4)).toEqual(Array(4).fill('visible'));
    expect(new Set(visibility.slice(4))).toEqual(new Set(['auto']));
    // The oldest first: the first of this test's orders is on the board, the last behind the button.
    await column.locator(`[data-order-id="${created[0]}"]`).waitFor();
    expect(await column.locator(`[data-order-id="${created.at(-1)}"]`).count()).toBe(0);
    const more = column.getByTestId('show-more-orders');
    expect(await more.textContent()).toBe(`${count - 40}건 더 보기`);
    await more.click();
    await expect.poll(() => cards.count()).toBe(count);
    await column.locator(`[data-order-id="${created.at(-1)}"]`).waitFor();
    await page.context().close();
  });
});

describe('a rush of new orders', () => {
  test('each new order shows at once with its toast (stacked, the newest lowest), and the whole list is fetched once for the burst', async () => {
    const page = await tablet();
    // The live list's requests (search_type 1), as the tablet sends them.
    const listCalls: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/store/order/list') && r.postDataJSON()?.search_type === 1)
        listCalls.push(Date.now());
    });
    // Kept as a sleep: the burst starts from a quiet board, past the window of the start's own lists.
    await page.waitForTimeout(6_000);
    listCalls.length = 0;
    const burstAt = Date.now();
    const placed: number[] = [];
    let newest = { order_no: '' };
    for (let i = 0; i < 5; i++) {
      const order = await placeOrder(run);
      placed.push(order.order_id);
      newest = order;
      // Each card comes with its own socket command (its order fetched alone), not with a list.
      await orderCard(page, order.order_id).waitFor({ timeout: 3_000 });
    }
    // Their toasts stack at the bottom right, the newest lowest, 8 px apart, none over another (their
    // boxes as laid out: the fades move them by a transform).
    const bars = await page.getByTestId('live-toast').evaluateAll((els) =>
      els.map((el) => {
        const bar = el.closest('[role="status"]')!.parentElement!;
        const stack = bar.parentElement!.getBoundingClientRect();
        const top = stack.top + bar.offsetTop;
        return {
          text: el.textContent ?? '',
          top,
          bottom: top + bar.offsetHeight,
          right: stack.left + bar.offsetLeft + bar.offsetWidth,
        };
      }),
    );
    const viewport = page.viewportSize()!;
    const lowest = bars.reduce((a, b) => (b.bottom > a.bottom ? b : a));
    expect(lowest.text).toContain(newest.order_no);
    expect(viewport.height - lowest.bottom).toBeCloseTo(16, 0);
    const byTop = [...bars].sort((a, b) => a.top - b.top);
    for (let i = 1; i < byTop.length; i++) expect(byTop[i]!.top - byTop[i - 1]!.bottom).toBeCloseTo(8, 0);
    for (const b of bars) expect(viewport.width - b.right).toBeCloseTo(16, 0);
    const burst = listCalls.filter((t) => t - burstAt < 4_000).length;
    expect(burst).toBeLessThanOrEqual(2);
    // The lists follow once the burst's window is over: still the truth, fetched once for all five.
    await poll(() => listCalls.length).toBeGreaterThan(burst);
    await page.waitForTimeout(1_000);
    expect(listCalls.length).toBeLessThanOrEqual(3);
    for (const id of placed) await orderCard(page, id).waitFor();
    await page.context().close();
  });
});
