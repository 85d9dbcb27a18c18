/**
 * The completed list in pages (issue 27 §4): 50 orders at a time, newest first, the next page on
 * "이전 주문 더 보기", the kind badges counting the whole day, the status filter the server's.
 */
import { describe, expect, test } from 'vitest';
import { api } from './harness';
import { e2eRun, placeOrder } from './setup';

const run = e2eRun({ login: 'store1', page: 'store1', failShot: 'completed-pages' });

type ListAnswer = { order_list: { order_id: number }[]; kind_counts?: number[]; next_after?: number | null };
const firstPage = (extra: Record<string, unknown> = {}) =>
  api<ListAnswer>(
    run.server.url,
    'store/order/list',
    { store_id: 1, search_type: 3, app_type: 3, ...extra },
    run.token,
  ).then((r) => r.data!);

describe('the completed list', () => {
  test('comes 50 orders at a time, newest first, its badges counting the whole day', async () => {
    // More than a page of today's completed orders at store 1: placed and cancelled behind the screen.
    for (let i = (await firstPage()).kind_counts![0]!; i < 55; i++) {
      const order = await placeOrder(run);
      const r = await api(
        run.server.url,
        'store/order/cancel',
        { store_id: 1, order_id: order.order_id, from_status: 1, cancel_reason: '재료 소진' },
        run.token,
      );
      expect(r.code, r.message).toBe(0);
    }
    const answer = await firstPage();
    const total = answer.kind_counts![0]!;
    expect(answer.order_list).toHaveLength(50);

    const page = run.page;
    await page.goto(`${run.server.url}/completed-list`);
    const cards = page.getByTestId('order-card');
    await expect.poll(() => cards.count()).toBe(50);
    expect(await cards.first().getAttribute('data-order-id')).toBe(String(answer.order_list[0]!.order_id));
    await page.getByRole('button', { name: new RegExp(`^전체\\s*${total}$`) }).waitFor();

    // By keyboard: the focus stays on the button while it loads, and goes to the end note after the last.
    await page.getByTestId('load-more-orders').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBe(Math.min(total, 100));
    if (total <= 100) {
      await page.getByTestId('load-more-orders').waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('all-orders-loaded');
    }
    const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-order-id')));
    expect(new Set(ids).size).toBe(ids.length);

    // The status filter is asked of the server: its cards and its badges are the cancelled orders'.
    const cancelled = await firstPage({ order_status: 9 });
    const asked = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/store/order/list') &&
        r.request().postData()?.includes('"order_status":9') === true,
    );
    await page.getByRole('group', { name: '주문 상태' }).getByRole('button', { name: '취소' }).click();
    await asked;
    await page.getByRole('button', { name: new RegExp(`^전체\\s*${cancelled.kind_counts![0]}$`) }).waitFor();
    await expect.poll(() => cards.count()).toBe(cancelled.order_list.length);
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).toEqual(
      cancelled.order_list.map(() => '9'),
    );
  });
});
