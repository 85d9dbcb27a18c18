/**
 * What the store's tablets are told (issue 26): a menu or sold-out change (cmd 151) and every status
 * change (cmd 141). 바쁨 and the pause: busy minutes lengthen the prep time quoted for new orders for a chosen
 * period and end by themselves; every status change reaches the store's tablets (cmd 141); store/info
 * carries the busy minutes, their end and the end of a pause in force.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketCmd, type SocketMessage } from '../../src/contract';
import { startTestServer, type TestServer, recordPublished } from './helpers';

let s: TestServer;
let ballpark: string;
let store1: string;
let published: { storeId: number; message: SocketMessage }[] = [];

beforeAll(async () => {
  s = await startTestServer('pglite');
  [ballpark, store1] = await Promise.all([s.login('ballpark'), s.login('store1')]);
  published = recordPublished(s);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const info = async (storeId: number, token: string) =>
  (await s.call('store/info', { store_id: storeId }, token)).body.data.store as {
    default_prep_minutes: number;
    busy_extra_minutes: number;
    busy_until: string | null;
    paused_until: string | null;
  };

/** An order at the stadium store (auto-accept is on there): its quoted prep minutes. */
async function autoAcceptedPrep(): Promise<number> {
  const menu = await s.call('store/product/list', { store_id: 3 }, ballpark);
  const product = (menu.body.data.product_list as { product_id: number; sold_out: number }[]).find(
    (p) => !p.sold_out,
  )!;
  const r = await s.call('customer/order/create', {
    store_id: 3,
    order_type: 2,
    pay_type: 1,
    items: [{ product_id: product.product_id, quantity: 1, option_names: [] }],
  });
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data.order.prep_minutes as number;
}

const changedFor = (storeId: number) =>
  published.filter((m) => m.storeId === storeId && m.message.cmd === SocketCmd.STORE_CHANGED).length;

describe('busy mode', () => {
  it('adds its minutes to new orders for its period, is told to the tablets, and ends by itself', async () => {
    const base = (await info(3, ballpark)).default_prep_minutes;
    expect(await autoAcceptedPrep()).toBe(base);
    const before = changedFor(3);
    const busy = await s.call('store/busy/edit', { store_id: 3, extra_minutes: 20, minutes: 30 }, ballpark);
    expect(busy.body.code, busy.body.message).toBe(0);
    expect(changedFor(3)).toBe(before + 1);
    const now = await info(3, ballpark);
    expect(now.busy_extra_minutes).toBe(20);
    const left = Date.parse(now.busy_until!) - Date.now();
    expect(left).toBeGreaterThan(29 * 60_000);
    expect(left).toBeLessThanOrEqual(30 * 60_000);
    expect(await autoAcceptedPrep()).toBe(base + 20);
    // Its end passes (no sweeper: the time is compared when read).
    await s.built.ctx.database.query(
      "UPDATE stores SET busy_until = now() - interval '1 second' WHERE store_id = 3",
    );
    expect(await info(3, ballpark)).toMatchObject({ busy_extra_minutes: 0, busy_until: null });
    expect(await autoAcceptedPrep()).toBe(base);
  });

  it('0 extra minutes ends it at once; other amounts and periods are refused in Korean', async () => {
    await s.call('store/busy/edit', { store_id: 3, extra_minutes: 10, minutes: 60 }, ballpark);
    expect((await info(3, ballpark)).busy_extra_minutes).toBe(10);
    await s.call('store/busy/edit', { store_id: 3, extra_minutes: 0 }, ballpark);
    expect((await info(3, ballpark)).busy_extra_minutes).toBe(0);
    const odd = await s.call('store/busy/edit', { store_id: 3, extra_minutes: 15, minutes: 45 }, ballpark);
    expect(odd.status).toBe(400);
    expect(odd.body.fields?.extra_minutes).toMatch(/10, 20, 30분/);
    expect(odd.body.fields?.minutes).toMatch(/30분, 1시간, 2시간/);
    const foreign = await s.call('store/busy/edit', { store_id: 3, extra_minutes: 10 }, store1);
    expect(foreign.body.code).toBe(9003);
  });
});

describe('pause', () => {
  it('a temporary close shows as paused_until in store/info and is told to the tablets; opening ends it', async () => {
    const before = changedFor(1);
    const end = new Date(Date.now() + 30 * 60_000);
    const pause = await s.call(
      'store/temp/edit',
      { store_id: 1, temp_type: 2, start_at: new Date().toISOString(), end_at: end.toISOString() },
      store1,
    );
    expect(pause.body.code, pause.body.message).toBe(0);
    expect(changedFor(1)).toBe(before + 1);
    expect(Date.parse((await info(1, store1)).paused_until!)).toBe(end.getTime());
    await s.call('store/open/manual', { store_id: 1 }, store1);
    expect(changedFor(1)).toBe(before + 2);
    expect((await info(1, store1)).paused_until).toBeNull();
  });
});

describe('menu pushes', () => {
  it('a sold-out toggle, a product edit and a group reorder each tell the store, once, after they commit', async () => {
    const menuFor = (storeId: number) =>
      published.filter((m) => m.storeId === storeId && m.message.cmd === SocketCmd.MENU_CHANGED).length;
    const before = menuFor(1);
    const sold = await s.call('store/product/soldout', { store_id: 1, target_id: 1, sold_out: 1 }, store1);
    expect(sold.body.code, sold.body.message).toBe(0);
    expect(menuFor(1)).toBe(before + 1);
    const groups = (await s.call('store/productgroup/list', { store_id: 1 }, store1)).body.data
      .group_list as { store_product_group_id: number }[];
    const order = await s.call(
      'store/productgroup/order/edit',
      { store_id: 1, group_ids: groups.map((g) => g.store_product_group_id).reverse() },
      store1,
    );
    expect(order.body.code, order.body.message).toBe(0);
    expect(menuFor(1)).toBe(before + 2);
    // A refused write tells no one.
    const refused = await s.call(
      'store/product/soldout',
      { store_id: 1, target_id: 999_999, sold_out: 1 },
      store1,
    );
    expect(refused.body.code).not.toBe(0);
    expect(menuFor(1)).toBe(before + 2);
    expect(menuFor(2)).toBe(0);
  });
});
