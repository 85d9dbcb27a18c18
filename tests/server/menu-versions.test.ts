/**
 * Sold-out toggles replayed from a tablet's outbox (issue 26 §4): the write carries the version of the
 * product or group the tablet saw; if another device changed it meanwhile the write is refused with
 * CONFLICT, a Korean message saying what it is now, and the current state — and nothing is written.
 * A replay of the same write (same Idempotency-Key) applies once.
 */
import { describe, expect, it } from 'vitest';
import { SocketCmd, type SocketMessage } from '../../src/contract';
import { recordPublished, withLogins, type TestServer } from './helpers';

let s: TestServer;
let store1: string;
let admin: string;
let published: { storeId: number; message: SocketMessage }[] = [];
withLogins(['store1', 'admin'], (server, t) => {
  s = server;
  ({ store1, admin } = t);
  published = recordPublished(s);
});

interface Item {
  product_id: number;
  store_product_group_id: number;
  sold_out: number;
  version: number;
}
interface Group {
  store_product_group_id: number;
  sold_out: number;
  version: number;
}
const menu = async () => {
  const r = await s.call('store/product/list', { store_id: 1 }, store1);
  return r.body.data as { product_list: Item[]; group_list: Group[] };
};
const product = async (id: number) => (await menu()).product_list.find((p) => p.product_id === id)!;
const group = async (id: number) => (await menu()).group_list.find((g) => g.store_product_group_id === id)!;
const soldOut = (body: Record<string, unknown>, key?: string) =>
  s.call('store/product/soldout', { store_id: 1, ...body }, store1, key ? { 'idempotency-key': key } : {});

describe('sold-out versions', () => {
  it('a product toggle made against an older version is refused with what the product is now', async () => {
    const seen = await product(2);
    // Another device marks it sold out first.
    const other = await soldOut({ target_id: 2, sold_out: 1 });
    expect(other.body.code, other.body.message).toBe(0);
    const now = await product(2);
    expect(now.version).toBe(seen.version + 1);
    // This tablet's queued toggle (to sold out as well, from the state it saw) is stale.
    const stale = await soldOut({ target_id: 2, sold_out: 0, expected_version: seen.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(9009);
    expect(stale.body.message).toBe('다른 기기에서 먼저 변경했습니다 — 현재: 품절');
    expect(stale.body.current).toMatchObject({
      target: 'product',
      target_id: 2,
      sold_out: 1,
      version: now.version,
    });
    expect((await product(2)).sold_out).toBe(1);
    // With the version it now sees, the same toggle goes through.
    const fresh = await soldOut({ target_id: 2, sold_out: 0, expected_version: now.version });
    expect(fresh.body.code, fresh.body.message).toBe(0);
    expect((await product(2)).sold_out).toBe(0);
  });

  it('an edit of the product by an admin counts as a change too', async () => {
    const seen = await product(1);
    const edit = await s.call(
      'store/product/count/edit',
      { store_id: 1, product_id: 1, stock_count: 5 },
      admin,
    );
    expect(edit.body.code, edit.body.message).toBe(0);
    const stale = await soldOut({ target_id: 1, sold_out: 1, expected_version: seen.version });
    expect(stale.body.code).toBe(9009);
    expect(stale.body.message).toBe('다른 기기에서 먼저 변경했습니다 — 현재: 판매 중');
    expect((await product(1)).sold_out).toBe(0);
  });

  it('a group toggle is stale once a product in the group was marked', async () => {
    const first = (await menu()).product_list[0]!;
    const seen = await group(first.store_product_group_id);
    const mark = await soldOut({ target_id: first.product_id, sold_out: 1 });
    expect(mark.body.code, mark.body.message).toBe(0);
    const stale = await soldOut({
      target: 'group',
      target_id: seen.store_product_group_id,
      sold_out: 1,
      expected_version: seen.version,
    });
    expect(stale.body.code).toBe(9009);
    expect(stale.body.message).toBe('다른 기기에서 먼저 변경했습니다 — 현재: 판매 중');
    expect(stale.body.current).toMatchObject({ target: 'group', target_id: seen.store_product_group_id });
    const now = await group(seen.store_product_group_id);
    const fresh = await soldOut({
      target: 'group',
      target_id: seen.store_product_group_id,
      sold_out: 0,
      expected_version: now.version,
    });
    expect(fresh.body.code, fresh.body.message).toBe(0);
    expect((await product(first.product_id)).sold_out).toBe(0);
  });

  it('a replay with the same Idempotency-Key applies once and is announced once', async () => {
    const seen = await product(3);
    const before = published.filter((m) => m.message.cmd === SocketCmd.MENU_CHANGED).length;
    const body = { target_id: 3, sold_out: 1, expected_version: seen.version };
    const one = await soldOut(body, 'replay-soldout-3');
    const two = await soldOut(body, 'replay-soldout-3');
    expect(one.body.code, one.body.message).toBe(0);
    // The second is the first's answer again, not a stale refusal: its version was moved by the first.
    expect(two.body.code).toBe(0);
    expect((await product(3)).version).toBe(seen.version + 1);
    expect(published.filter((m) => m.message.cmd === SocketCmd.MENU_CHANGED).length).toBe(before + 1);
    await soldOut({ target_id: 3, sold_out: 0 });
  });
});
