/**
 * Issue 26 §1 and §4 at the counter: a failed print is printed again from its toast and from the order
 * detail (the browser's print only where the store has no printer); sold-out toggled offline waits on
 * the tablet, is sent once when the network is back, and a toggle someone else overtook is shown and
 * the server's state kept; two tablets of a store (and an admin) agree within a second.
 */
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fakePrinter, KITCHEN_PRINTER } from '../server/fake-printer';
import { api, apiLogin, DEMO_PASSWORD, login, newTabletPage } from './harness';
import { e2eRun, orderCard, placeOrder } from './setup';

// A printer on loopback is the test's fake one; retries 50, 100, 200, 400 ms so a give-up comes quickly.
const run = e2eRun({
  login: 'store1',
  failShot: 'sync',
  env: { PRINTER_ALLOW_LOOPBACK: '1', PRINT_RETRY_BASE_MS: '50' },
});

// print_on is set by each test.
const PRINTER = { store_id: 1, ...KITCHEN_PRINTER };

async function setPrinter(body: Record<string, unknown>): Promise<number> {
  const r = await api<{ printer: { printer_id: number } }>(
    run.server.url,
    'store/printer/edit',
    { ...PRINTER, ...body },
    run.token,
  );
  if (r.code !== 0 || !r.data) throw new Error(`printer: ${r.message}`);
  return r.data.printer.printer_id;
}

/** A free loopback port with nothing listening on it (a printer that is off). */
async function deadPort(): Promise<number> {
  const probe = await fakePrinter();
  await probe.close();
  return probe.port;
}

interface MenuItem {
  product_id: number;
  product_name: string;
  store_product_group_id: number;
  sold_out: number;
  version: number;
}
const menuItem = async (productId: number) =>
  (
    await api<{ product_list: MenuItem[] }>(run.server.url, 'store/product/list', { store_id: 1 }, run.token)
  ).data!.product_list.find((p) => p.product_id === productId)!;
const setSoldOut = (productId: number, soldOut: 0 | 1, token = run.token, untilEndOfDay: 0 | 1 = 0) =>
  api(
    run.server.url,
    'store/product/soldout',
    { store_id: 1, target_id: productId, sold_out: soldOut, until_end_of_day: untilEndOfDay },
    token,
  );

describe('reprint', () => {
  test('a failed print shows a toast with 다시 인쇄, which prints the order once the printer is back', async () => {
    await run.withPage(async (page) => {
      const port = await deadPort();
      const printerId = await setPrinter({ port, print_on: 1 });
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.locator('[data-testid="order-card"]').first().waitFor();
      const order = await placeOrder(run);
      // Five refused attempts, then the tablets are told.
      const toast = page.getByTestId('live-toast').filter({ hasText: '프린터 응답 없음 — 다시 인쇄' });
      await toast.filter({ hasText: order.order_no }).waitFor({ timeout: 15_000 });
      const printer = await fakePrinter(port);
      try {
        await toast.filter({ hasText: order.order_no }).getByRole('button', { name: '다시 인쇄' }).click();
        await page.getByText('프린터로 다시 보냈습니다.').waitFor();
        await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(1);
        expect(iconv.decode(printer.jobs[0]!, 'cp949')).toContain(order.order_no);
      } finally {
        await setPrinter({ printer_id: printerId, port, print_on: 1, active: 0 });
        await printer.close();
      }
    });
  });

  test('the order detail reprints on the printer; with no printer it is the browser print', async () => {
    await run.withPage(async (page) => {
      const printer = await fakePrinter();
      const printerId = await setPrinter({ port: printer.port, print_on: 3 });
      try {
        await login(page, run.server.url, 'store1', DEMO_PASSWORD);
        const order = await placeOrder(run);
        const card = orderCard(page, order.order_id);
        await card.getByRole('button', { name: '상세' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByTestId('reprint-order').click();
        await page.getByText('프린터로 다시 보냈습니다.').waitFor();
        await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(1);
        expect(iconv.decode(printer.jobs[0]!, 'cp949')).toContain(order.order_no);
        expect(await dialog.getByTestId('print-order').count()).toBe(0);
        await dialog.getByRole('button', { name: '닫기' }).first().click();

        // No active printer: the detail offers the browser's print instead.
        await setPrinter({ printer_id: printerId, port: printer.port, print_on: 3, active: 0 });
        await card.getByRole('button', { name: '상세' }).click();
        await dialog.getByTestId('print-order').waitFor();
        expect(await dialog.getByTestId('reprint-order').count()).toBe(0);
      } finally {
        // Off again whatever happened: a retry (which adds a printer of its own) or the next test must
        // not find this one still active.
        await setPrinter({ printer_id: printerId, port: printer.port, print_on: 3, active: 0 });
        await printer.close();
      }
    });
  });
});

describe('sold out offline', () => {
  test('a toggle made offline waits on the tablet and is sent exactly once when the network is back', async () => {
    await run.withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto('/sold-out');
      const before = await menuItem(3);
      const tile = page.getByRole('button', { name: `${before.product_name} 판매 중` });
      await tile.waitFor();
      await page.context().setOffline(true);
      await tile.click();
      const waiting = page.getByRole('button', { name: `${before.product_name} 품절` });
      await expect.poll(async () => (await waiting.textContent()) ?? '').toContain('전송 대기');
      expect((await menuItem(3)).sold_out).toBe(0);
      await page.context().setOffline(false);
      await expect
        .poll(async () => (await waiting.textContent()) ?? '', { timeout: 15_000 })
        .not.toContain('전송 대기');
      const after = await menuItem(3);
      expect(after.sold_out).toBe(1);
      // Once: one write moved the version by one.
      expect(after.version).toBe(before.version + 1);
      await setSoldOut(3, 0);
    });
  });

  test('a toggle overtaken by another device is refused: the tablet says so and keeps the server’s state', async () => {
    await run.withPage(async (page) => {
      await setSoldOut(2, 1);
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto('/sold-out');
      const item = await menuItem(2);
      await page.getByRole('button', { name: `${item.product_name} 품절` }).waitFor();
      await page.context().setOffline(true);
      await page.getByRole('button', { name: `${item.product_name} 품절` }).click();
      await page.getByRole('button', { name: `${item.product_name} 판매 중` }).waitFor();
      // Meanwhile another tablet keeps it sold out, now until the end of the day.
      const other = await apiLogin(run.server.url, 'store1');
      expect((await setSoldOut(2, 1, other, 1)).code).toBe(0);
      await page.context().setOffline(false);
      await page
        .getByText(`${item.product_name}: 다른 기기에서 먼저 변경했습니다 — 현재: 품절`)
        .waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: `${item.product_name} 품절` }).waitFor();
      expect((await menuItem(2)).sold_out).toBe(1);
      await setSoldOut(2, 0);
    });
  });
});

describe('two tablets of one store', () => {
  let a: Page;
  let b: Page;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      newTabletPage(run.browser, run.server.url),
      newTabletPage(run.browser, run.server.url),
    ]);
    await login(a, run.server.url, 'store1', DEMO_PASSWORD);
    await login(b, run.server.url, 'store1', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await a?.context().close();
    await b?.context().close();
  });

  test('a product edit, a group edit and a sold-out toggle on one show on the other within 1 s', async () => {
    await b.goto('/product');
    await b.getByText('후라이드치킨').first().waitFor();
    const menu = (
      await api<{
        product_list: (MenuItem & Record<string, unknown>)[];
        group_list: Record<string, unknown>[];
      }>(run.server.url, 'store/product/list', { store_id: 1 }, run.token)
    ).data!;
    const fried = menu.product_list.find((p) => p.product_id === 1)!;
    const edited = await api(
      run.server.url,
      'store/product/edit',
      {
        store_id: 1,
        product_id: 1,
        store_product_group_id: fried.store_product_group_id,
        product_name: '후라이드치킨 (순살)',
        price: fried.price,
        description: fried.description ?? '',
        image: fried.image ?? '',
        stock_count: fried.stock_count,
        display: fried.display,
        options: fried.options,
      },
      run.token,
    );
    expect(edited.code, edited.message).toBe(0);
    await b.getByText('후라이드치킨 (순살)').first().waitFor({ timeout: 1_000 });

    const group = menu.group_list.find((g) => g.store_product_group_id === fried.store_product_group_id)!;
    const renamed = await api(
      run.server.url,
      'store/productgroup/edit',
      {
        store_id: 1,
        store_product_group_id: group.store_product_group_id,
        store_product_group_name: '치킨 메뉴',
        display: group.display,
      },
      run.token,
    );
    expect(renamed.code, renamed.message).toBe(0);
    await b.getByText('치킨 메뉴').first().waitFor({ timeout: 1_000 });

    // Sold out tapped on tablet A; tablet B's board shows it in its sold-out panel.
    await b.goto('/order-list');
    await b.getByRole('button', { name: '품절 현황' }).click();
    const panel = b.getByRole('region', { name: '메뉴 품절 현황' });
    await panel.waitFor();
    await a.goto('/sold-out');
    await a.getByRole('button', { name: '후라이드치킨 (순살) 판매 중' }).click();
    const tile = a.getByRole('button', { name: '후라이드치킨 (순살) 품절' });
    await expect.poll(async () => (await tile.textContent()) ?? '').not.toContain('전송 대기');
    await panel
      .locator('[data-sold-out="true"]', { hasText: '후라이드치킨 (순살)' })
      .waitFor({ timeout: 1_000 });
    await a.getByRole('button', { name: '후라이드치킨 (순살) 품절' }).click();
    await panel
      .locator('[data-sold-out="false"]', { hasText: '후라이드치킨 (순살)' })
      .waitFor({ timeout: 2_000 });
  });

  test("an admin's change reaches the store's tablet within 1 s", async () => {
    await b.goto('/sold-out');
    await b.getByRole('button', { name: '양념치킨 판매 중' }).waitFor();
    const admin = await apiLogin(run.server.url, 'admin');
    expect((await setSoldOut(2, 1, admin)).code).toBe(0);
    await b.getByRole('button', { name: '양념치킨 품절' }).waitFor({ timeout: 1_000 });
    expect((await setSoldOut(2, 0, admin)).code).toBe(0);
    await b.getByRole('button', { name: '양념치킨 판매 중' }).waitFor({ timeout: 1_000 });
  });
});
