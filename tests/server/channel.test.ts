/**
 * Issue 22, the customer channel written as the attack: anonymous calls used to place "approved"
 * orders into any store (sixty of them moved a store's day from 228,500 to 113,088,500 won) with any
 * pay_type. Now only a store's channel key, created by a super admin and kept hashed, may order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer('pglite');
  admin = await s.login('admin');
});
afterAll(async () => {
  await s?.close();
});

async function productOf(storeId: number): Promise<number> {
  const [p] = await s.built.ctx.database.query<{ product_id: number }>(
    'SELECT product_id FROM products WHERE store_id = $1 AND sold_out = 0 AND display = 1 AND stock_count IS DISTINCT FROM 0 ORDER BY product_id LIMIT 1',
    [storeId],
  );
  return p!.product_id;
}
const orderFor = async (storeId: number, payType = 1) => ({
  store_id: storeId,
  order_type: 2,
  pay_type: payType,
  items: [{ product_id: await productOf(storeId), quantity: 1, option_names: [] }],
});
const paymentsTotal = async (storeId: number) =>
  Number(
    (
      await s.built.ctx.database.query<{ n: string }>(
        'SELECT coalesce(sum(amount), 0)::text AS n FROM payments WHERE store_id = $1',
        [storeId],
      )
    )[0]!.n,
  );

async function newKey(storeId: number, name = '배달앱') {
  const r = await s.call('store/channel/key/create', { store_id: storeId, name }, admin);
  expect(r.body.code).toBe(0);
  return r.body.data as { key: { key_id: number; key_prefix: string }; secret: string };
}

describe('customer channel', () => {
  it('refuses orders without a key, or with a made-up one, and nothing is paid', async () => {
    const before = await paymentsTotal(2);
    const body = await orderFor(2);
    for (const headers of [
      { 'x-channel-key': '' },
      { 'x-channel-key': 'ck_1_' + 'A'.repeat(43) },
      { 'x-channel-key': 'let-me-in' },
    ]) {
      const r = await s.built.app.inject({
        method: 'POST',
        url: '/api/customer/order/create',
        payload: body,
        headers,
      });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: 9991 });
      expect(r.json().message).toMatch(/주문 채널 키/);
    }
    expect(await paymentsTotal(2)).toBe(before);
  });

  it('takes a store’s own key for that store only, and only the code list’s payment methods', async () => {
    const { key, secret } = await newKey(2);
    expect(secret).toMatch(/^ck_\d+_[A-Za-z0-9_-]{43}$/);
    const [row] = await s.built.ctx.database.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM channel_keys WHERE key_id = $1',
      [key.key_id],
    );
    // The random part is base64url and may itself hold '_': take everything after "ck_<id>_".
    const random = secret.replace(/^ck_\d+_/, '');
    expect(row!.secret_hash).not.toContain(random);
    const list = await s.call('store/channel/key/list', { store_id: 2 }, admin);
    expect(JSON.stringify(list.body.data)).not.toContain(random);
    expect(list.body.data.key_list[0].key_prefix).toBe(key.key_prefix);

    const headers = { 'x-channel-key': secret };
    const ok = await s.call('customer/order/create', await orderFor(2), undefined, headers);
    expect(ok.body.code).toBe(0);
    const foreign = await s.call('customer/order/create', await orderFor(1), undefined, headers);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe(9003);
    const badPay = await s.call('customer/order/create', await orderFor(2, 999), undefined, headers);
    expect(badPay.status).toBe(400);
    expect(badPay.body.fields?.pay_type).toBeTruthy();

    // A store-1 order cannot be cancel-requested with store 2's key, even with its customer key.
    const own = await s.call('customer/order/create', await orderFor(1));
    const cancel = await s.call(
      'customer/order/cancel-request',
      { order_id: own.body.data.order.order_id, customer_key: own.body.data.customer_key, reason: '취소' },
      undefined,
      headers,
    );
    expect(cancel.body.code).toBe(9004);
  });

  it('stops a revoked key at once', async () => {
    const { key, secret } = await newKey(3, '키오스크');
    const headers = { 'x-channel-key': secret };
    expect((await s.call('customer/order/create', await orderFor(3), undefined, headers)).body.code).toBe(0);
    const revoked = await s.call('store/channel/key/revoke', { store_id: 3, key_id: key.key_id }, admin);
    expect(revoked.body.data.key.revoked_at).toBeTruthy();
    const r = await s.call('customer/order/create', await orderFor(3), undefined, headers);
    expect(r.status).toBe(401);
    expect(r.body.message).toMatch(/폐기/);
  });

  it('never stores a secret for replay: a create with an Idempotency-Key is not kept in the idempotency table', async () => {
    const headers = { 'idempotency-key': 'channel-key-create-once' };
    const first = await s.call('store/channel/key/create', { store_id: 4, name: '키오스크' }, admin, headers);
    const second = await s.call(
      'store/channel/key/create',
      { store_id: 4, name: '키오스크' },
      admin,
      headers,
    );
    expect(first.body.code).toBe(0);
    expect(second.body.code).toBe(0);
    // Not a replay: a second key with its own secret (the screen disables the button while saving).
    expect(second.body.data.key.key_id).not.toBe(first.body.data.key.key_id);
    const stored = await s.built.ctx.database.query<{ response: unknown }>(
      'SELECT response FROM idempotency_keys',
    );
    const random = (first.body.data.secret as string).replace(/^ck_\d+_/, '');
    expect(JSON.stringify(stored)).not.toContain(random);
  });

  it('lets only super admins manage keys', async () => {
    const manager = await s.login('store1');
    expect((await s.call('store/channel/key/create', { store_id: 1, name: 'x' }, manager)).body.code).toBe(
      9003,
    );
    expect((await s.call('store/channel/key/list', { store_id: 1 }, manager)).body.code).toBe(9003);
  });

  it('limits orders per key per minute', async () => {
    const limited = await startTestServer('pglite', {
      channelLimits: { perKeyPerMinute: 3, perAddressPerMinute: 100 },
    });
    try {
      const token = await limited.login('admin');
      const secret = (await limited.call('store/channel/key/create', { store_id: 1, name: '테스트' }, token))
        .body.data.secret as string;
      const body = {
        store_id: 1,
        order_type: 2,
        pay_type: 1,
        items: [{ product_id: 1, quantity: 1, option_names: [] }],
      };
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (await limited.call('customer/order/create', body, undefined, { 'x-channel-key': secret })).body
            .code,
        );
      expect(codes).toEqual([0, 0, 0, 9029]);
    } finally {
      await limited.close();
    }
  });
});
