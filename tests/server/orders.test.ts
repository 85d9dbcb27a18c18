import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresAvailable,
  startTestServer,
  type Backend,
  type TestServer,
  connectSocket,
  withTestServer,
} from './helpers';

const backends: Backend[] = ['pglite'];
if (await postgresAvailable()) backends.push('postgres');

/** Places a fresh order through the customer channel and returns it with the customer's key. */
async function placeOrder(s: TestServer, storeId = 1, orderType = 2) {
  const menu = storeId === 3 ? 27 : storeId === 1 ? 1 : 11;
  const r = await s.call('customer/order/create', {
    store_id: storeId,
    order_type: orderType,
    table_no: orderType === 1 ? '5' : undefined,
    delivery_address: orderType === 4 ? '서울 마포구 양화로 1' : undefined,
    pickup_time: orderType === 3 ? new Date(Date.now() + 3 * 3600_000).toISOString() : undefined,
    pay_type: 1,
    items: [{ product_id: menu, quantity: 2, option_names: [] }],
  });
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data as {
    order: { order_id: number; order_status: number; total_amount: number; order_no: string };
    customer_key: string;
  };
}

describe.each(backends)('order state machine on %s', (backend) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    token = await s.login('store1');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  const edit = (
    order_id: number,
    from_status: number,
    order_status: number,
    extra: object = {},
    key?: string,
  ) =>
    s.call(
      'store/order/status/edit',
      { store_id: 1, order_id, from_status, order_status, ...extra },
      token,
      key ? { 'idempotency-key': key } : {},
    );

  it('prices the order from the menu, not from the request', async () => {
    const { order } = await placeOrder(s);
    expect(order.total_amount).toBe(2 * 19000);
    expect(order.order_status).toBe(1);
  });

  it('moves ORDERED → ACCEPTED (with a prep quote) → READY → SERVED, one step at a time', async () => {
    const { order } = await placeOrder(s);
    const a = await edit(order.order_id, 1, 2, { prep_minutes: 15 });
    expect(a.body.data.order).toMatchObject({ order_status: 2, prep_minutes: 15 });
    expect((await edit(order.order_id, 2, 3)).body.data.order.order_status).toBe(3);
    expect((await edit(order.order_id, 3, 7)).body.data.order.order_status).toBe(7);
    const done = await s.call('store/order/list', { store_id: 1, search_type: 3, app_type: 3 }, token);
    expect(done.body.data.order_list.some((o: { order_id: number }) => o.order_id === order.order_id)).toBe(
      true,
    );
  });

  it('refuses every transition that is not the next step', async () => {
    const { order } = await placeOrder(s);
    const forbidden: [number, number][] = [
      [1, 3],
      [1, 7],
      [1, 9],
      [1, 1],
      [1, 42],
    ];
    for (const [from, to] of forbidden) {
      const r = await edit(order.order_id, from, to, { prep_minutes: 10 });
      expect(r.body.code, `${from}→${to}`).toBe(9001);
    }
    await edit(order.order_id, 1, 2, { prep_minutes: 10 });
    for (const to of [1, 7, 9]) expect((await edit(order.order_id, 2, to)).body.code).toBe(9001);
    await edit(order.order_id, 2, 3);
    for (const to of [1, 2, 9]) expect((await edit(order.order_id, 3, to)).body.code).toBe(9001);
    await edit(order.order_id, 3, 7);
    for (const to of [1, 2, 3, 9]) expect((await edit(order.order_id, 7, to)).body.code).toBe(9001);
    const cancelServed = await s.call(
      'store/order/cancel',
      { store_id: 1, order_id: order.order_id, from_status: 7, cancel_reason: '테스트' },
      token,
    );
    expect(cancelServed.body.code).toBe(9009);
  });

  it('requires a prep quote in 5-minute steps on accept', async () => {
    const { order } = await placeOrder(s);
    expect((await edit(order.order_id, 1, 2)).body.fields).toHaveProperty('prep_minutes');
    expect((await edit(order.order_id, 1, 2, { prep_minutes: 12 })).body.fields?.prep_minutes).toMatch(
      /5분 단위/,
    );
    expect((await edit(order.order_id, 1, 2, { prep_minutes: 0 })).body.code).toBe(9001);
  });

  it('applies a replayed request (same idempotency key) once and answers it the same', async () => {
    const { order } = await placeOrder(s);
    const first = await edit(order.order_id, 1, 2, { prep_minutes: 20 }, 'key-replay-1');
    const again = await edit(order.order_id, 1, 2, { prep_minutes: 20 }, 'key-replay-1');
    expect(again.body).toEqual(first.body);
    const info = await s.call('store/order/info', { store_id: 1, order_id: order.order_id }, token);
    expect(info.body.data.order.version).toBe(2);
  });

  it('applies a double tap sent concurrently with one key exactly once', async () => {
    const { order } = await placeOrder(s);
    const [a, b] = await Promise.all([
      edit(order.order_id, 1, 2, { prep_minutes: 10 }, 'key-double-tap'),
      edit(order.order_id, 1, 2, { prep_minutes: 10 }, 'key-double-tap'),
    ]);
    expect(a.body.code).toBe(0);
    expect(b.body).toEqual(a.body);
    const info = await s.call('store/order/info', { store_id: 1, order_id: order.order_id }, token);
    expect(info.body.data.order).toMatchObject({ order_status: 2, version: 2 });
  });

  it('answers a stale transition (the order moved meanwhile) with a conflict carrying the current state', async () => {
    const { order, customer_key } = await placeOrder(s);
    await edit(order.order_id, 1, 2, { prep_minutes: 10 }, 'tablet-a');
    const stale = await edit(order.order_id, 1, 2, { prep_minutes: 15 }, 'tablet-b');
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(9009);
    expect(stale.body.message).toContain(order.order_no);
    expect(stale.body.current).toMatchObject({ order_id: order.order_id, order_status: 2, prep_minutes: 10 });

    await s.call('customer/order/cancel-request', {
      order_id: order.order_id,
      customer_key,
      reason: '마음이 바뀌었어요',
    });
    await s.call('store/order/cancel/confirm', { store_id: 1, order_id: order.order_id, approve: 1 }, token);
    const afterCancel = await edit(order.order_id, 2, 3);
    expect(afterCancel.body.code).toBe(9009);
    expect(afterCancel.body.message).toMatch(/취소/);
  });

  it('cancels with a reason and refunds the payment in the same write', async () => {
    const { order } = await placeOrder(s);
    const noReason = await s.call(
      'store/order/cancel',
      { store_id: 1, order_id: order.order_id, from_status: 1, cancel_reason: ' ' },
      token,
    );
    expect(noReason.body.fields).toHaveProperty('cancel_reason');
    const r = await s.call(
      'store/order/cancel',
      { store_id: 1, order_id: order.order_id, from_status: 1, cancel_reason: '재료 소진' },
      token,
    );
    expect(r.body.data.order).toMatchObject({ order_status: 9, cancel_reason: '재료 소진' });
    const info = await s.call('store/order/info', { store_id: 1, order_id: order.order_id }, token);
    expect(info.body.data.payments[0]).toMatchObject({ payment_status: 9 });
    expect(info.body.data.payments[0].cancelled_at).toBeTruthy();
  });

  it('lets the store reject a customer cancel request, keeping the order open', async () => {
    const { order, customer_key } = await placeOrder(s);
    const bad = await s.call('customer/order/cancel-request', {
      order_id: order.order_id,
      customer_key: 'x'.repeat(32),
      reason: '취소',
    });
    expect(bad.body.code).toBe(9004);
    await s.call('customer/order/cancel-request', {
      order_id: order.order_id,
      customer_key,
      reason: '취소할게요',
    });
    const r = await s.call(
      'store/order/cancel/confirm',
      { store_id: 1, order_id: order.order_id, approve: 0 },
      token,
    );
    expect(r.body.data.order).toMatchObject({ order_status: 1, cancel_requested: 0 });
    const again = await s.call(
      'store/order/cancel/confirm',
      { store_id: 1, order_id: order.order_id, approve: 1 },
      token,
    );
    expect(again.body.code).toBe(9009);
  });

  it("does not let a manager touch another store's order", async () => {
    const { order } = await placeOrder(s, 2);
    const other = await s.call(
      'store/order/status/edit',
      { store_id: 2, order_id: order.order_id, from_status: 1, order_status: 2, prep_minutes: 10 },
      token,
    );
    expect(other.body.code).toBe(9003);
    // Naming their own store with a foreign order id finds nothing.
    const sneaky = await s.call(
      'store/order/status/edit',
      { store_id: 1, order_id: order.order_id, from_status: 1, order_status: 2, prep_minutes: 10 },
      token,
    );
    expect(sneaky.body.code).toBe(9004);
  });

  it('keeps future reserved pickups on the reservation list, off the live board', async () => {
    const { order } = await placeOrder(s, 1, 3);
    const live = await s.call('store/order/list', { store_id: 1, search_type: 1, app_type: 3 }, token);
    const res = await s.call('store/order/list', { store_id: 1, search_type: 2, app_type: 3 }, token);
    expect(live.body.data.order_list.some((o: { order_id: number }) => o.order_id === order.order_id)).toBe(
      false,
    );
    expect(res.body.data.order_list.some((o: { order_id: number }) => o.order_id === order.order_id)).toBe(
      true,
    );
  });
});

describe('socket fan-out', () => {
  let s: TestServer;
  let base: string;
  withTestServer(
    (server, url) => {
      s = server;
      base = url;
    },
    { listen: true },
  );

  const connect = (storeId: number, token: string) => connectSocket(base, storeId, token);
  const until = async (fn: () => boolean, ms = 3000) => {
    const end = Date.now() + ms;
    while (!fn()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('sends a new order (cmd 101) and its changes (cmd 102) to every tablet of that store only', async () => {
    const t1 = await s.login('store1');
    const a = await connect(1, t1);
    const b = await connect(1, await s.login('hq'));
    const other = await connect(2, await s.login('store2'));
    const { order } = await placeOrder(s, 1);
    await until(() => a.messages.length > 0 && b.messages.length > 0);
    expect(a.messages[0]).toMatchObject({ cmd: 101, order_id: order.order_id, actions: { toast: true } });
    expect(b.messages[0]).toEqual(a.messages[0]);
    await s.call(
      'store/order/status/edit',
      { store_id: 1, order_id: order.order_id, from_status: 1, order_status: 2, prep_minutes: 10 },
      t1,
    );
    await until(() => a.messages.length > 1);
    expect(a.messages[1]).toMatchObject({ cmd: 102, order_id: order.order_id });
    const test = await s.call('store/test/noti', { store_id: 1 }, t1);
    expect(test.body.data.delivered_to).toBe(2);
    await until(() => b.messages.length > 2);
    expect(b.messages[2]).toMatchObject({ cmd: 501, title: '테스트 알림' });
    expect(other.messages).toEqual([]);
    for (const c of [a, b, other]) c.ws.close();
  });

  it('refuses a socket with a bad token (4001) or for a foreign store (4003)', async () => {
    const bad = await connect(1, 'nope');
    expect(await bad.closed).toBe(4001);
    const foreign = await connect(2, await s.login('store1'));
    expect(await foreign.closed).toBe(4003);
  });
});
