/**
 * Promotions that count (issue 26 §5), as the counter sees them: a promotion period started in the
 * back office discounts the next customer order by itself; the card says "할인 -1,900원" beside the
 * net total, and the detail lists the line and the total the customer pays.
 */
import { describe, expect, test } from 'vitest';
import { api, DEMO_PASSWORD, login } from './harness';
import { e2eRun, orderCard, placeOrder } from './setup';

const run = e2eRun({ login: 'store1', failShot: 'promotions' });

const kstToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

describe('promotions on orders', () => {
  test('a running 10% period shows on the card and in the detail of the order it discounted', async () => {
    const period = await api<{ promotion: { promotion_id: number } }>(
      run.server.url,
      'store/promotion/period/edit',
      {
        store_id: 1,
        promotion_name: '오늘만 10% 할인',
        discount_type: 2,
        discount_value: 10,
        start_date: kstToday(),
        end_date: kstToday(),
      },
      run.token,
    );
    expect(period.code, period.message).toBe(0);
    // One 후라이드치킨 (19,000원): 1,900원 off, 17,100원 to pay.
    const order = await placeOrder(run);
    expect(order.total_amount).toBe(17_100);

    await run.withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      const card = orderCard(page, order.order_id);
      await card.getByTestId('order-discount').filter({ hasText: '할인 -1,900원' }).waitFor();
      await card.getByText('17,100원').waitFor();

      await card.getByRole('button', { name: '상세' }).click();
      const dialog = page.getByRole('dialog');
      const line = dialog.getByTestId('order-discount-line');
      await line.filter({ hasText: '오늘만 10% 할인' }).filter({ hasText: '-1,900원' }).waitFor();
      expect(await line.count()).toBe(1);
      await dialog.getByText('17,100원').first().waitFor();
    });
  });
});
