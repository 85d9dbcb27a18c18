/**
 * Issue 28, "settings that act": the service settings were stored and did nothing. Now the customer
 * channel applies them — auto accept (as a tablet's accept, still announced as a new order), the
 * minimum order (refused, nothing written), the delivery fee and its free-delivery amount — and the
 * delivery staff screen is one permission rule for its list and its work list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../server/live/simulator';
import { connectSocket, startTestServer, type TestServer } from './helpers';

let s: TestServer;
let base: string;
let store1: string;
beforeAll(async () => {
  s = await startTestServer('pglite');
  base = await s.built.app.listen({ port: 0, host: '127.0.0.1' });
  store1 = await s.login('store1');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const SETTINGS = {
  store_id: 1,
  service_types: ['1', '2', '3', '4'],
  min_order_amount: 0,
  delivery_fee: 3000,
  free_delivery_threshold: '',
  default_prep_minutes: 15,
  auto_accept: 0,
};
async function setService(over: Record<string, unknown>) {
  const r = await s.call('store/service/manage/edit', { ...SETTINGS, ...over }, store1);
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data.service as Record<string, unknown>;
}

/** 한강치킨 마포점's 후라이드치킨 (19,000원), 양념치킨 (21,000원), 감자튀김 (4,500원), 치즈볼 (5,000원). */
const CHICKEN = 1;
const SPICY = 2;
const FRIES = 5;
const CHEESE_BALLS = 6;
const order = (items: [product: number, quantity: number][], extra: Record<string, unknown> = {}) =>
  s.call('customer/order/create', {
    store_id: 1,
    order_type: 2,
    pay_type: 1,
    items: items.map(([product_id, quantity]) => ({ product_id, quantity, option_names: [] })),
    ...extra,
  });
const delivery = { order_type: 4, delivery_address: '서울 마포구 양화로 1' };

const counts = async (storeId: number) => {
  const [row] = await s.built.ctx.database.query<{ orders: number; payments: number }>(
    `SELECT (SELECT count(*)::int FROM orders WHERE store_id = $1) AS orders,
            (SELECT count(*)::int FROM payments WHERE store_id = $1) AS payments`,
    [storeId],
  );
  return row!;
};
const until = async (fn: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!fn()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('auto accept', () => {
  it('accepts a channel order at once with the default prep time, as a tablet would, and still announces it', async () => {
    await setService({ auto_accept: 1, default_prep_minutes: 25 });
    const tablet = await connectSocket(base, 1, store1);
    const r = await order([[CHICKEN, 1]]);
    expect(r.body.code, r.body.message).toBe(0);
    const placed = r.body.data.order;
    // The same row a tablet's accept leaves: accepted, the quote, one step past the new order.
    expect(placed).toMatchObject({ order_status: 2, prep_minutes: 25, version: 2 });

    // Every tablet hears the new order first (its chime, toast and NEW mark), then the change.
    await until(() => tablet.messages.length >= 2);
    expect(tablet.messages[0]).toMatchObject({
      cmd: 101,
      order_id: placed.order_id,
      actions: { toast: true },
      body: expect.stringContaining('자동 수락 25분'),
    });
    expect(tablet.messages[1]).toMatchObject({ cmd: 102, order_id: placed.order_id });
    tablet.ws.close();

    // The board lists it as accepted; the next step is a tablet's ordinary one.
    const live = await s.call('store/order/list', { store_id: 1, search_type: 1, app_type: 3 }, store1);
    const onBoard = (live.body.data.order_list as { order_id: number; order_status: number }[]).find(
      (o) => o.order_id === placed.order_id,
    );
    expect(onBoard?.order_status).toBe(2);
    const ready = await s.call(
      'store/order/status/edit',
      { store_id: 1, order_id: placed.order_id, from_status: 2, order_status: 3 },
      store1,
    );
    expect(ready.body.data.order).toMatchObject({ order_status: 3, version: 3 });
  });

  it('leaves orders new when it is off, and the store info carries the default prep time', async () => {
    await setService({ auto_accept: 0, default_prep_minutes: 35 });
    const r = await order([[CHICKEN, 1]]);
    expect(r.body.data.order).toMatchObject({ order_status: 1, prep_minutes: null, version: 1 });
    const info = await s.call('store/info', { store_id: 1 }, store1);
    expect(info.body.data.store.default_prep_minutes).toBe(35);
  });
});

describe('minimum order', () => {
  it('refuses an order under the minimum with a Korean message, and writes nothing', async () => {
    await setService({ min_order_amount: 15000 });
    const before = await counts(1);
    const r = await order([[FRIES, 3]]);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(9009);
    expect(r.body.message).toBe('최소 주문 금액은 15,000원입니다. 1,500원 더 담아 주세요.');
    expect(await counts(1)).toEqual(before);

    // The minimum is on the items (the delivery fee does not count toward it); exactly it is taken.
    const exact = await order([[CHEESE_BALLS, 3]], delivery);
    expect(exact.body.code, exact.body.message).toBe(0);
    expect(exact.body.data.order).toMatchObject({ total_amount: 18000, delivery_fee: 3000 });
    expect(await counts(1)).toEqual({ orders: before.orders + 1, payments: before.payments + 1 });
    await setService({ min_order_amount: 0 });
  });
});

describe('delivery fee', () => {
  const paid = async (orderId: number) => {
    const [row] = await s.built.ctx.database.query<{ amount: string }>(
      'SELECT amount::text FROM payments WHERE order_id = $1',
      [orderId],
    );
    return Number(row!.amount);
  };

  it('adds the fee to delivery orders under the free-delivery amount only', async () => {
    await setService({ delivery_fee: 3000, free_delivery_threshold: '30,000' });
    const small = (await order([[CHICKEN, 1]], delivery)).body.data.order;
    expect(small).toMatchObject({ total_amount: 22000, delivery_fee: 3000 });
    expect(await paid(small.order_id)).toBe(22000);
    // The detail call answers the fee too (the dialog shows it as a line of its own).
    const detail = await s.call('store/order/info', { store_id: 1, order_id: small.order_id }, store1);
    expect(detail.body.data.order).toMatchObject({ total_amount: 22000, delivery_fee: 3000 });

    // Reaching the amount exactly delivers free.
    const free = (await order([[CHEESE_BALLS, 6]], delivery)).body.data.order;
    expect(free).toMatchObject({ total_amount: 30000, delivery_fee: 0 });
    expect(await paid(free.order_id)).toBe(30000);

    // Not a delivery: no fee, whatever the total.
    const pickup = (await order([[CHICKEN, 1]])).body.data.order;
    expect(pickup).toMatchObject({ total_amount: 19000, delivery_fee: 0 });
  });

  it('charges the fee on every delivery order when the free-delivery amount is empty', async () => {
    const service = await setService({ delivery_fee: 2500, free_delivery_threshold: '' });
    expect(service.free_delivery_threshold).toBeNull();
    const big = (
      await order(
        [
          [CHICKEN, 2],
          [SPICY, 1],
        ],
        delivery,
      )
    ).body.data.order;
    // 19,000 × 2 + 21,000 = 59,000, plus the fee.
    expect(big).toMatchObject({ total_amount: 61500, delivery_fee: 2500 });
  });

  it('refuses a free-delivery amount that is not a whole number of won', async () => {
    const r = await s.call(
      'store/service/manage/edit',
      { ...SETTINGS, free_delivery_threshold: '3만' },
      store1,
    );
    expect(r.body.code).toBe(9001);
    expect(r.body.fields?.free_delivery_threshold).toBe('무료 배달 기준 금액은 숫자로 입력해 주세요.');
  });
});

describe('delivery staff: one rule for the screen', () => {
  it('gives the list and its work list to the roles of §6, and refuses both to the others', async () => {
    const ballpark = await s.login('ballpark');
    const admin = await s.login('admin');
    const both = async (token: string, storeId: number) => [
      await s.call('store/deliveryman/list', { store_id: storeId }, token),
      await s.call('store/deliveryman/work/list', { store_id: storeId, work_date: '20261120' }, token),
    ];
    // The baseball manager (53): the stadium shop's seeded runners, and their work list.
    const [list, work] = await both(ballpark, 3);
    expect([list!.status, work!.status]).toEqual([200, 200]);
    expect(list!.body.data.deliveryman_list.length).toBeGreaterThan(0);
    for (const r of await both(admin, 1)) expect(r.status).toBe(200);
    // A store manager (52): neither call of the screen (which its menu does not offer).
    for (const r of await both(store1, 1)) {
      expect(r.status).toBe(403);
      expect(r.body.code).toBe(9003);
    }
    // The board's working list stays open to every manager of the store, for delivery cards.
    const board = await s.call('store/order/deliveryman/list', { store_id: 1 }, store1);
    expect(board.status).toBe(200);
    const men = board.body.data.deliveryman_list as { active: number }[];
    expect(men.length).toBeGreaterThan(0);
    expect(men.every((m) => m.active === 1)).toBe(true);
  });
});

describe('the customer simulator', () => {
  it('goes through the same channel: it fills baskets up to the minimum, and auto accept applies', async () => {
    // Beyond any basket of its usual 1–3 lines (at most about 150,000원): only filling up reaches it.
    await setService({ min_order_amount: 200000, auto_accept: 1, default_prep_minutes: 30 });
    const [{ last } = { last: 0 }] = await s.built.ctx.database.query<{ last: number }>(
      'SELECT coalesce(max(order_id), 0)::int AS last FROM orders',
    );
    const stop = startSimulator(s.built.app, s.built.ctx, { ordersPerMinute: 600, cancelShare: 0, seed: 28 });
    type Row = { store_id: number; order_status: number; prep_minutes: number | null; items_total: number };
    const placed = () =>
      s.built.ctx.database.query<Row>(
        `SELECT store_id, order_status, prep_minutes, (total_amount + discount_amount - delivery_fee)::int AS items_total
           FROM orders WHERE order_id > $1`,
        [last],
      );
    try {
      await expect
        .poll(async () => (await placed()).filter((o) => o.store_id === 1).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
    } finally {
      stop();
    }
    const mine = (await placed()).filter((o) => o.store_id === 1);
    for (const o of mine) {
      expect(o.items_total).toBeGreaterThanOrEqual(200000);
      expect(o).toMatchObject({ order_status: 2, prep_minutes: 30 });
    }
    await setService({});
  }, 40_000);
});
