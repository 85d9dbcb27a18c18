/**
 * Promotions that count (issue 26 §5), as the counter sees them: a promotion period started in the
 * back office discounts the next customer order by itself; the card says "할인 -1,900원" beside the
 * net total, and the detail lists the line and the total the customer pays. A coupon issued to a
 * customer from the coupon screen discounts that customer's next order, and the issue list then names it.
 */
import { describe, expect, test } from 'vitest';
import { api, DEMO_PASSWORD, login } from './harness';
import { e2eRun, orderCard, placeOrder, type PlacedOrder } from './setup';

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

  test("a coupon issued from the coupon screen discounts the customer's order and shows as used", async () => {
    const made = await api<{ coupon: { coupon_id: number } }>(
      run.server.url,
      'store/coupon/edit',
      {
        store_id: 1,
        coupon_name: '단골 2천원 쿠폰',
        discount_type: 1,
        discount_value: 2000,
        min_order_amount: 0,
        start_date: kstToday(),
        end_date: kstToday(),
      },
      run.token,
    );
    expect(made.code, made.message).toBe(0);
    const couponId = made.data!.coupon.coupon_id;
    const customers = await api<{ customer_list: { customer_id: number; customer_name: string }[] }>(
      run.server.url,
      'store/customer/list',
      { store_id: 1 },
      run.token,
    );
    const who = customers.data!.customer_list[0]!;
    const info = await api<{ user: { customer_phone: string } }>(
      run.server.url,
      'store/user/info',
      { store_id: 1, customer_id: who.customer_id },
      run.token,
    );

    await run.withPage(async (page) => {
      await login(page, run.server.url, 'store1', DEMO_PASSWORD);
      await page.goto(`${run.server.url}/promotion-coupon`);
      await page.getByRole('button', { name: '단골 2천원 쿠폰 발급' }).click();
      const dialog = page.getByRole('dialog', { name: '쿠폰 발급: 단골 2천원 쿠폰' });
      await dialog.getByText('아직 발급하지 않았습니다.').waitFor();
      await dialog.getByRole('textbox', { name: '받을 고객 찾기' }).fill(who.customer_name);
      await dialog.getByRole('button', { name: '검색' }).click();
      // Several customers may share a name in the demo data: tick the first one listed.
      await dialog
        .getByText(new RegExp(`^${who.customer_name} ·`))
        .first()
        .click();
      await dialog.getByText(/^1명 선택/).waitFor();
      await dialog.getByRole('button', { name: '1명에게 발급' }).click();
      await page.getByText('1명에게 쿠폰을 발급했습니다.').waitFor();
      const row = dialog.getByRole('row').filter({ hasText: who.customer_name });
      await row.filter({ hasText: '미사용' }).waitFor();

      const issues = await api<{ issue_list: { coupon_issue_id: number; customer_id: number }[] }>(
        run.server.url,
        'store/coupon/issue/list',
        { store_id: 1, coupon_id: couponId },
        run.token,
      );
      const issued = issues.data!.issue_list.find((i) => i.customer_id === who.customer_id)!;
      const order = (await placeOrder(run, {
        customer_phone: info.data!.user.customer_phone,
        coupon_issue_id: issued.coupon_issue_id,
      })) as PlacedOrder & { discounts: { kind: string; amount: number }[] };
      expect(order.discounts).toContainEqual(expect.objectContaining({ kind: 'coupon', amount: 2000 }));
      const off = order.discounts.reduce((sum, d) => sum + d.amount, 0);

      await page.goto(`${run.server.url}/order-list`);
      const card = orderCard(page, order.order_id);
      await card
        .getByTestId('order-discount')
        .filter({ hasText: `할인 -${off.toLocaleString('ko-KR')}원` })
        .waitFor();
      await card.getByText(`${order.total_amount.toLocaleString('ko-KR')}원`).waitFor();

      await page.goto(`${run.server.url}/promotion-coupon`);
      await page.getByRole('button', { name: '단골 2천원 쿠폰 발급' }).click();
      await dialog
        .getByRole('row')
        .filter({ hasText: who.customer_name })
        .filter({ hasText: `주문 ${order.order_no}` })
        .waitFor();
    });
  });
});
