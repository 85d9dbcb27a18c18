/**
 * Money (issue 6), sales: every total the server reports equals an independent sum over the stored
 * rows (read raw, summed in JS) for the same filter; cancellations count as documented in
 * src/contract/money.ts.
 */
import { describe, expect, it } from 'vitest';
import { testBackends, withLogins, type TestServer } from './helpers';
import { daysAgo, inRange, kstDay, storedRows, sum, today } from './money-helpers';

describe.each(await testBackends())('money on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let store1: string;
  let store2: string;
  let ballpark: string;
  withLogins(
    ['admin', 'store1', 'store2', 'ballpark'],
    (server, t) => {
      s = server;
      ({ admin, store1, store2, ballpark } = t);
    },
    backend,
  );
  const { payments, ordersOf } = storedRows(() => s);

  it('sales by date: the total and every day equal the sums of the stored payments; cancelled shown apart', async () => {
    const from = daysAgo(20);
    const to = today();
    const r = await s.call('store/sales/list', { store_id: 1, start_date: from, end_date: to }, store1);
    expect(r.body.code, r.body.message).toBe(0);
    const pays = (await payments(1)).filter((p) => inRange(p.approved_at, from, to));
    const approved = pays.filter((p) => p.payment_status === 1);
    const cancelled = pays.filter((p) => p.payment_status === 9);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(r.body.data.total).toEqual({
      approved_count: approved.length,
      approved_amount: sum(approved.map((p) => p.amount)),
      cancelled_count: cancelled.length,
      cancelled_amount: sum(cancelled.map((p) => p.amount)),
      cash_amount: sum(approved.filter((p) => p.pay_type === 90).map((p) => p.amount)),
      non_cash_amount: sum(approved.filter((p) => p.pay_type !== 90).map((p) => p.amount)),
      discount_amount: sum(approved.map((p) => p.discount_amount)),
      gross_amount: sum(approved.map((p) => p.amount + p.discount_amount)),
      missed_count: expect.any(Number),
    });
    const days = r.body.data.sales_list as {
      sales_date: string;
      approved_amount: number;
      cancelled_amount: number;
    }[];
    expect(days).toHaveLength(21);
    for (const d of days) {
      const key = d.sales_date.replace(/-/g, '');
      expect(d.approved_amount, key).toBe(
        sum(approved.filter((p) => kstDay(p.approved_at) === key).map((p) => p.amount)),
      );
      expect(d.cancelled_amount, key).toBe(
        sum(cancelled.filter((p) => kstDay(p.approved_at) === key).map((p) => p.amount)),
      );
    }
  });

  it("sales by date: each day's missed orders are the day's missed log, and the total their sum", async () => {
    const from = daysAgo(6);
    const r = await s.call('store/sales/list', { store_id: 1, start_date: from, end_date: today() }, store1);
    expect(r.body.code, r.body.message).toBe(0);
    const days = r.body.data.sales_list as { sales_date: string; missed_count: number }[];
    let total = 0;
    for (const d of days) {
      const date = d.sales_date.replace(/-/g, '');
      const log = await s.call('store/order/missed/list', { store_id: 1, date }, store1);
      expect(log.body.code, log.body.message).toBe(0);
      expect(d.missed_count, date).toBe(log.body.data.missed_list.length);
      total += d.missed_count;
    }
    // The demo accepts its orders 1–5 minutes after arrival: a week has misses at the default 3 minutes.
    expect(total).toBeGreaterThan(0);
    expect(r.body.data.total.missed_count).toBe(total);
  });

  it('sales by month: the month picker value covers the month up to today', async () => {
    const month = today().slice(0, 6);
    const r = await s.call('store/sales/list', { store_id: 2, month }, store2);
    expect(r.body.code, r.body.message).toBe(0);
    expect(r.body.data.start_date).toBe(`${month.slice(0, 4)}-${month.slice(4)}-01`);
    const approved = (await payments(2)).filter(
      (p) => p.payment_status === 1 && kstDay(p.approved_at).startsWith(month),
    );
    expect(r.body.data.total.approved_amount).toBe(sum(approved.map((p) => p.amount)));
    expect(r.body.data.sales_list.length).toBe(Number(today().slice(6)));
  });

  it('rejects reversed ranges, future dates and future months with clear Korean messages', async () => {
    const reversed = await s.call(
      'store/sales/list',
      { store_id: 1, start_date: daysAgo(1), end_date: daysAgo(5) },
      store1,
    );
    expect(reversed.body.code).toBe(9001);
    expect(reversed.body.fields?.end_date).toContain('종료일이 시작일보다 빠릅니다');
    const future = await s.call(
      'store/payment/list',
      { store_id: 1, start_date: today(), end_date: daysAgo(-3) },
      store1,
    );
    expect(future.body.code).toBe(9001);
    expect(future.body.message).toContain('미래 날짜');
    const nextMonth = new Date(Date.now() + 9 * 3600_000);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 1);
    const m = nextMonth.toISOString().slice(0, 7).replace('-', '');
    const fm = await s.call('store/stat/product/monthly', { store_id: 1, month: m }, store1);
    expect(fm.body.code).toBe(9001);
    expect(fm.body.message).toContain('아직 오지 않은 달');
    const bad = await s.call(
      'store/sales/list',
      { store_id: 1, start_date: '20260231', end_date: '20260301' },
      store1,
    );
    expect(bad.body.code).toBe(9001);
  });

  it('payment list: counts, summary, filters and pages of 50 match the stored payments', async () => {
    const from = daysAgo(20);
    const to = today();
    const all = (await payments(1)).filter((p) => inRange(p.approved_at, from, to));
    const r1 = await s.call(
      'store/payment/list',
      { store_id: 1, start_date: from, end_date: to, page_no: 1 },
      store1,
    );
    expect(r1.body.code, r1.body.message).toBe(0);
    expect(r1.body.data.total_count).toBe(all.length);
    expect(r1.body.data.page_count).toBe(Math.ceil(all.length / 50));
    expect(r1.body.data.payment_list).toHaveLength(50);
    expect(r1.body.data.summary.approved_amount).toBe(
      sum(all.filter((p) => p.payment_status === 1).map((p) => p.amount)),
    );
    const r2 = await s.call(
      'store/payment/list',
      { store_id: 1, start_date: from, end_date: to, page_no: 2 },
      store1,
    );
    const ids1 = new Set(r1.body.data.payment_list.map((p: { payment_id: number }) => p.payment_id));
    expect(r2.body.data.payment_list.some((p: { payment_id: number }) => ids1.has(p.payment_id))).toBe(false);

    const cash = await s.call(
      'store/payment/list',
      { store_id: 1, start_date: from, end_date: to, pay_type: '90', order_type: '' },
      store1,
    );
    expect(cash.body.data.total_count).toBe(all.filter((p) => p.pay_type === 90).length);
    const delivery = await s.call(
      'store/payment/list',
      { store_id: 1, start_date: from, end_date: to, order_type: 4 },
      store1,
    );
    expect(delivery.body.data.total_count).toBe(all.filter((p) => p.order_type === 4).length);
    const loose = await s.call(
      'store/payment/list',
      { store_id: 1, start_date: from, end_date: to, order_type: 0 },
      store1,
    );
    expect(loose.body.data.total_count).toBe(all.filter((p) => p.order_id === null).length);
    expect(loose.body.data.total_count).toBeGreaterThan(0);

    // Another store's payments are out of scope.
    expect(
      (await s.call('store/payment/list', { store_id: 2, start_date: from, end_date: to }, store1)).body.code,
    ).toBe(9003);
  });

  it('receipt: the payment with its order lines, VAT split, only within the store', async () => {
    const [p] = (await payments(1)).filter((x) => x.order_id !== null);
    const r = await s.call('store/payment/receipt', { store_id: 1, payment_id: p!.payment_id }, store1);
    expect(r.body.code, r.body.message).toBe(0);
    expect(r.body.data.payment.amount).toBe(p!.amount);
    expect(r.body.data.supply_amount + r.body.data.vat_amount).toBe(p!.amount);
    expect(r.body.data.order.items.length).toBeGreaterThan(0);
    expect(
      (await s.call('store/payment/receipt', { store_id: 2, payment_id: p!.payment_id }, store2)).body.code,
    ).toBe(9004);
  });

  it('sales by type: super admin only; each breakdown adds up to the total', async () => {
    const body = { store_id: 1, start_date: daysAgo(20), end_date: today() };
    expect((await s.call('store/sales/type/list', body, store1)).body.code).toBe(9003);
    expect((await s.call('store/sales/type/list', { ...body, store_id: 3 }, ballpark)).body.code).toBe(9003);
    const r = await s.call('store/sales/type/list', body, admin);
    expect(r.body.code, r.body.message).toBe(0);
    const all = (await payments(1)).filter(
      (p) => inRange(p.approved_at, body.start_date, body.end_date) && p.payment_status === 1,
    );
    const total = sum(all.map((p) => p.amount));
    expect(r.body.data.total.approved_amount).toBe(total);
    expect(sum(r.body.data.pay_type_list.map((x: { approved_amount: number }) => x.approved_amount))).toBe(
      total,
    );
    expect(sum(r.body.data.order_type_list.map((x: { approved_amount: number }) => x.approved_amount))).toBe(
      total,
    );
    const card = r.body.data.pay_type_list.find((x: { type: number }) => x.type === 1);
    expect(card.approved_amount).toBe(sum(all.filter((p) => p.pay_type === 1).map((p) => p.amount)));
    const none = r.body.data.order_type_list.find((x: { type: number }) => x.type === 0);
    expect(none.approved_amount).toBe(sum(all.filter((p) => p.order_id === null).map((p) => p.amount)));
  });

  it('menu sales: items of orders that are not cancelled; the products add up to the order totals', async () => {
    const month = today().slice(0, 6);
    const r = await s.call('store/stat/product/monthly', { store_id: 4, month }, await s.login('sodam'));
    expect(r.body.code, r.body.message).toBe(0);
    const orders = (await ordersOf(4)).filter(
      (o) => o.order_status !== 9 && kstDay(o.created_at).startsWith(month),
    );
    const expected = sum(orders.map((o) => o.total_amount));
    expect(r.body.data.total.amount).toBe(expected);
    expect(r.body.data.total.order_count).toBe(orders.length);
    expect(sum(r.body.data.product_list.map((p: { amount: number }) => p.amount))).toBe(expected);
    const qty = sum(orders.flatMap((o) => o.items.map((i) => i.quantity)));
    expect(sum(r.body.data.product_list.map((p: { quantity: number }) => p.quantity))).toBe(qty);
    expect(r.body.data.total.quantity).toBe(qty);
    // Each product's row from the stored items, computed here: its quantity, quantity × (price +
    // options), and the orders it is in (an order with two lines of it counts once); largest first.
    const want = new Map<number, { quantity: number; amount: number; orders: Set<number> }>();
    for (const o of orders)
      for (const i of o.items) {
        const e = want.get(i.product_id) ?? { quantity: 0, amount: 0, orders: new Set<number>() };
        e.quantity += i.quantity;
        e.amount += i.quantity * (i.price + sum(i.options.map((op) => op.option_price)));
        e.orders.add(o.order_id);
        want.set(i.product_id, e);
      }
    type Stat = { product_id: number; quantity: number; amount: number; order_count: number };
    const got: Stat[] = r.body.data.product_list;
    expect(got.map((p) => [p.product_id, p.quantity, p.amount, p.order_count]).sort()).toEqual(
      [...want].map(([id, e]) => [id, e.quantity, e.amount, e.orders.size]).sort(),
    );
    expect(got.map((p) => p.amount)).toEqual(got.map((p) => p.amount).sort((a, b) => b - a));
  });
});
