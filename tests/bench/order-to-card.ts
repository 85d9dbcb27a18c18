import type { Browser } from 'playwright-core';
import { api, DEMO_PASSWORD, login, newTabletPage, type RunningServer } from '../e2e/harness';
import { percentile, round, type Figure } from './stats';

/**
 * Order created on the server → its card painted on the live screen, over N orders in one run.
 * t0 is taken before the customer's request is sent (so it includes the create itself); the card's
 * time is the first animation frame after the card enters the DOM. Same machine, same clock.
 */
export async function orderToCard(server: RunningServer, browser: Browser, n = 100): Promise<Figure[]> {
  const page = await newTabletPage(browser, server.url);
  await login(page, server.url, 'store1', DEMO_PASSWORD);
  await page.locator('[data-testid="connection-status"][data-status="open"]').waitFor();
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { __seen: Record<string, number> }).__seen = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const cards = node.matches('[data-order-id]')
            ? [node]
            : [...node.querySelectorAll<HTMLElement>('[data-order-id]')];
          for (const c of cards) {
            const id = c.dataset.orderId!;
            if (!(id in seen))
              requestAnimationFrame(() => (seen[id] ??= performance.timeOrigin + performance.now()));
          }
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const latencies: number[] = [];
  // The counter accepts orders as they come (as staff would), so the new-order column stays within
  // the cards the board draws before "더 보기".
  const token = (
    await api<{ jwt: string }>(server.url, 'store/login/app', {
      manager_user_id: 'store1',
      manager_password: DEMO_PASSWORD,
      app_type: 3,
      app_name: 'bench',
    })
  ).data!.jwt;
  for (let i = 0; i < n; i++) {
    const t0 = Date.now();
    const r = await api<{ order: { order_id: number } }>(server.url, 'customer/order/create', {
      store_id: 1,
      order_type: (i % 4) + 1,
      table_no: '7',
      delivery_address: '서울 마포구 양화로 45',
      pickup_time: new Date(Date.now() + 10 * 60_000).toISOString(),
      pay_type: 1,
      items: [{ product_id: 1 + (i % 5), quantity: 1, option_names: [] }],
    });
    const id = r.data?.order.order_id;
    if (!id) throw new Error(`create failed: ${r.message}`);
    const seenAt = await page.waitForFunction(
      (oid) => (window as unknown as { __seen: Record<string, number> }).__seen[String(oid)],
      id,
      { timeout: 10_000, polling: 10 },
    );
    latencies.push(((await seenAt.jsonValue()) ?? NaN) - t0);
    await api(
      server.url,
      'store/order/status/edit',
      { store_id: 1, order_id: id, from_status: 1, order_status: 2, prep_minutes: 15 },
      token,
    );
    await page.waitForTimeout(150);
  }
  await page.context().close();
  const p50 = round(percentile(latencies, 50));
  const p95 = round(percentile(latencies, 95));
  return [
    {
      figure: `order created → card painted, p50 (${n} orders)`,
      value: p50,
      unit: 'ms',
      target: '—',
      spread: `min ${round(Math.min(...latencies))} / max ${round(Math.max(...latencies))}`,
    },
    { figure: `order created → card painted, p95 (${n} orders)`, value: p95, unit: 'ms', target: '≤ 300 ms' },
  ];
}
