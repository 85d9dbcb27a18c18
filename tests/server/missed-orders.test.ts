/**
 * Missed orders (issue 26): a new order nobody accepts within the store's missed-order minutes is in the
 * day's log, with how long it waited; the rule's numbers are service settings and reach the tablet in
 * store/info.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysYmd, todayKst } from '../../src/contract';
import { startTestServer, type TestServer } from './helpers';

let s: TestServer;
let store1: string;
let store2: string;

beforeAll(async () => {
  s = await startTestServer('pglite');
  [store1, store2] = await Promise.all([s.login('store1'), s.login('store2')]);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

async function place(): Promise<number> {
  const r = await s.call('customer/order/create', {
    store_id: 1,
    order_type: 2,
    pay_type: 1,
    items: [{ product_id: 1, quantity: 1, option_names: [] }],
  });
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data.order.order_id as number;
}
const arrivedAgo = (orderId: number, minutes: number) =>
  s.built.ctx.database.query(
    `UPDATE orders SET created_at = now() - make_interval(mins => ${minutes}) WHERE order_id = ${orderId}`,
  );
const accept = async (orderId: number) => {
  const r = await s.call(
    'store/order/status/edit',
    { store_id: 1, order_id: orderId, from_status: 1, order_status: 2, prep_minutes: 15 },
    store1,
  );
  expect(r.body.code, r.body.message).toBe(0);
};
const missed = async (date?: string) =>
  (await s.call('store/order/missed/list', { store_id: 1, ...(date ? { date } : {}) }, store1)).body.data as {
    missed_order_minutes: number;
    missed_list: { order_id: number; waited_minutes: number; accepted_at: string | null }[];
  };

describe('missed orders', () => {
  it('the rule is a service setting, refused outside its range, and carried by store/info', async () => {
    const bad = await s.call(
      'store/service/manage/edit',
      {
        store_id: 1,
        min_order_amount: 0,
        delivery_fee: 0,
        default_prep_minutes: 15,
        missed_order_minutes: 0,
      },
      store1,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.missed_order_minutes).toMatch(/미접수 알림 시간/);
    const ok = await s.call(
      'store/service/manage/edit',
      {
        store_id: 1,
        service_types: ['1', '2', '3', '4'],
        min_order_amount: 0,
        delivery_fee: 3000,
        default_prep_minutes: 15,
        missed_order_minutes: 5,
        missed_pause_after: 3,
      },
      store1,
    );
    expect(ok.body.code, ok.body.message).toBe(0);
    expect(ok.body.data.service).toMatchObject({ missed_order_minutes: 5, missed_pause_after: 3 });
    const info = await s.call('store/info', { store_id: 1 }, store1);
    expect(info.body.data.store).toMatchObject({ missed_order_minutes: 5, missed_pause_after: 3 });
  });

  it('lists what waited too long — still new or accepted late — and not what was accepted in time', async () => {
    const inTime = await place();
    await arrivedAgo(inTime, 2);
    await accept(inTime);
    const stillNew = await place();
    await arrivedAgo(stillNew, 10);
    const late = await place();
    await arrivedAgo(late, 8);
    await accept(late);
    // An order backdated past midnight in Korea belongs to yesterday's log (the day is the one it
    // arrived on): read both, so the test holds when it runs at 00:00–00:10 KST.
    const [today, yesterday] = await Promise.all([missed(), missed(addDaysYmd(todayKst(), -1))]);
    expect(today.missed_order_minutes).toBe(5);
    const list = [...yesterday.missed_list, ...today.missed_list];
    const ids = list.map((m) => m.order_id);
    expect(ids).toContain(stillNew);
    expect(ids).toContain(late);
    expect(ids).not.toContain(inTime);
    expect(list.find((m) => m.order_id === stillNew)).toMatchObject({
      accepted_at: null,
      waited_minutes: 10,
    });
    expect(list.find((m) => m.order_id === late)?.waited_minutes).toBe(8);
    expect(list.every((m) => m.waited_minutes >= 5)).toBe(true);
  });

  it('answers another day of the store, and only to its managers', async () => {
    const other = await missed(addDaysYmd(todayKst(), -1));
    expect(other.missed_list.every((m) => m.waited_minutes >= 5)).toBe(true);
    const foreign = await s.call('store/order/missed/list', { store_id: 1 }, store2);
    expect(foreign.body.code).toBe(9003);
  });
});
