/**
 * Money (issue 6), settlements: cancelling a payment without an order, adding, providing, confirming
 * and deleting settlements apply once and are role-checked; their sums equal the stored payments'.
 */
import { describe, expect, it } from 'vitest';
import { testBackends, withLogins, type TestServer } from './helpers';
import { daysAgo, inRange, storedRows, sum, today } from './money-helpers';

/** The PG fee per pay type, in hundredths of a percent. */
const FEES: Record<number, number> = { 1: 250, 2: 290, 3: 280, 4: 270, 5: 350 };

describe.each(await testBackends())('money on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let store1: string;
  let store2: string;
  withLogins(
    ['admin', 'store1', 'store2'],
    (server, t) => {
      s = server;
      ({ admin, store1, store2 } = t);
    },
    backend,
  );
  const { payments } = storedRows(() => s);

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
});
