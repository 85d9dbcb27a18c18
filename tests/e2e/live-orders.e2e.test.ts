/**
 * The live order screen, as the counter sees it: orders arrive without a reload (card + toast), move
 * through their states with one tap each, cancel with a reason, show on a second tablet, survive a
 * dropped socket, and obey cmd 5.
 */
import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, DEMO_PASSWORD, login, newTabletPage, waitForOrderListAnswer } from './harness';
import { e2eRun } from './setup';

const run = e2eRun();

interface Created {
  order: { order_id: number; order_no: string };
  customer_key: string;
}
async function placeOrder(storeId = 1, extra: Record<string, unknown> = {}): Promise<Created> {
  const r = await api<Created>(run.server.url, 'customer/order/create', {
    store_id: storeId,
    order_type: 2,
    pay_type: 1,
    request: '소스 많이 주세요',
    items: [{ product_id: 2, quantity: 1, option_names: ['순살 변경'] }],
    ...extra,
  });
  if (r.code !== 0 || !r.data) throw new Error(`order not created: ${r.message}`);
  return r.data;
}

const card = (page: Page, orderId: number) =>
  page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

async function openOrders(userId = 'store1'): Promise<Page> {
  const page = await newTabletPage(run.browser, run.server.url);
  await login(page, run.server.url, userId, DEMO_PASSWORD);
  await page.waitForURL(/\/order-list/);
  await page.getByTestId('connection-status').and(page.locator('[data-status="open"]')).waitFor();
  return page;
}

describe('live orders', () => {
  test('a new order appears with a toast, without a reload, and is marked NEW until touched', async () => {
    const page = await openOrders();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const { order } = await placeOrder();
    const c = card(page, order.order_id);
    await c.waitFor({ timeout: 5_000 });
    await expect(c.textContent()).resolves.toContain('양념치킨');
    await expect(c.textContent()).resolves.toContain('순살 변경');
    await expect(c.textContent()).resolves.toContain('소스 많이 주세요');
    await c.getByText('NEW', { exact: true }).waitFor();
    await page
      .getByTestId('live-toast')
      .filter({ hasText: `새 주문 ${order.order_no}` })
      .waitFor({ timeout: 5_000 });
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    // The live board shows it in the 신규 주문 column, and the side-menu badge counts it.
    await page.getByTestId('column-1').locator(`[data-order-id="${order.order_id}"]`).waitFor();
    // A touch takes the mark away, and nothing on the card moves under the finger: its heavier ring
    // is drawn inside the border (a thicker border had moved the content 2 px in and back).
    const no = c.getByTestId('order-no');
    await no.scrollIntoViewIfNeeded();
    const marked = await no.boundingBox();
    await no.click();
    await c.getByText('NEW', { exact: true }).waitFor({ state: 'detached' });
    expect(await no.boundingBox()).toEqual(marked);
    await page.context().close();
  });

  test("the installed app's icon badge counts the open orders, and follows a new one", async () => {
    const page = await newTabletPage(run.browser, run.server.url);
    // Headless Chromium has no icon to badge: the call is recorded instead.
    await page.addInitScript(() => {
      const w = window as unknown as { __badges: number[] };
      w.__badges = [];
      Object.defineProperty(Navigator.prototype, 'setAppBadge', {
        configurable: true,
        value: (n?: number) => (w.__badges.push(n ?? 0), Promise.resolve()),
      });
    });
    await login(page, run.server.url, 'store1', DEMO_PASSWORD);
    await page.getByTestId('connection-status').and(page.locator('[data-status="open"]')).waitFor();
    const lastBadge = () =>
      page.evaluate(() => (window as unknown as { __badges: number[] }).__badges.at(-1));
    const onBoard = () => page.locator('[data-testid="order-card"]').count();
    // The badge and the board agree once the board's lists are in (the seed has open orders today).
    await expect
      .poll(async () => {
        const [badge, cards] = [await lastBadge(), await onBoard()];
        return cards > 0 && badge === cards;
      })
      .toBe(true);
    const before = await onBoard();
    const { order } = await placeOrder();
    await card(page, order.order_id).waitFor();
    await expect.poll(lastBadge).toBe(before + 1);
    await page.context().close();
  });

  test('accept (with a prep time) → ready → served, one tap each, then it is on /completed-list', async () => {
    const page = await openOrders();
    const { order } = await placeOrder();
    const c = card(page, order.order_id);
    await c.waitFor();
    await c.getByTestId('order-advance').click();
    await page.getByRole('button', { name: '20분', exact: true }).click();
    await page.getByTestId('accept-confirm').click();
    await page.getByTestId('column-2').locator(`[data-order-id="${order.order_id}"]`).waitFor();
    // Confirmed by the server (the card shows the quote once the answer is back).
    await c.filter({ hasText: '준비 20분' }).waitFor();

    await c.getByTestId('order-advance').click();
    await page.getByTestId('column-3').locator(`[data-order-id="${order.order_id}"]`).waitFor();
    // The card moves at the tap; the next tap counts once the server has confirmed this one (while
    // the action is sending, the card shows it and ignores a repeated tap).
    await c.getByTestId('order-pending').waitFor({ state: 'detached' });
    await c.getByTestId('order-advance').click();
    await c.waitFor({ state: 'detached' });

    await page
      .getByRole('link', { name: /완료 주문/ })
      .first()
      .click();
    await page.waitForURL(/\/completed-list/);
    const done = card(page, order.order_id);
    await done.waitFor();
    expect(await done.getAttribute('data-status')).toBe('7');
    await page.context().close();
  });

  test('cancel needs a reason, then the order leaves the board as cancelled', async () => {
    const page = await openOrders();
    const { order } = await placeOrder();
    const c = card(page, order.order_id);
    await c.waitFor();
    await c.getByRole('button', { name: '주문 취소' }).click();
    await page.getByTestId('cancel-confirm').click();
    await page.getByText('취소 사유를 입력해 주세요.').waitFor();
    await page.getByRole('button', { name: '재료 소진' }).click();
    await page.getByTestId('cancel-confirm').click();
    await c.waitFor({ state: 'detached' });
    await page.goto(`${run.server.url}/completed-list?status=9`);
    const cancelled = card(page, order.order_id);
    await cancelled.waitFor();
    await expect(cancelled.textContent()).resolves.toContain('재료 소진');
    await page.context().close();
  });

  test('a customer cancel request can be approved from the card', async () => {
    const page = await openOrders();
    const { order, customer_key } = await placeOrder();
    await card(page, order.order_id).waitFor();
    await api(run.server.url, 'customer/order/cancel-request', {
      order_id: order.order_id,
      customer_key,
      reason: '주문을 잘못했어요',
    });
    const banner = card(page, order.order_id).getByTestId('cancel-request');
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toContain('주문을 잘못했어요');
    await banner.getByRole('button', { name: '취소 승인' }).click();
    await card(page, order.order_id).waitFor({ state: 'detached' });
    await page.context().close();
  });

  test('two tablets of the same store see each other’s changes', async () => {
    const a = await openOrders('store1');
    const b = await openOrders('store1');
    const { order } = await placeOrder();
    await card(a, order.order_id).waitFor();
    await card(b, order.order_id).waitFor();
    await card(a, order.order_id).getByTestId('order-advance').click();
    await a.getByTestId('accept-confirm').click();
    await b
      .getByTestId('column-2')
      .locator(`[data-order-id="${order.order_id}"]`)
      .waitFor({ timeout: 5_000 });
    await a.context().close();
    await b.context().close();
  });

  test('the board keeps a chosen filter in the URL, and the defaults out of it', async () => {
    const page = await openOrders();
    // The start URL is left as it is (no ?type=0&status=0 written back at start-up).
    expect(new URL(page.url()).search).toBe('');
    const kind = (n: number) => page.getByRole('group', { name: '주문 유형' }).getByRole('button').nth(n);
    await kind(2).click();
    await page.waitForURL((u) => u.search === '?type=2');
    await page.reload();
    await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor();
    expect(await kind(2).getAttribute('aria-pressed')).toBe('true');
    await kind(0).click();
    await page.waitForURL((u) => u.pathname === '/order-list' && u.search === '');
    expect(await kind(0).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  test('a change from another tablet shows before the whole list has answered', async () => {
    const a = await openOrders('store1');
    const b = await openOrders('store1');
    const { order } = await placeOrder();
    await card(b, order.order_id).waitFor();
    // From here on b's list refetches are held until released: only the one changed order can move the card.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let held = 0;
    await b.route('**/api/store/order/list', async (route) => {
      held++;
      await released;
      await route.continue();
    });
    // The tablet that accepts has the order from its own answer: the socket's echo fetches nothing.
    let fetchedByA = 0;
    a.on('request', (r) => void (r.url().endsWith('/api/store/order/info') && fetchedByA++));
    await card(a, order.order_id).getByTestId('order-advance').click();
    await a.getByTestId('accept-confirm').click();
    const moved = b.getByTestId('column-2').locator(`[data-order-id="${order.order_id}"]`);
    await moved.waitFor({ timeout: 5_000 });
    await expect(moved.textContent()).resolves.toContain('준비 15분');
    // b's lists follow the change too: at once, or at the end of the window that the new order's
    // own refetch opened (features/live/refresh.ts); held until released either way.
    await expect.poll(() => held, { timeout: 8_000 }).toBeGreaterThan(0);
    // The held refetch then lands and agrees: the card stays where it is.
    const releasedAt = await b.evaluate(() => Date.now());
    release();
    await b.waitForResponse('**/api/store/order/list');
    await waitForOrderListAnswer(b, 1, 1, releasedAt);
    expect(await b.getByTestId('column-2').locator(`[data-order-id="${order.order_id}"]`).count()).toBe(1);
    expect(await card(b, order.order_id).count()).toBe(1);
    await card(a, order.order_id).filter({ hasText: '준비 15분' }).waitFor();
    expect(fetchedByA).toBe(0);
    await a.context().close();
    await b.context().close();
  });

  test('a killed socket reconnects after 5 s and refreshes the list at once; cmd 5 reloads the page', async () => {
    const page = await newTabletPage(run.browser, run.server.url);
    let blocked = false;
    const routes: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/ws/, (ws) => {
      if (blocked) {
        ws.close({ code: 1006 });
        return;
      }
      ws.connectToServer();
      routes.push(ws);
    });
    await login(page, run.server.url, 'store1', DEMO_PASSWORD);
    const status = page.getByTestId('connection-status');
    await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor();

    blocked = true;
    await routes.at(-1)!.close({ code: 1006 });
    await page.locator('[data-testid="connection-status"][data-status="reconnecting"]').waitFor();
    // Placed while the tablet's socket is down: no push reaches it.
    const { order } = await placeOrder();
    // Kept as a sleep: an absence needs a window to show in. 1.5 s is ample for a push on a local
    // server and well inside the 5-second reconnect delay, so nothing else can bring the card.
    await page.waitForTimeout(1_500);
    expect(await card(page, order.order_id).count()).toBe(0);
    blocked = false;
    // The next attempt (≤ 5 s) reconnects, and the reconnect itself refreshes the list.
    await card(page, order.order_id).waitFor({ timeout: 8_000 });
    expect(await status.getAttribute('data-status')).toBe('open');

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const reloaded = page.waitForEvent('load');
    await routes.at(-1)!.send(JSON.stringify({ cmd: 5 }));
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    await page.context().close();
  });

  test('a background refresh that takes 4 s never covers the board: a tap on a card is handled meanwhile', async () => {
    // Both calls a new order's socket command starts: the named order's fetch and the lists' refetch.
    const page = await openOrders();
    const { order } = await placeOrder();
    const c = card(page, order.order_id);
    await c.waitFor();
    // From now on every order-list and order-info call takes 4 s (slow shop Wi-Fi); count the ones
    // in flight.
    const inFlight = { list: 0, info: 0 };
    const started = { list: 0, info: 0 };
    for (const call of ['list', 'info'] as const)
      await page.route(`**/api/store/order/${call}`, async (route) => {
        inFlight[call] += 1;
        started[call] += 1;
        // Deliberately slow (the point of this test), not a wait for something.
        await new Promise((r) => setTimeout(r, 4_000));
        await route.continue().catch(() => undefined);
        inFlight[call] -= 1;
      });
    // Another order arrives: its socket command fetches that order and refetches the lists in the
    // background (the lists at the end of the window the first order's refetch opened: up to 5 s).
    await placeOrder();
    await expect.poll(() => started.info, { timeout: 5_000 }).toBeGreaterThan(0);
    await expect.poll(() => started.list, { timeout: 8_000 }).toBeGreaterThan(0);
    // Each tap must land while the lists' refetch is still running (a covered screen would swallow it).
    const tap = { timeout: 2_500 };
    await c.getByTestId('order-advance').click(tap);
    await page.getByRole('button', { name: '20분', exact: true }).click(tap);
    await page.getByTestId('accept-confirm').click(tap);
    await page.getByTestId('column-2').locator(`[data-order-id="${order.order_id}"]`).waitFor(tap);
    expect(inFlight.list).toBeGreaterThan(0);
    expect(await page.getByTestId('spinner-overlay').count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  });

  test('two drops within a second: each return of the network refreshes the board at once', async () => {
    const page = await openOrders();
    const open = page.getByTestId('connection-status').and(page.locator('[data-status="open"]'));
    for (let i = 0; i < 2; i++) {
      await page.context().setOffline(true);
      await page.getByTestId('connection-status').and(page.locator(':not([data-status="open"])')).waitFor();
      const { order } = await placeOrder();
      await page.context().setOffline(false);
      // Far sooner than the 60-second refresh: the return itself refreshed the list (and the second
      // return, under a second after the first, is not mistaken for the same one).
      await card(page, order.order_id).waitFor({ timeout: 5_000 });
      await open.waitFor();
    }
    await page.context().close();
  });

  test('/test sends a real socket notification to this store', async () => {
    const page = await openOrders();
    await page.goto(`${run.server.url}/test`);
    await page.locator('[data-testid="test-connection"]').filter({ hasText: '실시간 연결됨' }).waitFor();
    await page.getByRole('button', { name: '테스트 알림 보내기' }).click();
    await page.getByTestId('live-toast').filter({ hasText: '테스트 알림' }).waitFor({ timeout: 5_000 });
    // The repeat-until-acknowledged setting belongs to the tablet: it survives a reload.
    const repeat = page.getByRole('checkbox', { name: /알림음 반복/ });
    expect(await repeat.isChecked()).toBe(false);
    await page.getByText(/알림음 반복/).click();
    await page.reload();
    await page.getByRole('checkbox', { name: /알림음 반복/ }).waitFor({ state: 'attached' });
    expect(await page.getByRole('checkbox', { name: /알림음 반복/ }).isChecked()).toBe(true);
    await page.context().close();
  });
});

describe('the live screen’s side tasks', () => {
  test('a delivery order gets its delivery man from the card; the menu view shows what is sold out', async () => {
    const page = await openOrders();
    const token = (
      await api<{ jwt: string }>(run.server.url, 'store/login/app', {
        manager_user_id: 'store1',
        manager_password: DEMO_PASSWORD,
        app_type: 3,
        app_name: 't',
      })
    ).data!.jwt;
    const men = await api<{ deliveryman_list: { deliveryman_id: number; deliveryman_name: string }[] }>(
      run.server.url,
      'store/order/deliveryman/list',
      { store_id: 1 },
      token,
    );
    const man = men.data!.deliveryman_list[0]!;
    const { order } = await placeOrder(1, { order_type: 4, delivery_address: '서울 마포구 양화로 45, 3층' });
    const c = card(page, order.order_id);
    await c.waitFor();
    await c.getByTestId('deliveryman-select').selectOption({ label: man.deliveryman_name });
    await expect
      .poll(
        async () =>
          (
            await api<{ order: { deliveryman_id: number | null } }>(
              run.server.url,
              'store/order/info',
              { store_id: 1, order_id: order.order_id },
              token,
            )
          ).data?.order.deliveryman_id,
      )
      .toBe(man.deliveryman_id);

    const sold = await api(
      run.server.url,
      'store/product/soldout',
      { store_id: 1, target: 'product', target_id: 1, sold_out: 1, until_end_of_day: 0 },
      token,
    );
    expect(sold.code).toBe(0);
    await page.getByRole('button', { name: '품절 현황' }).click();
    await page.getByRole('region', { name: '메뉴 품절 현황' }).getByText('후라이드치킨 (품절)').waitFor();
    await api(
      run.server.url,
      'store/product/soldout',
      { store_id: 1, target: 'product', target_id: 1, sold_out: 0, until_end_of_day: 0 },
      token,
    );
    await page.context().close();
  });
});
