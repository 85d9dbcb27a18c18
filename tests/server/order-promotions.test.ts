/**
 * Promotions that count (issue 26 §5): a customer-channel order is discounted by the coupon its
 * customer chose, the store's running promotion period and a full stamp card, in its own transaction;
 * a cancel gives back what it used. Every refusal has a code and a Korean message.
 */
import { describe, expect, it } from 'vitest';
import { discountOf } from '../../server/lib/order-promotions';
import { testBackends, withLogins, type TestServer } from './helpers';

const ymd = (days: number) =>
  new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

describe('discountOf', () => {
  it('cuts a percentage down to 10 won, takes an amount as it is, and never goes below 0 or above the base', () => {
    expect(discountOf(2, 10, 19_900)).toBe(1_990);
    expect(discountOf(2, 15, 12_345)).toBe(1_850);
    expect(discountOf(1, 3_000, 19_000)).toBe(3_000);
    expect(discountOf(1, 3_000, 2_000)).toBe(2_000);
    expect(discountOf(2, 100, 7_000)).toBe(7_000);
    expect(discountOf(1, 1_000, 0)).toBe(0);
    expect(discountOf(1, -500, 10_000)).toBe(0);
  });
});

describe.each(await testBackends())('promotions on orders on %s', (backend) => {
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

  /** A member of store 1 (ordered there before) with no stamp card history that a test relies on. */
  async function member(k: number) {
    const rows = await q<{ customer_id: number; customer_phone: string }>(
      `SELECT c.customer_id, c.customer_phone FROM customers c
       WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.store_id = 1)
       ORDER BY c.customer_id`,
    );
    return rows[k]!;
  }
  async function productId(storeId: number, name: string) {
    const [p] = await q<{ product_id: number; price: number }>(
      'SELECT product_id, price::int AS price FROM products WHERE store_id = $1 AND product_name = $2',
      [storeId, name],
    );
    return p!;
  }
  async function coupon(token: string, storeId: number, body: Record<string, unknown>) {
    const r = await s.call(
      'store/coupon/edit',
      {
        store_id: storeId,
        coupon_name: '테스트 쿠폰',
        discount_type: 1,
        discount_value: 3000,
        min_order_amount: 15000,
        start_date: ymd(0),
        end_date: ymd(10),
        ...body,
      },
      token,
    );
    expect(r.body.code, r.body.message).toBe(0);
    return r.body.data.coupon.coupon_id as number;
  }
  async function issue(couponId: number, customerId: number) {
    const [row] = await q<{ coupon_issue_id: number }>(
      'INSERT INTO coupon_issues (coupon_id, customer_id) VALUES ($1, $2) RETURNING coupon_issue_id',
      [couponId, customerId],
    );
    return row!.coupon_issue_id;
  }
  const order = (body: Record<string, unknown>, storeId = 1) =>
    s.call('customer/order/create', { store_id: storeId, order_type: 2, pay_type: 1, ...body });
  const chicken = () => productId(1, '후라이드치킨');
  const issueRow = async (id: number) =>
    (
      await q<{ used_at: unknown; order_id: number | null }>(
        'SELECT used_at, order_id FROM coupon_issues WHERE coupon_issue_id = $1',
        [id],
      )
    )[0]!;
  const cancel = (orderId: number) =>
    s.call(
      'store/order/cancel',
      { store_id: 1, order_id: orderId, from_status: 1, cancel_reason: '테스트' },
      store1,
    );

  it('a coupon comes off the items once: the order, the payment and the issue agree; a second use is refused', async () => {
    const who = await member(0);
    const p = await chicken();
    const issueId = await issue(await coupon(store1, 1, {}), who.customer_id);
    const r = await order({
      customer_phone: who.customer_phone.replace(/-/g, ''),
      coupon_issue_id: issueId,
      items: [{ product_id: p.product_id, quantity: 1 }],
    });
    expect(r.body.code, r.body.message).toBe(0);
    const placed = r.body.data.order;
    expect(placed.discounts).toEqual([
      { kind: 'coupon', ref_id: issueId, label: '테스트 쿠폰', amount: 3000 },
    ]);
    expect(placed).toMatchObject({ discount_amount: 3000, total_amount: p.price - 3000 });
    const [pay] = await q<{ amount: number }>(
      'SELECT amount::int AS amount FROM payments WHERE order_id = $1',
      [placed.order_id],
    );
    expect(pay!.amount).toBe(p.price - 3000);
    expect(await issueRow(issueId)).toMatchObject({ order_id: placed.order_id });
    expect((await issueRow(issueId)).used_at).not.toBeNull();
    // The order belongs to the member now: their customer screen counts it.
    const [linked] = await q<{ customer_id: number }>('SELECT customer_id FROM orders WHERE order_id = $1', [
      placed.order_id,
    ]);
    expect(linked!.customer_id).toBe(who.customer_id);

    const again = await order({
      customer_phone: who.customer_phone,
      coupon_issue_id: issueId,
      items: [{ product_id: p.product_id, quantity: 1 }],
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 9009, message: '이미 사용한 쿠폰입니다.' });

    // The store cancels the order: the coupon is the customer's again, and works.
    expect((await cancel(placed.order_id)).body.code).toBe(0);
    expect(await issueRow(issueId)).toEqual({ used_at: null, order_id: null });
    const reused = await order({
      customer_phone: who.customer_phone,
      coupon_issue_id: issueId,
      items: [{ product_id: p.product_id, quantity: 1 }],
    });
    expect(reused.body.code, reused.body.message).toBe(0);
    expect(reused.body.data.order.discount_amount).toBe(3000);
  });

  it('two orders using one coupon at the same moment: one is placed, the other refused', async () => {
    const who = await member(1);
    const p = await chicken();
    const issueId = await issue(await coupon(store1, 1, {}), who.customer_id);
    const body = {
      customer_phone: who.customer_phone,
      coupon_issue_id: issueId,
      items: [{ product_id: p.product_id, quantity: 1 }],
    };
    const both = await Promise.all([order(body), order(body)]);
    expect(both.map((r) => r.body.code).sort()).toEqual([0, 9009]);
    const [n] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE discounts @> $1::jsonb`, [
      JSON.stringify([{ kind: 'coupon', ref_id: issueId }]),
    ]);
    expect(n!.n).toBe(1);
  });

  it('refuses a coupon of another store, of another customer, ended, expired, not yet valid, or under its minimum', async () => {
    const who = await member(2);
    const p = await chicken();
    const items = [{ product_id: p.product_id, quantity: 1 }];
    const refused = async (issueId: number, phone: string | undefined, text: RegExp) => {
      const r = await order({ customer_phone: phone, coupon_issue_id: issueId, items });
      expect(r.body.code, r.body.message).toBe(9001);
      expect(r.body.fields?.coupon_issue_id).toMatch(text);
      expect(r.body.message).toMatch(text);
    };
    const other = await issue(await coupon(store2, 2, {}), who.customer_id);
    await refused(other, who.customer_phone, /이 매장에서 쓸 수 없는 쿠폰/);
    const mine = await issue(await coupon(store1, 1, {}), who.customer_id);
    await refused(mine, undefined, /주문하신 분께 발급된 쿠폰이 아닙니다/);
    await refused(mine, (await member(3)).customer_phone, /주문하신 분께 발급된 쿠폰이 아닙니다/);
    const ended = await coupon(store1, 1, {});
    const endedIssue = await issue(ended, who.customer_id);
    expect((await s.call('store/coupon/end', { store_id: 1, coupon_id: ended }, store1)).body.code).toBe(0);
    await refused(endedIssue, who.customer_phone, /종료된 쿠폰/);
    const [old] = await q<{ coupon_id: number }>(
      `INSERT INTO coupons (store_id, coupon_name, discount_type, discount_value, start_date, end_date)
       VALUES (1, '지난 쿠폰', 1, 1000, now()::date - 30, now()::date - 2) RETURNING coupon_id`,
    );
    await refused(await issue(old!.coupon_id, who.customer_id), who.customer_phone, /사용 기간이 지난/);
    const later = await coupon(store1, 1, { start_date: ymd(3), end_date: ymd(9) });
    await refused(await issue(later, who.customer_id), who.customer_phone, /아직 사용 기간이 아닌/);
    const big = await coupon(store1, 1, { min_order_amount: 50000 });
    await refused(await issue(big, who.customer_id), who.customer_phone, /50,000원 이상 주문할 때/);
    await refused(999_999, who.customer_phone, /쿠폰을 찾을 수 없습니다/);
    // Nothing was written by any refusal: the issues are all unused.
    const [used] = await q<{ n: number }>(
      "SELECT count(*)::int AS n FROM coupon_issues WHERE customer_id = $1 AND order_id IS NOT NULL AND issued_at > now() - interval '1 hour'",
      [who.customer_id],
    );
    expect(used!.n).toBe(0);
  });

  it('a discount never exceeds the items: a 1,000,000원 coupon leaves only the delivery fee', async () => {
    const who = await member(4);
    const p = await chicken();
    const issueId = await issue(
      await coupon(store1, 1, { discount_value: 1_000_000, min_order_amount: 0 }),
      who.customer_id,
    );
    const r = await order({
      order_type: 4,
      delivery_address: '서울 마포구 양화로 1',
      customer_phone: who.customer_phone,
      coupon_issue_id: issueId,
      items: [{ product_id: p.product_id, quantity: 1 }],
    });
    expect(r.body.code, r.body.message).toBe(0);
    const o = r.body.data.order;
    expect(o.discount_amount).toBe(p.price);
    expect(o.total_amount).toBe(o.delivery_fee);
    expect(o.total_amount).toBeGreaterThanOrEqual(0);
  });

  it('a running promotion period applies by itself (10% cut to 10 won), with a coupon after it; ending it stops it', async () => {
    const p = await chicken();
    const created = await s.call(
      'store/promotion/period/edit',
      {
        store_id: 1,
        promotion_name: '테스트 10% 할인',
        discount_type: 2,
        discount_value: 10,
        start_date: ymd(0),
        end_date: ymd(1),
      },
      store1,
    );
    expect(created.body.code, created.body.message).toBe(0);
    const promotionId = created.body.data.promotion.promotion_id as number;
    try {
      const who = await member(5);
      const issueId = await issue(
        await coupon(store1, 1, { discount_type: 2, discount_value: 5 }),
        who.customer_id,
      );
      const r = await order({
        customer_phone: who.customer_phone,
        coupon_issue_id: issueId,
        items: [{ product_id: p.product_id, quantity: 1, option_names: ['순살 변경'] }],
      });
      expect(r.body.code, r.body.message).toBe(0);
      const items = p.price + 2000;
      const period = Math.floor((items * 0.1) / 10) * 10;
      const couponCut = Math.floor(((items - period) * 0.05) / 10) * 10;
      const o = r.body.data.order;
      expect(o.discounts.map((d: { kind: string; amount: number }) => [d.kind, d.amount])).toContainEqual([
        'period',
        period,
      ]);
      expect(o.discounts.map((d: { kind: string; amount: number }) => [d.kind, d.amount])).toContainEqual([
        'coupon',
        couponCut,
      ]);
      expect(o.total_amount).toBe(items - o.discount_amount);
      const list = await s.call('store/promotion/period/list', { store_id: 1, state: 'active' }, store1);
      expect(list.body.data.promotion_list[0]).toMatchObject({ use_count: 1, discount_total: period });
      // Cancelled: the use no longer counts.
      expect((await cancel(o.order_id)).body.code).toBe(0);
      const after = await s.call('store/promotion/period/list', { store_id: 1, state: 'active' }, store1);
      expect(after.body.data.promotion_list[0]).toMatchObject({ use_count: 0, discount_total: 0 });
    } finally {
      await s.call('store/promotion/period/end', { store_id: 1, promotion_id: promotionId }, store1);
    }
    const plain = await order({ items: [{ product_id: p.product_id, quantity: 1 }] });
    expect(plain.body.data.order).toMatchObject({ discount_amount: 0, discounts: [], total_amount: p.price });
  });

  it('stamps: a member earns one per order, a full card gives the reward item off and resets; cancels give back', async () => {
    const who = await member(6);
    const p = await chicken();
    const [program] = await q<{ stamp_program_id: number; stamps_required: number }>(
      `SELECT stamp_program_id, stamps_required FROM stamp_programs WHERE store_id = 1 AND status = 1
       AND start_date <= now()::date AND end_date >= now()::date`,
    );
    const card = async () =>
      (
        await q<{ stamp_count: number; reward_count: number }>(
          'SELECT stamp_count, reward_count FROM stamp_cards WHERE stamp_program_id = $1 AND customer_id = $2',
          [program!.stamp_program_id, who.customer_id],
        )
      )[0];
    await q('DELETE FROM stamp_cards WHERE stamp_program_id = $1 AND customer_id = $2', [
      program!.stamp_program_id,
      who.customer_id,
    ]);
    const items = [{ product_id: p.product_id, quantity: 1 }];
    const first = await order({ customer_phone: who.customer_phone, items });
    expect(first.body.code, first.body.message).toBe(0);
    expect(await card()).toEqual({ stamp_count: 1, reward_count: 0 });
    // A walk-in (no phone) earns nothing; the member's cancelled order takes its stamp back.
    await order({ items });
    expect((await cancel(first.body.data.order.order_id)).body.code).toBe(0);
    expect(await card()).toEqual({ stamp_count: 0, reward_count: 0 });

    await q('UPDATE stamp_cards SET stamp_count = $1 - 1 WHERE stamp_program_id = $2 AND customer_id = $3', [
      program!.stamps_required,
      program!.stamp_program_id,
      who.customer_id,
    ]);
    const filling = await order({ customer_phone: who.customer_phone, items });
    expect(filling.body.data.order.discount_amount).toBe(0);
    expect(await card()).toEqual({ stamp_count: program!.stamps_required, reward_count: 0 });
    const redeem = await order({
      customer_phone: who.customer_phone,
      items: [{ product_id: p.product_id, quantity: 2 }],
    });
    expect(redeem.body.code, redeem.body.message).toBe(0);
    expect(redeem.body.data.order.discounts).toEqual([
      {
        kind: 'stamp',
        ref_id: expect.any(Number),
        label: '스탬프 보상: 후라이드치킨 1마리',
        amount: p.price,
      },
    ]);
    expect(redeem.body.data.order.total_amount).toBe(p.price);
    expect(await card()).toEqual({ stamp_count: 0, reward_count: 1 });
    // Cancelling the reward order gives the full card back.
    expect((await cancel(redeem.body.data.order.order_id)).body.code).toBe(0);
    expect(await card()).toEqual({ stamp_count: program!.stamps_required, reward_count: 0 });
  });

  it('an order without a coupon or phone is unchanged (older callers): no lines, total as before', async () => {
    const p = await chicken();
    const r = await order({ items: [{ product_id: p.product_id, quantity: 2 }] });
    expect(r.body.data.order).toMatchObject({ total_amount: 2 * p.price, discount_amount: 0, discounts: [] });
  });
});
