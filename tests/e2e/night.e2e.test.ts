/**
 * Issue 25 §5, the night theme: it follows the device (playwright's colorScheme emulation), is painted
 * dark before any of the app's JavaScript has run (no white flash), and the top bar's switch overrides
 * the device, is remembered across a reload and can go back to following the device. Both kinds of
 * screen turn: the plain board and a Chakra back-office screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, login, newTabletPage } from './harness';
import { e2eRun, orderCard, placeOrder } from './setup';

const run = e2eRun();

const DARK_PANEL = 'rgb(17, 17, 17)'; // Chakra's gray.950, styles/base.css --bg-subtle / --bg-panel by night
const LIGHT_SUBTLE = 'rgb(250, 250, 250)'; // gray.50, the page by day

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeColor = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content'));
const schemeSwitch = (page: Page) => page.getByTestId('color-scheme-switch');
const switchName = (page: Page) => schemeSwitch(page).getAttribute('aria-label');

describe('night theme', () => {
  test('follows the device, also while the app is open', async () => {
    const page = await newTabletPage(run.browser, run.server.url);
    try {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/login');
      await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
      expect(await isDark(page)).toBe(true);
      expect(await pageBackground(page)).toBe(DARK_PANEL);
      expect(await themeColor(page)).toBe('#111111');
      // Form controls and scrollbars are drawn dark too.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => isDark(page)).toBe(false);
      expect(await pageBackground(page)).toBe(LIGHT_SUBTLE);
      expect(await themeColor(page)).toBe('#0f766e');
    } finally {
      await page.context().close();
    }
  });

  test('is painted before the app’s scripts run: no white splash on a dark device', async () => {
    const page = await newTabletPage(run.browser, run.server.url);
    try {
      await page.emulateMedia({ colorScheme: 'dark' });
      // Hold the app's bundle: what shows meanwhile is index.html's splash, styled by the boot script.
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held = 0;
      await page.route('**/assets/*.js', async (route) => {
        held++;
        await gate;
        await route.continue();
      });
      await page.goto('/login', { waitUntil: 'commit' });
      const splash = page.locator('#root > .splash');
      await splash.waitFor();
      expect(await splash.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(DARK_PANEL);
      expect(held).toBeGreaterThan(0);
      release();
      await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  test('the top bar switch overrides the device, is remembered, and goes back to the device', async () => {
    const page = await newTabletPage(run.browser, run.server.url);
    try {
      await page.emulateMedia({ colorScheme: 'light' });
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      const order = await placeOrder(run);
      await page.goto('/order-list');
      const card = orderCard(page, order.order_id);
      await card.waitFor();
      expect(await switchName(page)).toBe('화면 테마: 기기 설정 따름');
      const cardBackground = () => card.evaluate((e) => getComputedStyle(e).backgroundColor);
      expect(await cardBackground()).toBe('rgb(255, 255, 255)');

      // A light device: the first press turns the screen dark, and says so.
      await schemeSwitch(page).click();
      await expect.poll(() => switchName(page)).toBe('화면 테마: 어둡게');
      expect(await isDark(page)).toBe(true);
      expect(await cardBackground()).toBe(DARK_PANEL);

      // Remembered: dark again after a reload (and from the first paint: the boot script read it).
      await page.reload();
      await card.waitFor();
      expect(await isDark(page)).toBe(true);
      expect(await switchName(page)).toBe('화면 테마: 어둡게');

      // A Chakra screen in the same theme: its panels are Chakra's dark bg.panel (gray.950).
      await page.goto('/product');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect
        .poll(() =>
          page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-bg-panel').trim(),
          ),
        )
        .toBe('#111111');

      // The device turning dark or light no longer matters while a choice is made…
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await isDark(page)).toBe(true);
      // …light next, then back to following the device (a dark one now).
      await schemeSwitch(page).click();
      await expect.poll(() => switchName(page)).toBe('화면 테마: 밝게');
      expect(await isDark(page)).toBe(false);
      await schemeSwitch(page).click();
      await expect.poll(() => switchName(page)).toBe('화면 테마: 기기 설정 따름');
      expect(await page.evaluate(() => localStorage.getItem('counter.color-scheme'))).toBeNull();
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => isDark(page)).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
