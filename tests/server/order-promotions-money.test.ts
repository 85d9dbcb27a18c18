/**
 * Promotions in the money screens (issue 26 §5): with discounted orders placed today, every money
 * screen's rows and totals equal independent sums over the stored rows, and gross − discount = net.
 */
import { describe, expect, it } from 'vitest';
import { testBackends, withLogins, type TestServer } from './helpers';
import { daysAgo, today, sum } from './money-helpers';

describe.each(await testBackends())('promotions in the money screens on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let store1: string;
  withLogins(
    ['admin', 'store1'],
    (server, t) => {
      s = server;
      ({ admin, store1 } = t);
    },
    backend,
  );
  const q = <T>(text: string, params: unknown[] = []) => s.built.ctx.database.query<T>(text, params);

  /** Today's discounted orders at store 1: a running 10% period, coupons, one served, one cancelled. */
  async function placeDiscounted() {
    const period = await s.call(
      'store/promotion/period/edit',
      {
        store_id: 1,
        promotion_name: '오늘만 10% 할인',
        discount_type: 2,
        discount_value: 10,
        start_date: today(),
        end_date: today(),
      },
      store1,
    );
    expect(period.body.code, period.body.message).toBe(0);
    const [member] = await q<{ customer_id: number; customer_phone: string }>(
      `SELECT c.customer_id, c.customer_phone FROM customers c
       WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.store_id = 1)
       ORDER BY c.customer_id LIMIT 1`,
    );
    const [coupon] = await q<{ coupon_id: number }>(
      `INSERT INTO coupons (store_id, coupon_name, discount_type, discount_value, start_date, end_date)
       VALUES (1, '합계 검사 쿠폰', 1, 2000, now()::date - 1, now()::date + 1) RETURNING coupon_id`,
    );
    const placed: { order_id: number; order_status: number; discount_amount: number }[] = [];
    for (const [k, type] of [2, 4, 2, 1].entries()) {
      const [issue] = await q<{ coupon_issue_id: number }>(
        'INSERT INTO coupon_issues (coupon_id, customer_id) VALUES ($1, $2) RETURNING coupon_issue_id',
        [coupon!.coupon_id, member!.customer_id],
      );
      const r = await s.call('customer/order/create', {
        store_id: 1,
        order_type: type,
        table_no: type === 1 ? '3' : undefined,
        delivery_address: type === 4 ? '서울 마포구 양화로 1' : undefined,
        pay_type: k === 3 ? 90 : 1,
        customer_phone: member!.customer_phone,
        coupon_issue_id: issue!.coupon_issue_id,
        items: [{ product_id: 1, quantity: k + 1 }],
      });
      expect(r.body.code, r.body.message).toBe(0);
      placed.push(r.body.data.order);
    }
    // One served (so a settlement can hold it), one cancelled (its payment leaves the sales).
    const served = placed[0]!;
    for (const [from, to] of [
      [1, 2],
      [2, 3],
      [3, 7],
    ] as const) {
      const r = await s.call(
        'store/order/status/edit',
        { store_id: 1, order_id: served.order_id, from_status: from, order_status: to, prep_minutes: 10 },
        store1,
      );
      expect(r.body.code, r.body.message).toBe(0);
    }
    const cancelled = await s.call(
      'store/order/cancel',
      { store_id: 1, order_id: placed[1]!.order_id, from_status: 1, cancel_reason: '테스트' },
      store1,
    );
    expect(cancelled.body.code).toBe(0);
    await s.call(
      'store/promotion/period/end',
      { store_id: 1, promotion_id: period.body.data.promotion.promotion_id },
      store1,
    );
    return placed;
  }

  it('every order: items + delivery fee − discount = total = its payment; lines sum to discount_amount', async () => {
    const placed = await placeDiscounted();
    expect(placed.every((o) => o.discount_amount > 0)).toBe(true);
    const stored = await q<{
      items: { quantity: number; price: number; options: { option_price: number }[] }[];
      delivery_fee: number;
      discount_amount: number;
      total_amount: number;
      discounts: { amount: number }[];
      paid: number;
    }>(
      `SELECT o.items, o.delivery_fee::int AS delivery_fee, o.discount_amount::int AS discount_amount,
              o.total_amount::int AS total_amount, o.discounts,
              (SELECT sum(p.amount)::int FROM payments p WHERE p.order_id = o.order_id) AS paid
       FROM orders o WHERE o.store_id = 1`,
    );
    for (const o of stored) {
      const items = sum(
        o.items.map((i) => i.quantity * (i.price + sum(i.options.map((x) => x.option_price)))),
      );
      expect(sum(o.discounts.map((d) => d.amount))).toBe(o.discount_amount);
      expect(o.discount_amount).toBeGreaterThanOrEqual(0);
      expect(o.discount_amount).toBeLessThanOrEqual(items);
      if (o.discount_amount > 0) {
        expect(items + o.delivery_fee - o.discount_amount).toBe(o.total_amount);
        expect(o.paid).toBe(o.total_amount);
      }
    }
  });

  it('sales, sales by type, menu sales, admin orders and settlements report gross, discount and net that add up', async () => {
    const day = today();
    const pays = await q<{
      amount: number;
      status: number;
      discount: number;
      pay_type: number;
      order_type: number;
    }>(
      `SELECT p.amount::int AS amount, p.payment_status AS status, coalesce(o.discount_amount, 0)::int AS discount,
              p.pay_type, coalesce(o.order_type, 0) AS order_type
       FROM payments p LEFT JOIN orders o ON o.order_id = p.order_id
       WHERE p.store_id = 1 AND (p.approved_at AT TIME ZONE 'Asia/Seoul')::date = (now() AT TIME ZONE 'Asia/Seoul')::date`,
    );
    const approved = pays.filter((p) => p.status === 1);
    const discount = sum(approved.map((p) => p.discount));
    expect(discount).toBeGreaterThan(0);
    const net = sum(approved.map((p) => p.amount));

    const sales = (await s.call('store/sales/list', { store_id: 1, start_date: day, end_date: day }, store1))
      .body.data;
    expect(sales.total).toMatchObject({
      approved_amount: net,
      discount_amount: discount,
      gross_amount: net + discount,
    });
    expect(sum(sales.sales_list.map((d: { discount_amount: number }) => d.discount_amount))).toBe(discount);

    const types = (
      await s.call('store/sales/type/list', { store_id: 1, start_date: day, end_date: day }, admin)
    ).body;
    expect(types.code, types.message).toBe(0);
    expect(types.data.total).toMatchObject({ discount_amount: discount, gross_amount: net + discount });
    for (const list of [types.data.pay_type_list, types.data.order_type_list] as {
      discount_amount: number;
      gross_amount: number;
      approved_amount: number;
    }[][]) {
      expect(sum(list.map((r) => r.discount_amount))).toBe(discount);
      expect(sum(list.map((r) => r.gross_amount))).toBe(net + discount);
      for (const r of list) expect(r.gross_amount - r.discount_amount).toBe(r.approved_amount);
    }

    const [open] = await q<{ discount: number; paid: number }>(
      `SELECT coalesce(sum(discount_amount), 0)::int AS discount, coalesce(sum(total_amount), 0)::int AS paid
       FROM orders WHERE store_id = 1 AND order_status <> 9
         AND (created_at AT TIME ZONE 'Asia/Seoul')::date = (now() AT TIME ZONE 'Asia/Seoul')::date`,
    );
    const menu = (
      await s.call('store/stat/product/monthly', { store_id: 1, start_date: day, end_date: day }, store1)
    ).body.data;
    expect(menu.total).toMatchObject({ discount_amount: open!.discount, amount: open!.paid });

    const [all] = await q<{ discount: number; total: number }>(
      `SELECT coalesce(sum(discount_amount), 0)::int AS discount, coalesce(sum(total_amount), 0)::int AS total
       FROM orders WHERE store_id = 1
         AND (created_at AT TIME ZONE 'Asia/Seoul')::date = (now() AT TIME ZONE 'Asia/Seoul')::date`,
    );
    const adminOrders = (
      await s.call('store/admin/order/list', { store_id: 1, start_date: day, end_date: day }, admin)
    ).body;
    expect(adminOrders.code, adminOrders.message).toBe(0);
    expect(adminOrders.data.summary).toMatchObject({
      discount_amount: all!.discount,
      order_amount: all!.total,
    });
    // A discounted order is no mismatch: it was paid what it costs.
    const discounted = (
      adminOrders.data.order_list as { discount_amount: number; mismatch: number }[]
    ).filter((o) => o.discount_amount > 0);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.every((o) => o.mismatch === 0)).toBe(true);

    // Today is never settled: the served discounted order's payment moves to yesterday, which is.
    await q(
      `UPDATE payments SET approved_at = approved_at - interval '1 day' WHERE order_id IN
         (SELECT order_id FROM orders WHERE store_id = 1 AND order_status = 7 AND discount_amount > 0)`,
    );
    const yesterday = daysAgo(1);
    const added = await s.call(
      'store/settlement/add',
      { store_id: 1, start_date: yesterday, end_date: yesterday },
      admin,
    );
    expect(added.body.code, added.body.message).toBe(0);
    const settlement = added.body.data.settlement;
    const [held] = await q<{ discount: number; amount: number }>(
      `SELECT coalesce(sum(o.discount_amount), 0)::int AS discount, coalesce(sum(p.amount), 0)::int AS amount
       FROM settlement_payments sp JOIN payments p ON p.payment_id = sp.payment_id
       LEFT JOIN orders o ON o.order_id = p.order_id WHERE sp.settlement_id = $1`,
      [settlement.settlement_id],
    );
    expect(held!.discount).toBeGreaterThan(0);
    expect(settlement).toMatchObject({ discount_amount: held!.discount, amount: held!.amount });
  });
});
