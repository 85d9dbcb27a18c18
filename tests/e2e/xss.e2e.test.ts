/**
 * XSS (issue 8): script payloads stored in every kind of text a manager or a customer can set —
 * menu names, store names, member names, customer names, requests, addresses, cancel reasons, and
 * socket toast titles/bodies built from them — render as text in Chromium, and the page is served
 * with a Content-Security-Policy that allows no inline script.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, DEMO_PASSWORD, login, newTabletPage } from './harness';
import { e2eRun } from './setup';

const run = e2eRun();

const PAYLOADS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '"><svg onload="window.__xss=(window.__xss||0)+1">',
  'javascript:window.__xss=1//<a href="javascript:window.__xss=1">x</a>',
];

async function executed(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);
}

describe('stored payloads render as text', () => {
  test('menu, store, member, order and socket texts never execute', async () => {
    const login1 = await api<{ jwt: string }>(run.server.url, 'store/login/app', {
      manager_user_id: 'store1',
      manager_password: DEMO_PASSWORD,
      app_type: 3,
      app_name: 't',
    });
    const token = login1.data!.jwt;
    const admin = (
      await api<{ jwt: string }>(run.server.url, 'store/login/app', {
        manager_user_id: 'admin',
        manager_password: DEMO_PASSWORD,
        app_type: 3,
        app_name: 't',
      })
    ).data!.jwt;

    // Manager-set texts: a menu item, the store's names, a member's name.
    const menu = await api<{
      product_list: { product_id: number; store_product_group_id: number; price: number }[];
    }>(run.server.url, 'store/product/list', { store_id: 1 }, token);
    const product = menu.data!.product_list[0]!;
    const edited = await api(
      run.server.url,
      'store/product/edit',
      {
        store_id: 1,
        product_id: product.product_id,
        store_product_group_id: product.store_product_group_id,
        product_name: PAYLOADS[0]!.slice(0, 50),
        price: product.price,
      },
      token,
    );
    expect(edited.code, edited.message).toBe(0);
    const store = await api(
      run.server.url,
      'store/edit',
      { store_id: 1, store_name: PAYLOADS[2]!.slice(0, 50), store_app_name: PAYLOADS[1]!.slice(0, 30) },
      token,
    );
    expect(store.code, store.message).toBe(0);
    const member = await api(
      run.server.url,
      'store/manager/edit',
      {
        manager_user_id: 'xss.member',
        manager_password: 'xsstest123',
        manager_name: PAYLOADS[0]!.slice(0, 30),
        manager_group_id: 52,
        store_id: 1,
      },
      admin,
    );
    expect(member.code, member.message).toBe(0);

    const page = await newTabletPage(run.browser, run.server.url);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await login(page, run.server.url, 'xss.member', 'xsstest123');
    await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor();

    // Customer-set texts arrive live: name, request, address, the item named by the manager, a cancel reason.
    const created = await api<{ order: { order_id: number }; customer_key: string }>(
      run.server.url,
      'customer/order/create',
      {
        store_id: 1,
        order_type: 4,
        pay_type: 1,
        customer_name: PAYLOADS[2]!.slice(0, 50),
        request: PAYLOADS.join(' '),
        delivery_address: PAYLOADS[1],
        items: [{ product_id: product.product_id, quantity: 1, option_names: [] }],
      },
    );
    expect(created.code, created.message).toBe(0);
    const { order, customer_key } = created.data!;
    await api(run.server.url, 'customer/order/cancel-request', {
      order_id: order.order_id,
      customer_key,
      reason: PAYLOADS[3],
    });
    const card = page.locator(`[data-order-id="${order.order_id}"]`);
    await card.getByTestId('cancel-request').waitFor();
    await page.getByTestId('live-toast').first().waitFor();
    // The texts are there, literally.
    expect(await card.getByTestId('order-request').innerText()).toContain('<script>');
    expect(await card.innerText()).toContain('<img src=x');
    await card.getByRole('button', { name: '상세' }).click();
    await page.getByRole('dialog').getByText('<svg onload', { exact: false }).first().waitFor();
    await page.keyboard.press('Escape');

    for (const path of [
      '/product',
      '/sold-out',
      '/store',
      '/manager-list',
      '/customer-manager',
      '/completed-list',
    ]) {
      await page.goto(`${run.server.url}${path}`);
      await page.waitForLoadState('networkidle');
    }
    const count = await executed(page);
    console.log(
      `xss: ${PAYLOADS.length} payloads in 9 kinds of text, ${count} executed, ${dialogs.length} dialogs`,
    );
    expect(count).toBe(0);
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  test('the app is served with a CSP that forbids inline and foreign scripts', async () => {
    const res = await fetch(`${run.server.url}/order-list`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
