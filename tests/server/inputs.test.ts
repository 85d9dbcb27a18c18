/**
 * Issue 22, item 5, written as the attacks: each of these answered 500 (and a 500 from login skipped
 * the limiter). Now each is a 400 validation envelope with a Korean message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, startTestServer, type Backend, type TestServer } from './helpers';

const backends: Backend[] = ['pglite'];
if (await postgresAvailable()) backends.push('postgres');

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer('pglite');
  token = await s.login('admin');
});
afterAll(async () => {
  await s?.close();
});

const raw = (path: string, payload: string, headers: Record<string, string> = {}) =>
  s.built.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('inputs that used to answer 500', () => {
  it('refuses a NUL or another control character in any text, login and find-password included', async () => {
    const login = await s.call('store/login/app', {
      manager_user_id: 'admin\u0000',
      manager_password: 'demo1234',
      app_type: 3,
      app_name: 't',
    });
    expect(login.status).toBe(400);
    expect(login.body.code).toBe(9001);
    expect(login.body.fields?.manager_user_id).toMatch(/제어 문자/);
    const find = await s.call('store/find/password', {
      manager_user_id: 'store1',
      manager_phone: '010\u00001234',
    });
    expect(find.status).toBe(400);
    const nested = await s.call(
      'store/notice/edit',
      { store_id: 1, notice_title: '제목', notice_content: 'a\u001Bb' },
      token,
    );
    expect(nested.status).toBe(400);
    expect(nested.body.fields?.notice_content).toBeTruthy();
    const surrogate = await raw(
      'store/login/app',
      '{"manager_user_id":"\\ud800","manager_password":"x","app_type":3,"app_name":"t"}',
    );
    expect(surrogate.statusCode).toBe(400);
    // Tabs and new lines stay allowed in text.
    const notice = await s.call(
      'store/notice/edit',
      { store_id: 1, notice_title: '제목', notice_content: '<p>첫 줄\n둘째 줄\t끝</p>' },
      token,
    );
    expect(notice.body.code).toBe(0);
  });

  it('refuses year 0000, Feb 30 and month 13 in dates and months', async () => {
    for (const [from, to] of [
      ['00000101', '00000131'],
      ['20260230', '20260301'],
      ['20261301', '20261302'],
    ]) {
      const r = await s.call('store/sales/list', { store_id: 1, start_date: from, end_date: to }, token);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(9001);
    }
    const month = await s.call('store/stat/product/monthly', { store_id: 1, month: '000001' }, token);
    expect(month.status).toBe(400);
  });

  it('answers multipart with no boundary, malformed JSON and a non-object body with a 400 envelope', async () => {
    const noBoundary = await s.built.app.inject({
      method: 'POST',
      url: '/api/store/edit',
      payload: 'garbage',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(noBoundary.json()).toMatchObject({ code: 9001 });
    const badJson = await raw('store/login/app', '{"manager_user_id":');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: 9001 });
    const notObject = await raw('store/info', '[1,2,3]', { authorization: `Bearer ${token}` });
    expect(notObject.statusCode).toBeLessThan(500);
  });
});

describe.each(backends)('64-bit amounts on %s', (backend) => {
  let b: TestServer;
  beforeAll(async () => {
    b = await startTestServer(backend);
  });
  afterAll(async () => {
    await b?.close();
  });

  it('stores an order above 2^31 won exactly (64-bit amounts) and refuses one above the checked cap', async () => {
    const manager = await b.login('store1');
    const edit = await b.call(
      'store/product/edit',
      {
        store_id: 1,
        store_product_group_id: 1,
        product_name: '대형 케이터링',
        price: 10_000_000,
        display: 1,
      },
      manager,
    );
    expect(edit.body.code).toBe(0);
    const productId = edit.body.data.product.product_id as number;
    const lines = (n: number) =>
      Array.from({ length: n }, () => ({ product_id: productId, quantity: 99, option_names: [] }));

    // 3 × 99 × 1,000만 원 = 29억 7천만 원: above 2^31 - 1, which the old integer columns overflowed with a 500.
    const big = await b.call('customer/order/create', {
      store_id: 1,
      order_type: 2,
      pay_type: 1,
      items: lines(3),
    });
    expect(big.status).toBe(200);
    expect(big.body.data.order.total_amount).toBe(2_970_000_000);
    const orderId = big.body.data.order.order_id as number;
    const [row] = await b.built.ctx.database.query<{ total_amount: unknown; amount: unknown }>(
      'SELECT o.total_amount, p.amount FROM orders o JOIN payments p ON p.order_id = o.order_id WHERE o.order_id = $1',
      [orderId],
    );
    // Read back as JS numbers, not strings or BigInts (the int8 parser in server/db/index.ts).
    expect(row).toEqual({ total_amount: 2_970_000_000, amount: 2_970_000_000 });
    const detail = await b.call('store/order/info', { store_id: 1, order_id: orderId }, manager);
    expect(detail.body.data.order.total_amount).toBe(2_970_000_000);

    // 11 × 99 × 1,000만 원 = 108억 9천만 원: over the 100억 원 cap, a clear 400 and nothing written.
    const before = await b.built.ctx.database.query<{ n: number }>('SELECT count(*) AS n FROM orders');
    const r = await b.call('customer/order/create', {
      store_id: 1,
      order_type: 2,
      pay_type: 1,
      items: lines(11),
    });
    expect(r.status).toBe(400);
    expect(r.body.fields?.items).toMatch(/주문 금액/);
    expect(await b.built.ctx.database.query('SELECT count(*) AS n FROM orders')).toEqual(before);
  });
});
