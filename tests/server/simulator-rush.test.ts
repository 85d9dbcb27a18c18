/**
 * The customer simulator and the counter's rush controls (issue 26): it sends no order to a store whose
 * new orders are paused (the spec's temporary close: a customer app would not offer it), and while 바쁨 is
 * on, the orders it places are quoted the busy minutes longer (auto accept adds them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../server/live/simulator';
import { startTestServer, type TestServer } from './helpers';

let s: TestServer;
let ballpark: string;
beforeAll(async () => {
  s = await startTestServer('pglite');
  ballpark = await s.login('ballpark');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

type Row = { store_id: number; prep_minutes: number | null; order_status: number };
const q = <T>(sql: string, params: unknown[] = []) => s.built.ctx.database.query<T>(sql, params);
const lastOrderId = async () =>
  (await q<{ last: number }>('SELECT coalesce(max(order_id), 0)::int AS last FROM orders'))[0]!.last;
const placedAfter = (id: number) =>
  q<Row>('SELECT store_id, prep_minutes, order_status FROM orders WHERE order_id > $1', [id]);

/** Pauses new orders of the given stores for 10 minutes, as store/temp/edit writes it. */
async function pause(storeIds: number[]) {
  for (const id of storeIds)
    await q(
      `INSERT INTO store_temp_schedules (store_id, temp_type, start_at, end_at, reason)
       VALUES ($1, 2, now() - interval '1 second', now() + interval '10 minutes', '신규 주문 일시 중지')`,
      [id],
    );
}
const unpause = () => q('DELETE FROM store_temp_schedules');

describe('the customer simulator and the rush controls', () => {
  it('sends no order to a paused store, and quotes the busy minutes more while 바쁨 is on', async () => {
    // Every open store but the stadium store (auto accept on) is paused; the stadium store is busy +20.
    const others = (
      await q<{ id: number }>('SELECT store_id AS id FROM stores WHERE store_status = 1 AND store_id <> 3')
    ).map((r) => r.id);
    expect(others.length).toBeGreaterThan(0);
    await pause(others);
    const busy = await s.call('store/busy/edit', { store_id: 3, extra_minutes: 20, minutes: 30 }, ballpark);
    expect(busy.body.code, busy.body.message).toBe(0);
    const base = (await s.call('store/info', { store_id: 3 }, ballpark)).body.data.store
      .default_prep_minutes as number;
    const before = await lastOrderId();
    const stop = startSimulator(s.built.app, s.built.ctx, { ordersPerMinute: 600, cancelShare: 0, seed: 27 });
    try {
      // Five orders: picked at random among the open stores, all would go to the stadium store by
      // chance only 1 in (stores)^5 times if the pauses were not respected.
      await expect
        .poll(async () => (await placedAfter(before)).length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(5);
    } finally {
      stop();
    }
    const placed = await placedAfter(before);
    for (const o of placed)
      expect(o).toMatchObject({ store_id: 3, order_status: 2, prep_minutes: base + 20 });
    await s.call('store/busy/edit', { store_id: 3, extra_minutes: 0 }, ballpark);
    await unpause();
  }, 60_000);
});
