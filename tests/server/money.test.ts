/**
 * Money (issue 6): every total the server reports equals an independent sum over the stored rows
 * (read raw, summed in JS) for the same filter; cancellations count as documented in
 * src/contract/money.ts; settlement and cancel actions apply once and are role-checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, startTestServer, type Backend, type TestServer } from './helpers';

const backends: Backend[] = ['pglite'];
if (await postgresAvailable()) backends.push('postgres');

interface PayRow {
  payment_id: number;
  store_id: number;
  order_id: number | null;
  pay_type: number;
  amount: number;
  payment_status: number;
  approved_at: Date | string;
  order_status: number | null;
  order_type: number | null;
}
interface OrderRow {
  order_id: number;
  store_id: number;
  order_status: number;
  total_amount: number;
  created_at: Date | string;
  items: { quantity: number; price: number; options: { option_price: number }[] }[];
}

/** yyyyMMdd of a timestamp in Seoul, computed in JS (not by the database). */
const kstDay = (v: Date | string) =>
  new Date(new Date(v).getTime() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
const daysAgo = (n: number) =>
  new Date(Date.now() + 9 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
const today = () => daysAgo(0);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const FEES: Record<number, number> = { 1: 250, 2: 290, 3: 280, 4: 270, 5: 350 };

describe.each(backends)('money on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let store1: string;
  let store2: string;
  let ballpark: string;

  beforeAll(async () => {
    s = await startTestServer(backend);
    [admin, store1, store2, ballpark] = await Promise.all([
      s.login('admin'),
      s.login('store1'),
      s.login('store2'),
      s.login('ballpark'),
    ]);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  const payments = (storeId: number) =>
    s.built.ctx.database.query<PayRow>(
      `SELECT p.payment_id, p.store_id, p.order_id, p.pay_type, p.amount, p.payment_status, p.approved_at, o.order_status, o.order_type
       FROM payments p LEFT JOIN orders o ON o.order_id = p.order_id WHERE p.store_id = $1`,
      [storeId],
    );
  const ordersOf = (storeId: number) =>
    s.built.ctx.database.query<OrderRow>(
      'SELECT order_id, store_id, order_status, total_amount, created_at, items FROM orders WHERE store_id = $1',
      [storeId],
    );
  const inRange = (v: Date | string, from: string, to: string) => kstDay(v) >= from && kstDay(v) <= to;

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
  });

  it('payments without an order: super admin only; cancel applies once and moves the amount to cancelled', async () => {
    const body = { store_id: 4, start_date: daysAgo(20), end_date: today() };
    expect(
      (await s.call('store/payment/without/order/list', { ...body, store_id: 1 }, store1)).body.code,
    ).toBe(9003);
    const list = await s.call('store/payment/without/order/list', body, admin);
    expect(list.body.code, list.body.message).toBe(0);
    const target = list.body.data.payment_list.find(
      (p: { payment_status: number; settlement_id: number | null }) =>
        p.payment_status === 1 && p.settlement_id === null,
    );
    expect(target).toBeTruthy();
    const before = (await s.call('store/sales/list', body, admin)).body.data.total;

    expect(
      (
        await s.call(
          'store/cancel/paymentwithoutorder',
          { store_id: 4, payment_id: target.payment_id },
          store1,
        )
      ).body.code,
    ).toBe(9003);
    const key = { 'idempotency-key': `cancel-${target.payment_id}-${backend}` };
    const c1 = await s.call(
      'store/cancel/paymentwithoutorder',
      { store_id: 4, payment_id: target.payment_id },
      admin,
      key,
    );
    expect(c1.body.code, c1.body.message).toBe(0);
    expect(c1.body.data.payment.payment_status).toBe(9);
    // A double tap (same key) replays the first answer; a new attempt gets a clear conflict.
    const replay = await s.call(
      'store/cancel/paymentwithoutorder',
      { store_id: 4, payment_id: target.payment_id },
      admin,
      key,
    );
    expect(replay.body).toEqual(c1.body);
    const again = await s.call(
      'store/cancel/paymentwithoutorder',
      { store_id: 4, payment_id: target.payment_id },
      admin,
    );
    expect(again.body.code).toBe(9009);
    expect(again.body.message).toContain('이미 취소된 결제');

    const after = (await s.call('store/sales/list', body, admin)).body.data.total;
    expect(after.approved_amount).toBe(before.approved_amount - target.amount);
    expect(after.cancelled_amount).toBe(before.cancelled_amount + target.amount);

    const withOrder = (await payments(4)).find((p) => p.order_id !== null)!;
    expect(
      (
        await s.call(
          'store/cancel/paymentwithoutorder',
          { store_id: 4, payment_id: withOrder.payment_id },
          admin,
        )
      ).body.code,
    ).toBe(9009);
  });

  it('settlements: add sums the unsettled PG payments; provide and confirm apply once; roles are checked', async () => {
    const from = daysAgo(3);
    const to = daysAgo(1);
    const pays = (await payments(1)).filter(
      (p) =>
        inRange(p.approved_at, from, to) &&
        p.payment_status === 1 &&
        p.pay_type !== 90 &&
        (p.order_id === null || p.order_status === 7),
    );
    expect(
      (await s.call('store/settlement/add', { store_id: 1, start_date: from, end_date: to }, store1)).body
        .code,
    ).toBe(9003);
    const todayAdd = await s.call(
      'store/settlement/add',
      { store_id: 1, start_date: from, end_date: today() },
      admin,
    );
    expect(todayAdd.body.code).toBe(9001);

    const key = { 'idempotency-key': `settle-add-${backend}` };
    const add = await s.call(
      'store/settlement/add',
      { store_id: 1, start_date: from, end_date: to },
      admin,
      key,
    );
    expect(add.body.code, add.body.message).toBe(0);
    const st = add.body.data.settlement;
    expect(st).toMatchObject({
      status: 1,
      payment_count: pays.length,
      amount: sum(pays.map((p) => p.amount)),
    });
    const fee = sum(pays.map((p) => Math.round((p.amount * FEES[p.pay_type]!) / 10_000)));
    expect(st.fee_amount).toBe(fee);
    expect(st.settle_amount).toBe(st.amount - fee);
    // Double tap: same answer, one settlement. A second add finds nothing left to settle.
    expect(
      (await s.call('store/settlement/add', { store_id: 1, start_date: from, end_date: to }, admin, key)).body
        .data.settlement.settlement_id,
    ).toBe(st.settlement_id);
    const second = await s.call(
      'store/settlement/add',
      { store_id: 1, start_date: from, end_date: to },
      admin,
    );
    expect(second.body.code).toBe(9001);
    expect(second.body.message).toContain('정산할 결제가 없습니다');

    const ready = await s.call('store/settlement/ready/list', { store_id: 1 }, store1);
    expect(
      ready.body.data.settlement_list.some(
        (x: { settlement_id: number }) => x.settlement_id === st.settlement_id,
      ),
    ).toBe(true);

    const action = (path: string, token: string, headers?: Record<string, string>) =>
      s.call(`store/settlement/${path}`, { store_id: 1, settlement_id: st.settlement_id }, token, headers);
    expect((await action('confirm', store1)).body.code).toBe(9009); // not provided yet
    expect((await action('provide', store1)).body.code).toBe(9003); // HQ provides, not the store
    const p1 = await action('provide', admin);
    expect(p1.body.code, p1.body.message).toBe(0);
    expect(p1.body.data.settlement.status).toBe(2);
    const p2 = await action('provide', admin);
    expect(p2.body.code).toBe(9009);
    expect(p2.body.current.status).toBe(2);
    expect((await action('del', admin)).body.code).toBe(9009);
    expect(
      (await s.call('store/settlement/confirm', { store_id: 1, settlement_id: st.settlement_id }, store2))
        .body.code,
    ).toBe(9003);
    const c1 = await action('confirm', store1);
    expect(c1.body.code, c1.body.message).toBe(0);
    expect(c1.body.data.settlement.status).toBe(3);
    expect((await action('confirm', store1)).body.code).toBe(9009);

    const done = await s.call('store/settlement/done/list', { store_id: 1 }, store1);
    const doneIds = done.body.data.settlement_list.map((x: { settlement_id: number }) => x.settlement_id);
    expect(doneIds).toContain(st.settlement_id);
  });

  it('settlements: delete frees the payments (once); the PG lists agree with the stored payments', async () => {
    const from = daysAgo(3);
    const to = daysAgo(1);
    const add = await s.call('store/settlement/add', { store_id: 2, start_date: from, end_date: to }, admin);
    expect(add.body.code, add.body.message).toBe(0);
    const sid = add.body.data.settlement.settlement_id;
    const del1 = await s.call('store/settlement/del', { store_id: 2, settlement_id: sid }, admin);
    expect(del1.body.code).toBe(0);
    expect(del1.body.data.settlement.status).toBe(8);
    expect((await s.call('store/settlement/del', { store_id: 2, settlement_id: sid }, admin)).body.code).toBe(
      9009,
    );
    const again = await s.call(
      'store/settlement/add',
      { store_id: 2, start_date: from, end_date: to },
      admin,
    );
    expect(again.body.code).toBe(0);
    expect(again.body.data.settlement.amount).toBe(add.body.data.settlement.amount);

    const start = daysAgo(20);
    const end = today();
    const pg = (await payments(2)).filter(
      (p) => inRange(p.approved_at, start, end) && p.pay_type !== 90 && p.payment_status === 1,
    );
    const dates = await s.call(
      'store/settlement/pg/date/list',
      { store_id: 2, start_date: start, end_date: end },
      store2,
    );
    expect(dates.body.code, dates.body.message).toBe(0);
    expect(dates.body.data.total.amount).toBe(sum(pg.map((p) => p.amount)));
    const main = await s.call(
      'store/settlement/main/list',
      { store_id: 2, start_date: start, end_date: end },
      store2,
    );
    expect(main.body.data.total.amount).toBe(sum(pg.map((p) => p.amount)));
    expect(main.body.data.total.settled_amount + main.body.data.total.unsettled_amount).toBe(
      main.body.data.total.amount,
    );
    const list = await s.call(
      'store/settlement/pg/list',
      { store_id: 2, start_date: start, end_date: end },
      store2,
    );
    expect(list.body.data.summary.approved_amount).toBe(sum(pg.map((p) => p.amount)));
    const pgl = await s.call('common/paytype/pglist', {}, store2);
    expect(pgl.body.data.pg_list.map((x: { pay_type: number }) => x.pay_type)).not.toContain(90);
  });

  it('bills: totals from the orders, VAT split, one issued bill per order, stale edits refused, void frees orders', async () => {
    const from = daysAgo(20);
    const to = daysAgo(1);
    const cands = await s.call(
      'store/transaction/order',
      { store_id: 1, start_date: from, end_date: to },
      store1,
    );
    expect(cands.body.code, cands.body.message).toBe(0);
    const free = cands.body.data.order_list
      .filter((o: { transaction_id: number | null }) => o.transaction_id === null)
      .slice(0, 3);
    const taken = cands.body.data.order_list.find(
      (o: { transaction_id: number | null }) => o.transaction_id !== null,
    );
    expect(free).toHaveLength(3);
    expect(taken).toBeTruthy();
    const base = {
      store_id: 1,
      buyer_name: '(주)테스트상사',
      buyer_business_no: '1234567890',
      issue_date: daysAgo(1),
    };
    const created = await s.call(
      'store/transaction/edit',
      { ...base, order_ids: free.map((o: { order_id: number }) => o.order_id) },
      store1,
      { 'idempotency-key': `bill-${backend}` },
    );
    expect(created.body.code, created.body.message).toBe(0);
    const bill = created.body.data.bill;
    const total = sum(free.map((o: { total_amount: number }) => o.total_amount));
    expect(bill).toMatchObject({
      total_amount: total,
      order_count: 3,
      status: 1,
      buyer_business_no: '123-45-67890',
    });
    expect(bill.supply_amount + bill.vat_amount).toBe(total);
    expect(bill.vat_amount).toBe(total - Math.round(total / 1.1));

    const dup = await s.call('store/transaction/edit', { ...base, order_ids: [taken.order_id] }, store1);
    expect(dup.body.code).toBe(9009);
    const badNo = await s.call(
      'store/transaction/edit',
      { ...base, buyer_business_no: '12-34', order_ids: [free[0].order_id] },
      store1,
    );
    expect(badNo.body.code).toBe(9001);
    expect(badNo.body.fields?.buyer_business_no).toContain('사업자등록번호');

    const edit = {
      ...base,
      transaction_id: bill.transaction_id,
      version: bill.version,
      order_ids: [free[0].order_id],
    };
    const e1 = await s.call('store/transaction/edit', edit, store1);
    expect(e1.body.code, e1.body.message).toBe(0);
    expect(e1.body.data.bill.total_amount).toBe(free[0].total_amount);
    expect((await s.call('store/transaction/edit', edit, store1)).body.code).toBe(9009); // stale version

    const voided = await s.call(
      'store/transaction/edit',
      { ...edit, version: e1.body.data.bill.version, status: 9 },
      store1,
    );
    expect(voided.body.data.bill.status).toBe(9);
    const list = await s.call(
      'store/transaction/list',
      { store_id: 1, start_date: from, end_date: today() },
      store1,
    );
    const bills = await s.built.ctx.database.query<{
      total_amount: string | number;
      status: number;
      issue_date: string | Date;
    }>('SELECT total_amount, status, issue_date FROM transactions WHERE store_id = 1');
    expect(list.body.data.summary.total_amount).toBe(
      sum(bills.filter((b) => b.status === 1).map((b) => Number(b.total_amount))),
    );
  });

  it('admin orders (kt-payment): super admin and ballpark manager only; paid sums match the payments', async () => {
    const body = { store_id: 3, start_date: daysAgo(20), end_date: today() };
    expect((await s.call('store/admin/order/list', { ...body, store_id: 1 }, store1)).body.code).toBe(9003);
    const r = await s.call('store/admin/order/list', body, ballpark);
    expect(r.body.code, r.body.message).toBe(0);
    const pays = (await payments(3)).filter((p) => p.order_id !== null);
    const orders = (await ordersOf(3)).filter((o) => inRange(o.created_at, body.start_date, body.end_date));
    const ids = new Set(orders.map((o) => o.order_id));
    expect(r.body.data.summary.order_count).toBe(orders.length);
    expect(r.body.data.summary.paid_amount).toBe(
      sum(pays.filter((p) => ids.has(p.order_id!) && p.payment_status === 1).map((p) => p.amount)),
    );
    expect((await s.call('store/admin/order/list', { ...body, store_id: 1 }, admin)).body.code).toBe(0);

    // The mismatch check, recomputed in JS: the seed plants a short payment and a cancelled one.
    const mismatched = orders.filter((o) => {
      const mine = pays.filter((p) => p.order_id === o.order_id);
      const paid = sum(mine.filter((p) => p.payment_status === 1).map((p) => p.amount));
      if (mine.length === 0) return true;
      if (o.order_status === 9) return paid > 0;
      return paid !== o.total_amount;
    });
    expect(mismatched.length).toBeGreaterThanOrEqual(2);
    const only = await s.call('store/admin/order/list', { ...body, only_mismatch: 1 }, ballpark);
    expect(only.body.data.summary.mismatch_count).toBe(mismatched.length);
    expect(only.body.data.order_list.map((o: { order_id: number }) => o.order_id).sort()).toEqual(
      mismatched.map((o) => o.order_id).sort(),
    );
    expect(new Set(only.body.data.order_list.map((o: { mismatch: number }) => o.mismatch))).toEqual(
      new Set([2, 4]),
    );
  });
});
