/**
 * Issue 22, written as the attacks: an Idempotency-Key reused for another call or another body must
 * not replay the first answer (the second action would silently never run), one account's key must not
 * collide with another's, and notice HTML is stored and served clean for every client of the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeNotices } from '../../server/db/schema';
import { startTestServer, type TestServer } from './helpers';

const ORDER = {
  store_id: 1,
  order_type: 2,
  pay_type: 1,
  items: [{ product_id: 1, quantity: 1, option_names: [] }],
};

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer('pglite');
  token = await s.login('store1');
});
afterAll(async () => {
  await s?.close();
});

async function newOrder(storeId = 1): Promise<number> {
  const [product] = await s.built.ctx.database.query<{ product_id: number }>(
    'SELECT product_id FROM products WHERE store_id = $1 AND sold_out = 0 AND display = 1 AND stock_count IS DISTINCT FROM 0 ORDER BY product_id LIMIT 1',
    [storeId],
  );
  const r = await s.call('customer/order/create', {
    ...ORDER,
    store_id: storeId,
    items: [{ product_id: product!.product_id, quantity: 1, option_names: [] }],
  });
  expect(r.body.code).toBe(0);
  return r.body.data.order.order_id as number;
}

async function statusOf(orderId: number, storeId = 1, t = token): Promise<number> {
  const r = await s.call('store/order/info', { store_id: storeId, order_id: orderId }, t);
  expect(r.body.code).toBe(0);
  return r.body.data.order.order_status as number;
}

const accept = (orderId: number, storeId = 1) => ({
  store_id: storeId,
  order_id: orderId,
  from_status: 1,
  order_status: 2,
  prep_minutes: 10,
});

describe('Idempotency-Key bound to its account, call and body', () => {
  it('replays the same request, and refuses the key for a different body with 422 (the second action is not lost silently)', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const first = await s.call('store/order/status/edit', accept(a), token, { 'idempotency-key': 'k-body' });
    expect(first.body.code).toBe(0);
    const replay = await s.call('store/order/status/edit', accept(a), token, { 'idempotency-key': 'k-body' });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);

    const other = await s.call('store/order/status/edit', accept(b), token, { 'idempotency-key': 'k-body' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe(9001);
    expect(other.body.message).toContain('Idempotency-Key');
    expect(await statusOf(b)).toBe(1);
  });

  it('refuses the key on another call with 422', async () => {
    const a = await newOrder();
    const b = await newOrder();
    expect(
      (await s.call('store/order/status/edit', accept(a), token, { 'idempotency-key': 'k-call' })).body.code,
    ).toBe(0);
    const cancel = await s.call(
      'store/order/cancel',
      { store_id: 1, order_id: b, from_status: 1, cancel_reason: '재료 소진' },
      token,
      { 'idempotency-key': 'k-call' },
    );
    expect(cancel.status).toBe(422);
    expect(await statusOf(b)).toBe(1);
  });

  it('gives every account its own key space (another account’s key neither collides nor replays)', async () => {
    const token2 = await s.login('store2');
    const mine = await newOrder(1);
    const theirs = await newOrder(2);
    expect(
      (await s.call('store/order/status/edit', accept(mine), token, { 'idempotency-key': 'shared-key' })).body
        .code,
    ).toBe(0);
    const r = await s.call('store/order/status/edit', accept(theirs, 2), token2, {
      'idempotency-key': 'shared-key',
    });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.data.order.order_id).toBe(theirs);
    expect(await statusOf(theirs, 2, token2)).toBe(2);
  });
});

describe('notice HTML sanitized on the server', () => {
  const EVIL =
    '<p onclick="steal()">공지 <strong>본문</strong></p><script>alert(1)</script>' +
    '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">링크</a>' +
    '<iframe src="https://evil.example"></iframe><a href="https://example.com" target="_blank">안전한 링크</a>' +
    '<style>body{display:none}</style><form action="https://evil.example"><input name="pw"></form>';

  it('stores and serves only safe markup', async () => {
    const saved = await s.call(
      'store/notice/edit',
      { store_id: 1, notice_title: 'XSS 시험', notice_content: EVIL, notice_top: 0 },
      token,
    );
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.notice.notice_id as number;
    const html = await s.call('common/get/html', { store_id: 1, notice_id: id }, token);
    expect(html.body.code).toBe(0);
    const out = html.body.data.html as string;
    expect(out).toContain('<strong>본문</strong>');
    expect(out).toContain('안전한 링크');
    expect(out).toContain('rel="noopener noreferrer"');
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'javascript:',
      '<iframe',
      '<style',
      '<form',
      '<input',
    ])
      expect(out).not.toContain(bad);

    const rows = await s.built.ctx.database.query<{ notice_content: string }>(
      'SELECT notice_content FROM store_notices WHERE notice_id = $1',
      [id],
    );
    expect(rows[0]!.notice_content).toBe(out);
  });

  it('cleans a notice stored raw before the rule existed when it is read', async () => {
    const [row] = await s.built.ctx.db
      .insert(storeNotices)
      .values({ storeId: 1, noticeTitle: '예전 공지', noticeContent: EVIL, noticeTop: 0, managerId: 1 })
      .returning({ id: storeNotices.noticeId });
    const html = await s.call('common/get/html', { store_id: 1, notice_id: row!.id }, token);
    expect(html.body.code).toBe(0);
    expect(html.body.data.html).not.toContain('<script');
    expect(html.body.data.html).not.toContain('onerror');
  });
});
