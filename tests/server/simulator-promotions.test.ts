/**
 * The simulator's customers use promotions (issue 26 §5): some are the store's members (their orders
 * earn stamps), some of those use a coupon they hold; what it picks is accepted by the channel.
 */
import { describe, expect, it } from 'vitest';
import { prng } from '../../server/db/seed';
import { startSimulator } from '../../server/live/simulator';
import { MEMBER_SHARE, simulatedCustomer } from '../../server/live/simulator-promotions';
import { withTestServer, type TestServer } from './helpers';

describe('simulated customers and promotions', () => {
  let s: TestServer;
  withTestServer((server) => (s = server));
  const q = <T>(text: string, params: unknown[] = []) => s.built.ctx.database.query<T>(text, params);

  it('about MEMBER_SHARE of customers are members; a member told to use a coupon picks one the channel accepts', async () => {
    const r = prng(26_5);
    let members = 0;
    for (let i = 0; i < 200; i++) if (await simulatedCustomer(s.built.ctx, r, 1, 30_000)) members += 1;
    expect(members / 200).toBeGreaterThan(MEMBER_SHARE - 0.12);
    expect(members / 200).toBeLessThan(MEMBER_SHARE + 0.12);

    // Every member, told to use a coupon: those holding one that fits the basket get it, and it works.
    let used = 0;
    for (let i = 0; i < 40 && used < 3; i++) {
      const who = await simulatedCustomer(s.built.ctx, r, 1, 40_000, { member: 1, coupon: 1 });
      if (!who?.coupon_issue_id) continue;
      const placed = await s.call('customer/order/create', {
        store_id: 1,
        order_type: 2,
        pay_type: 1,
        customer_phone: who.customer_phone,
        coupon_issue_id: who.coupon_issue_id,
        // Two 후라이드치킨 and two 양념치킨: 80,000원, above every seeded coupon's minimum.
        items: [
          { product_id: 1, quantity: 2 },
          { product_id: 2, quantity: 2 },
        ],
      });
      expect(placed.body.code, placed.body.message).toBe(0);
      expect(placed.body.data.order.discounts).toContainEqual(
        expect.objectContaining({ kind: 'coupon', ref_id: who.coupon_issue_id }),
      );
      used += 1;
    }
    expect(used).toBeGreaterThan(0);
  });

  it('the running simulator: members’ orders are linked to them and earn stamps; every total is items + fee − discount', async () => {
    const [{ last } = { last: 0 }] = await q<{ last: number }>(
      'SELECT coalesce(max(order_id), 0)::int AS last FROM orders',
    );
    const stop = startSimulator(s.built.app, s.built.ctx, {
      ordersPerMinute: 600,
      cancelShare: 0,
      seed: 265,
    });
    const placed = () =>
      q<{ customer_id: number | null; stamps: number; ok: boolean }>(
        `SELECT o.customer_id, (SELECT count(*)::int FROM stamp_events e WHERE e.order_id = o.order_id) AS stamps,
           (SELECT sum(i.quantity * (i.price + coalesce((SELECT sum(op.option_price) FROM jsonb_to_recordset(i.options)
              AS op(option_price int)), 0))) FROM jsonb_to_recordset(o.items) AS i(quantity int, price bigint, options jsonb))
             + o.delivery_fee - o.discount_amount = o.total_amount AS ok
         FROM orders o WHERE o.order_id > $1`,
        [last],
      );
    try {
      await expect
        .poll(async () => (await placed()).filter((o) => o.customer_id !== null).length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(3);
    } finally {
      stop();
    }
    const orders = await placed();
    expect(orders.every((o) => o.ok)).toBe(true);
    // Members' orders earn a stamp (or redeem a full card); walk-ins never touch a card.
    expect(orders.filter((o) => o.customer_id !== null && o.stamps > 0).length).toBeGreaterThan(0);
    expect(orders.filter((o) => o.customer_id === null).every((o) => o.stamps === 0)).toBe(true);
  });
});
