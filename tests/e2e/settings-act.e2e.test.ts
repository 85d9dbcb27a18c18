/**
 * Issue 28, "settings that act", as the counter sees it: 주문 자동 수락 and 기본 준비 시간 set on the
 * 서비스 설정 screen take effect — a customer's order arrives already accepted with the store's prep
 * time and still alerts (toast, NEW mark, chime) — and the accept dialog opens on the store's default.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, apiLogin, DEMO_PASSWORD, login, newTabletPage } from './harness';
import { e2eRun, orderCard, placeOrder as placeOrderOn } from './setup';

const run = e2eRun();

const card = orderCard;
const placeOrder = () => placeOrderOn(run);

/** Saves the service settings screen with auto accept on or off and the given default prep time. */
async function saveSettings(page: Page, autoAccept: boolean, prepMinutes: string) {
  await page.goto('/service-setting');
  const prep = page.getByLabel('기본 준비 시간(분)');
  await prep.waitFor();
  await prep.fill(prepMinutes);
  const auto = page.getByRole('checkbox', { name: '주문 자동 수락' });
  if ((await auto.isChecked()) !== autoAccept)
    await page.getByText('주문 자동 수락', { exact: true }).click();
  expect(await auto.isChecked()).toBe(autoAccept);
  await page.getByRole('button', { name: '저장' }).click();
  await page.getByText('저장했습니다.').waitFor();
}

/** Back to the board the way staff go (the side menu: no reload, the app's own cache). */
async function openBoard(page: Page) {
  await page.getByRole('link', { name: /실시간 현황/ }).click();
  await page.waitForURL(/\/order-list/);
  await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor();
}

describe('service settings that act', () => {
  test('auto accept with 25 minutes: the order arrives accepted, and still alerts', async () => {
    const page = await newTabletPage(run.browser, run.server.url);
    // Counts the chime's tones (the alert is synthesised: two oscillators a chime).
    await page.addInitScript(() => {
      const w = window as unknown as { __tones: number };
      w.__tones = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
        w.__tones += 1;
        return start.apply(this, args);
      };
    });
    await login(page, run.server.url, 'store1', DEMO_PASSWORD);
    await page.waitForURL(/\/order-list/);

    await saveSettings(page, true, '25');
    await openBoard(page);
    // A tap, as staff do on a shift's first touch: it unlocks the tablet's audio.
    await page.getByTestId('connection-status').click();
    await page.evaluate(() => ((window as unknown as { __tones: number }).__tones = 0));

    const order = await placeOrder();
    expect(order.order_status).toBe(2);
    // Already in the 조리 중 column with the store's quote, on the board that never reloaded.
    const accepted = page.getByTestId('column-2').locator(`[data-order-id="${order.order_id}"]`);
    await accepted.waitFor({ timeout: 5_000 });
    await card(page, order.order_id).filter({ hasText: '준비 25분' }).waitFor();
    expect(await page.getByTestId('column-1').locator(`[data-order-id="${order.order_id}"]`).count()).toBe(0);
    // The alert of a new order: the toast (saying it was accepted), the NEW mark, the chime.
    await page
      .getByTestId('live-toast')
      .filter({ hasText: `새 주문 ${order.order_no}` })
      .filter({ hasText: '자동 수락 25분' })
      .waitFor({ timeout: 5_000 });
    await card(page, order.order_id).getByText('NEW', { exact: true }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __tones: number }).__tones))
      .toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  test('the accept dialog opens on the store’s default prep time', async () => {
    const page = await newTabletPage(run.browser, run.server.url);
    await login(page, run.server.url, 'store1', DEMO_PASSWORD);
    await page.waitForURL(/\/order-list/);
    await saveSettings(page, false, '25');
    await openBoard(page);

    const order = await placeOrder();
    expect(order.order_status).toBe(1);
    const c = page.getByTestId('column-1').locator(`[data-order-id="${order.order_id}"]`);
    await c.waitFor({ timeout: 5_000 });
    await c.getByTestId('order-advance').click();
    const minutes = page.getByTestId('prep-minutes');
    await minutes.waitFor();
    expect(await minutes.textContent()).toBe('25분');
    await page.getByTestId('accept-confirm').click();
    await card(page, order.order_id).filter({ hasText: '준비 25분' }).waitFor();
    await page.context().close();
  });

  test('바쁨 set on another tablet reaches this one: the accept dialog adds its minutes', async () => {
    const page = await newTabletPage(run.browser, run.server.url);
    await login(page, run.server.url, 'store1', DEMO_PASSWORD);
    await page.waitForURL(/\/order-list/);
    await openBoard(page);
    // Another tablet (the API, as store1) goes busy: +20 minutes for 30 minutes; this board hears cmd 141.
    const token = await apiLogin(run.server.url, 'store1');
    const busy = await api(
      run.server.url,
      'store/busy/edit',
      { store_id: 1, extra_minutes: 20, minutes: 30 },
      token,
    );
    expect(busy.code, busy.message).toBe(0);
    const order = await placeOrder();
    const c = page.getByTestId('column-1').locator(`[data-order-id="${order.order_id}"]`);
    await c.waitFor({ timeout: 5_000 });
    await expect
      .poll(async () => {
        await c.getByTestId('order-advance').click();
        const text = await page.getByTestId('prep-minutes').textContent();
        if (text !== '45분') await page.keyboard.press('Escape');
        return text;
      })
      .toBe('45분');
    await page.getByTestId('accept-busy').waitFor();
    await page.getByTestId('accept-confirm').click();
    await card(page, order.order_id).filter({ hasText: '준비 45분' }).waitFor();
    await api(run.server.url, 'store/busy/edit', { store_id: 1, extra_minutes: 0 }, token);
    await page.context().close();
  });
});
