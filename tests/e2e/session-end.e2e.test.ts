/**
 * Issue 23, "Bad input and faults": the session ends (here: the account signs out on another tablet,
 * which ends every token of it) while the board is refreshing in the background. The tablet alerts
 * once, goes to /login, and leaves no overlay behind.
 */
import { describe, expect, test } from 'vitest';
import { api, apiLogin, DEMO_PASSWORD, login, newTabletPage } from './harness';
import { e2eRun } from './setup';

const run = e2eRun();

describe('session end', () => {
  test('during a slow background refresh: one alert, /login, no overlay left behind', async () => {
    const page = await newTabletPage(run.browser, run.server.url);
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await login(page, run.server.url, 'store2', DEMO_PASSWORD);
    await page.waitForURL(/\/order-list/);
    await page.getByTestId('connection-status').and(page.locator('[data-status="open"]')).waitFor();

    // Every order-list call now takes 1.5 s (slow shop Wi-Fi).
    let started = 0;
    await page.route('**/api/store/order/list', async (route) => {
      started += 1;
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue().catch(() => undefined);
    });
    // "The network is back": a background refresh starts…
    await page.evaluate(() => globalThis.dispatchEvent(new Event('online')));
    await expect.poll(() => started, { timeout: 5_000 }).toBeGreaterThan(0);
    // …and meanwhile the same account signs out on another tablet, ending every token of it.
    const other = await apiLogin(run.server.url, 'store2');
    expect((await api(run.server.url, 'store/logout', {}, other)).code).toBe(0);

    await page.waitForURL(/\/login/, { timeout: 15_000 });
    await page.getByLabel('아이디').waitFor();
    expect(alerts).toHaveLength(1);
    expect(await page.getByTestId('spinner-overlay').count()).toBe(0);
    // The login form takes input: nothing invisible covers it.
    await page.getByLabel('아이디').fill('store2');
    // Later answers of the ended session (the refresh's other list, the socket's 4001 re-check) raise no
    // second alert: wait until every list call that started has answered, then look again.
    await page.unrouteAll({ behavior: 'wait' });
    expect(alerts).toHaveLength(1);
    await page.context().close();
  });
});
