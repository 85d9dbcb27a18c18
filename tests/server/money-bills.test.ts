/**
 * Money (issue 6), bills and admin orders: a bill's totals come from its orders, one issued bill per
 * order; the admin order list's paid sums and mismatches match the stored payments.
 */
import { describe, expect, it } from 'vitest';
import { testBackends, withLogins, type TestServer } from './helpers';
import { daysAgo, inRange, storedRows, sum, today } from './money-helpers';

describe.each(await testBackends())('money on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let store1: string;
  let ballpark: string;
  withLogins(
    ['admin', 'store1', 'ballpark'],
    (server, t) => {
      s = server;
      ({ admin, store1, ballpark } = t);
    },
    backend,
  );
  const { payments, ordersOf } = storedRows(() => s);

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
