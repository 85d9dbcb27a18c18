import type { Browser } from 'playwright-core';
import { api, apiLogin, DEMO_PASSWORD, login, newTabletPage, startServer } from '../e2e/harness';
import type { Figure } from './stats';

/**
 * Issue 23: taps on the live board while a background refresh is slow. Every store/order/list call
 * takes 4 s (slow shop Wi-Fi); a new order's socket command starts the background refetch; during it the
 * counter taps "다음 단계" on M accepted cards, one after another. A tap counts as blocked when the
 * click cannot land within 1 s (the element is covered) or its card has not moved to the next column
 * within 2 s. Target 0. A server of its own: the accepted orders would change the other figures.
 */
export async function tapsBlocked(browser: Browser, taps = 5): Promise<Figure[]> {
  const server = await startServer();
  try {
    const token = await apiLogin(server.url, 'store1');
    const ids: number[] = [];
    for (let i = 0; i < taps; i++) {
      const r = await api<{ order: { order_id: number } }>(server.url, 'customer/order/create', {
        store_id: 1,
        order_type: 2,
        pay_type: 1,
        items: [{ product_id: 1 + (i % 5), quantity: 1, option_names: [] }],
      });
      const id = r.data!.order.order_id;
      await api(
        server.url,
        'store/order/status/edit',
        { store_id: 1, order_id: id, from_status: 1, order_status: 2, prep_minutes: 15 },
        token,
      );
      ids.push(id);
    }
    const page = await newTabletPage(browser, server.url);
    await login(page, server.url, 'store1', DEMO_PASSWORD);
    await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor();
    for (const id of ids) await page.locator(`[data-testid="column-2"] [data-order-id="${id}"]`).waitFor();

    let started = 0;
    await page.route('**/api/store/order/list', async (route) => {
      started += 1;
      await new Promise((r) => setTimeout(r, 4_000));
      await route.continue().catch(() => undefined);
    });
    await api(server.url, 'customer/order/create', {
      store_id: 1,
      order_type: 2,
      pay_type: 1,
      items: [{ product_id: 1, quantity: 1, option_names: [] }],
    });
    for (let t = Date.now(); started === 0 && Date.now() - t < 5_000;) await page.waitForTimeout(20);
    const refreshAt = Date.now();

    let blocked = 0;
    for (const id of ids) {
      try {
        await page
          .locator(`[data-testid="order-card"][data-order-id="${id}"] [data-testid="order-advance"]`)
          .click({ timeout: 1_000 });
        await page.locator(`[data-testid="column-3"] [data-order-id="${id}"]`).waitFor({ timeout: 2_000 });
      } catch {
        blocked += 1;
      }
    }
    const within = Date.now() - refreshAt;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
    return [
      {
        figure: `taps blocked during a 4-second background refresh (of ${taps})`,
        value: blocked,
        unit: 'taps',
        target: '0',
        spread: `refreshes started: ${started}`,
        note: `accepted → ready taps on ${taps} cards, ${within} ms after the refresh began; blocked = the click could not land in 1 s or the card did not move in 2 s`,
      },
    ];
  } finally {
    await server.stop();
  }
}
