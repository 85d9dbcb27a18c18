import { describe, expect, it } from 'vitest';
import { withLogins, type TestServer } from './helpers';
import { customerOrder } from './upload-fixtures';

let s: TestServer;
let store1: string;
let store2: string;
let admin: string;
let hq: string;
withLogins(['store1', 'store2', 'admin', 'hq'], (server, t) => {
  s = server;
  ({ store1, store2, admin, hq } = t);
});

const order = (storeId: number, productId: number) => customerOrder(s, storeId, productId);

describe('menu', () => {
  it('lists the seeded menu of the store in display order', async () => {
    const r = await s.call('store/product/list', { store_id: 1 }, store1);
    expect(r.body.code).toBe(0);
    expect(
      r.body.data.group_list.map((g: { store_product_group_name: string }) => g.store_product_group_name),
    ).toEqual(['치킨', '사이드', '음료']);
    expect(r.body.data.product_list[0]).toMatchObject({
      product_name: '후라이드치킨',
      price: 19000,
      sold_out: 0,
    });
  });

  it('rejects bad group and product input with Korean field errors and writes nothing', async () => {
    const g = await s.call(
      'store/productgroup/edit',
      { store_id: 1, store_product_group_name: '  ' },
      store1,
    );
    expect(g.body.code).toBe(9001);
    expect(g.body.fields?.store_product_group_name).toMatch(/그룹 이름/);
    const dup = await s.call(
      'store/productgroup/edit',
      { store_id: 1, store_product_group_name: '치킨' },
      store1,
    );
    expect(dup.body.fields?.store_product_group_name).toMatch(/같은 이름/);

    const p = await s.call(
      'store/product/edit',
      {
        store_id: 1,
        store_product_group_id: 1,
        product_name: '',
        price: -5,
        image: 'javascript:alert(1)',
        stock_count: 'x',
        options: [
          { option_name: '곱빼기', option_price: 1000 },
          { option_name: '곱빼기', option_price: 500 },
        ],
      },
      store1,
    );
    expect(p.body.code).toBe(9001);
    expect(Object.keys(p.body.fields ?? {})).toEqual(
      expect.arrayContaining(['product_name', 'price', 'image', 'stock_count', 'options']),
    );
    // Another store's group is not a group of this store.
    const other = await s.call(
      'store/product/edit',
      { store_id: 1, store_product_group_id: 4, product_name: '남의 메뉴', price: 1000 },
      store1,
    );
    expect(other.body.fields?.store_product_group_id).toBeTruthy();
    const after = await s.call('store/product/list', { store_id: 1 }, store1);
    expect(after.body.data.product_list).toHaveLength(10);
  });

  it('creates a group and products, reorders them, and refuses a reorder that misses one', async () => {
    const g = await s.call(
      'store/productgroup/edit',
      { store_id: 1, store_product_group_name: '신메뉴' },
      store1,
    );
    expect(g.body.code).toBe(0);
    const gid = g.body.data.group.store_product_group_id;
    const a = await s.call(
      'store/product/edit',
      {
        store_id: 1,
        store_product_group_id: gid,
        product_name: '마라치킨',
        price: '23000',
        options: [{ option_name: '아주 맵게', option_price: 0 }],
      },
      store1,
    );
    const b = await s.call(
      'store/product/edit',
      { store_id: 1, store_product_group_id: gid, product_name: '크림치킨', price: 22000, stock_count: 5 },
      store1,
    );
    expect(a.body.data.product).toMatchObject({ price: 23000, stock_count: null });
    expect(b.body.data.product).toMatchObject({ stock_count: 5 });
    const ids = [b.body.data.product.product_id, a.body.data.product.product_id];
    const re = await s.call(
      'store/product/order/edit',
      { store_id: 1, store_product_group_id: gid, product_ids: ids },
      store1,
    );
    expect(re.body.code).toBe(0);
    expect(
      re.body.data.product_list
        .filter((p: { store_product_group_id: number }) => p.store_product_group_id === gid)
        .map((p: { product_name: string }) => p.product_name),
    ).toEqual(['크림치킨', '마라치킨']);
    const bad = await s.call(
      'store/product/order/edit',
      { store_id: 1, store_product_group_id: gid, product_ids: [ids[0]] },
      store1,
    );
    expect(bad.body.code).toBe(9009);

    const groups = (
      await s.call('store/productgroup/list', { store_id: 1 }, store1)
    ).body.data.group_list.map((x: { store_product_group_id: number }) => x.store_product_group_id);
    const moved = [gid, ...groups.filter((x: number) => x !== gid)];
    const go = await s.call('store/productgroup/order/edit', { store_id: 1, group_ids: moved }, store1);
    expect(go.body.data.group_list[0].store_product_group_name).toBe('신메뉴');
    expect(
      (await s.call('store/productgroup/order/edit', { store_id: 1, group_ids: groups.slice(1) }, store1))
        .body.code,
    ).toBe(9009);

    // A group with menu items in it is not deleted; empty it first.
    expect(
      (await s.call('store/productgroup/del', { store_id: 1, store_product_group_id: gid }, store1)).body
        .code,
    ).toBe(9009);
    for (const id of ids)
      expect((await s.call('store/product/del', { store_id: 1, product_id: id }, store1)).body.code).toBe(0);
    expect(
      (await s.call('store/productgroup/del', { store_id: 1, store_product_group_id: gid }, store1)).body
        .code,
    ).toBe(0);
  });

  it('sold out per product and per group stops customer orders; switching it off lets them through', async () => {
    const on = await s.call(
      'store/product/soldout',
      { store_id: 1, target: 'product', target_id: 2, sold_out: 1 },
      store1,
    );
    expect(on.body.data.product_list.find((p: { product_id: number }) => p.product_id === 2).sold_out).toBe(
      1,
    );
    expect((await order(1, 2)).body.code).toBe(9009);
    await s.call(
      'store/product/soldout',
      { store_id: 1, target: 'product', target_id: 2, sold_out: 0 },
      store1,
    );
    expect((await order(1, 2)).body.code).toBe(0);

    const grp = await s.call(
      'store/product/soldout',
      { store_id: 1, target: 'group', target_id: 2, sold_out: 1, until_end_of_day: 1 },
      store1,
    );
    const side = grp.body.data.product_list.filter(
      (p: { store_product_group_id: number }) => p.store_product_group_id === 2,
    );
    expect(
      side.every(
        (p: { sold_out: number; sold_out_until: string | null }) => p.sold_out === 1 && p.sold_out_until,
      ),
    ).toBe(true);
    expect(
      grp.body.data.group_list.find((g: { store_product_group_id: number }) => g.store_product_group_id === 2)
        .sold_out,
    ).toBe(1);
    expect((await order(1, side[0].product_id)).body.code).toBe(9009);
    await s.call(
      'store/product/soldout',
      { store_id: 1, target: 'group', target_id: 2, sold_out: 0 },
      store1,
    );
    expect((await order(1, side[0].product_id)).body.code).toBe(0);
  });

  it('stock count 0 marks the item sold out; a bad count is refused', async () => {
    const bad = await s.call(
      'store/product/count/edit',
      { store_id: 1, product_id: 3, stock_count: -1 },
      store1,
    );
    expect(bad.body.fields?.stock_count).toMatch(/0개 이상/);
    const zero = await s.call(
      'store/product/count/edit',
      { store_id: 1, product_id: 3, stock_count: 0 },
      store1,
    );
    expect(zero.body.data.product).toMatchObject({ stock_count: 0, sold_out: 1 });
    await s.call('store/product/soldout', { store_id: 1, target_id: 3, sold_out: 0 }, store1);
  });

  it('keeps every manager inside their store scope', async () => {
    expect((await s.call('store/product/list', { store_id: 2 }, store1)).body.code).toBe(9003);
    expect(
      (await s.call('store/product/soldout', { store_id: 1, target_id: 1, sold_out: 1 }, store2)).body.code,
    ).toBe(9003);
    // store2 cannot reach store 1's product through its own store id either.
    expect((await s.call('store/product/del', { store_id: 2, product_id: 1 }, store2)).body.code).toBe(9004);
    expect((await s.call('store/product/list', { store_id: 2 }, hq)).body.code).toBe(0);
    expect((await s.call('store/product/list', { store_id: 3 }, hq)).body.code).toBe(9003);
    expect((await s.call('store/product/list', { store_id: 3 }, admin)).body.code).toBe(0);
    expect((await s.call('store/product/list', { store_id: 1 })).body.code).toBe(9991);
  });
});
