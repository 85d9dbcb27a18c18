/**
 * Issuing coupons (issue 26 §5): a store manager gives a coupon to customers of the store and sees who
 * holds it and whether it was used, on which order. Refusals: a customer of another store, a customer
 * who still holds an unused issue of the same coupon, the issue limit, an ended coupon, another store's
 * coupon.
 */
import { describe, expect, it } from 'vitest';
import { testBackends, withLogins, type TestServer } from './helpers';

const ymd = (days: number) =>
  new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

describe.each(await testBackends())('issuing coupons on %s', (backend) => {
  let s: TestServer;
  let store1: string;
  let store2: string;
  withLogins(
    ['store1', 'store2'],
    (server, t) => {
      s = server;
      ({ store1, store2 } = t);
    },
    backend,
  );
  const q = <T>(text: string, params: unknown[] = []) => s.built.ctx.database.query<T>(text, params);

  /** Customers who ordered at `storeId`. */
  async function customersOf(storeId: number) {
    return q<{ customer_id: number; customer_name: string; customer_phone: string }>(
      `SELECT c.customer_id, c.customer_name, c.customer_phone FROM customers c
       WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.store_id = $1)
       ORDER BY c.customer_id`,
      [storeId],
    );
  }
  async function coupon(token: string, storeId: number, body: Record<string, unknown> = {}) {
    const r = await s.call(
      'store/coupon/edit',
      {
        store_id: storeId,
        coupon_name: '발급 테스트 쿠폰',
        discount_type: 1,
        discount_value: 2000,
        min_order_amount: 0,
        start_date: ymd(0),
        end_date: ymd(7),
        ...body,
      },
      token,
    );
    expect(r.body.code, r.body.message).toBe(0);
    return r.body.data.coupon.coupon_id as number;
  }
  const issue = (couponId: number, customerIds: number[], token = store1, storeId = 1) =>
    s.call(
      'store/coupon/issue',
      { store_id: storeId, coupon_id: couponId, customer_ids: customerIds },
      token,
    );
  const list = (couponId: number, token = store1, storeId = 1) =>
    s.call('store/coupon/issue/list', { store_id: storeId, coupon_id: couponId }, token);

  it('issues to several customers, lists them with expiry, then shows the use and the order number', async () => {
    const [a, b] = await customersOf(1);
    const id = await coupon(store1, 1);
    const r = await issue(id, [a!.customer_id, b!.customer_id]);
    expect(r.body.code, r.body.message).toBe(0);
    expect(r.body.data.issued_count).toBe(2);
    expect(r.body.data.coupon).toMatchObject({ coupon_id: id, issued_count: 2, used_count: 0 });

    const l = await list(id);
    expect(l.body.code, l.body.message).toBe(0);
    expect(l.body.data.total_count).toBe(2);
    const rows = l.body.data.issue_list as Record<string, unknown>[];
    expect(rows.map((x) => x.customer_id).sort()).toEqual([a!.customer_id, b!.customer_id].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ expires_on: ymd(7), used_at: null, order_id: null, order_no: null });
      expect(row.customer_phone).toMatch(/\*\*\*\*/);
      expect(Date.parse(String(row.issued_at))).toBeGreaterThan(Date.now() - 60_000);
    }

    // The customer uses it on a channel order: the list names the order.
    const held = rows.find((x) => x.customer_id === a!.customer_id)!;
    const [p] = await q<{ product_id: number }>(
      'SELECT product_id FROM products WHERE store_id = 1 AND sold_out = 0 ORDER BY product_id LIMIT 1',
    );
    const o = await s.call('customer/order/create', {
      store_id: 1,
      order_type: 2,
      pay_type: 1,
      customer_phone: a!.customer_phone,
      coupon_issue_id: held.coupon_issue_id,
      items: [{ product_id: p!.product_id, quantity: 2 }],
    });
    expect(o.body.code, o.body.message).toBe(0);
    const used = (await list(id)).body.data.issue_list.find(
      (x: { coupon_issue_id: number }) => x.coupon_issue_id === held.coupon_issue_id,
    );
    expect(used.order_id).toBe(o.body.data.order.order_id);
    expect(used.order_no).toBe(o.body.data.order.order_no);
    expect(used.used_at).not.toBeNull();

    // Used: the same customer may be given the coupon again; the one still holding it may not.
    const again = await issue(id, [a!.customer_id]);
    expect(again.body.code, again.body.message).toBe(0);
    const twice = await issue(id, [b!.customer_id]);
    expect(twice.body.code).toBe(9001);
    expect(twice.body.message).toContain(`${b!.customer_name} 님`);
    expect(twice.body.message).toContain('아직 쓰지 않은 이 쿠폰');
    expect(twice.body.fields?.customer_ids).toBe(twice.body.message);
  });

  it("refuses another store's customer, all or nothing, with a Korean message", async () => {
    const [mine] = await customersOf(1);
    // A member who never ordered here (the demo's customers order at every store): not the store's.
    const [theirs] = await q<{ customer_id: number }>(
      `INSERT INTO customers (customer_name, customer_phone) VALUES ('남의매장', '010-9999-0001') RETURNING customer_id`,
    );
    const id = await coupon(store1, 1);
    const r = await issue(id, [mine!.customer_id, theirs!.customer_id]);
    expect(r.body.code).toBe(9001);
    expect(r.body.message).toMatch(/1명은 이 매장의 고객이 아닙니다/);
    const one = await issue(id, [theirs!.customer_id]);
    expect(one.body.code).toBe(9001);
    expect(one.body.message).toMatch(/이 매장의 고객이 아닙니다/);
    // Nothing was issued, not even to the store's own customer.
    expect((await list(id)).body.data.total_count).toBe(0);
  });

  it('keeps to the issue limit and refuses an ended coupon', async () => {
    const cs = await customersOf(1);
    const id = await coupon(store1, 1, { issue_limit: 2 });
    const over = await issue(
      id,
      cs.slice(0, 3).map((c) => c.customer_id),
    );
    expect(over.body.code).toBe(9001);
    expect(over.body.message).toContain('2장 남았습니다');
    expect((await issue(id, [cs[0]!.customer_id])).body.code).toBe(0);

    const ended = await coupon(store1, 1);
    expect((await s.call('store/coupon/end', { store_id: 1, coupon_id: ended }, store1)).body.code).toBe(0);
    const r = await issue(ended, [cs[0]!.customer_id]);
    expect(r.body.code).toBe(9009);
    expect(r.body.message).toBe('종료된 쿠폰은 발급할 수 없습니다.');
  });

  it("does not reach another store's coupon, and checks the request", async () => {
    const [mine] = await customersOf(1);
    const id = await coupon(store1, 1);
    // store2's manager, in their own store, naming store 1's coupon: not found there.
    const r = await issue(id, [mine!.customer_id], store2, 2);
    expect(r.body.code).toBe(9004);
    expect((await list(id, store2, 2)).body.code).toBe(9004);
    // store 1's coupon through store 2's scope with store 1's token: refused by the scope.
    expect((await issue(id, [mine!.customer_id], store1, 2)).body.code).toBe(9003);
    const empty = await issue(id, []);
    expect(empty.body.code).toBe(9001);
    expect(empty.body.fields?.customer_ids).toBe('쿠폰을 받을 고객을 선택해 주세요.');
  });
});
