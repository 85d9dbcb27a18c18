// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuLists, Product, ProductGroup } from '@/contract';
import { dropOrder, moveItem, withGroupOrder, withProductOrder } from '@/features/menu/reorder';

const group = (id: number, sort: number): ProductGroup => ({
  store_product_group_id: id,
  store_product_group_name: `그룹${id}`,
  sort,
  display: 1,
  sold_out: 0,
  product_count: 0,
  version: 1,
});
const product = (id: number, groupId: number, sort: number): Product => ({
  product_id: id,
  store_product_group_id: groupId,
  product_name: `메뉴${id}`,
  price: 1000,
  description: null,
  image: null,
  stock_count: null,
  sold_out: 0,
  sold_out_until: null,
  display: 1,
  sort,
  options: [],
  version: 1,
});

describe('moveItem (the arrows)', () => {
  it('moves one place up or down, and refuses past either end', () => {
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toBeNull();
    expect(moveItem([1, 2, 3], 2, 1)).toBeNull();
    expect(moveItem([1, 2, 3], 1, 0)).toBeNull();
  });
});

describe('dropOrder (a drag ends)', () => {
  it('puts the dragged id where the one under it was, the rows between shifting by one', () => {
    expect(dropOrder([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(dropOrder([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(dropOrder([1, 2, 3, 4], 1, 4)).toEqual([2, 3, 4, 1]);
    expect(dropOrder([1, 2], 2, 1)).toEqual([2, 1]);
  });

  it('is null when nothing moved, so nothing is sent', () => {
    expect(dropOrder([1, 2, 3], 2, 2)).toBeNull();
    expect(dropOrder([1, 2, 3], 2, null)).toBeNull();
    expect(dropOrder([1, 2, 3], 2, undefined)).toBeNull();
    expect(dropOrder([1, 2, 3], 9, 1)).toBeNull();
    expect(dropOrder([1, 2, 3], 1, 9)).toBeNull();
  });

  it('leaves its input alone', () => {
    const ids = [1, 2, 3] as const;
    dropOrder(ids, 1, 3);
    expect(ids).toEqual([1, 2, 3]);
  });
});

describe('the optimistic menu', () => {
  const menu: MenuLists = {
    group_list: [group(10, 0), group(20, 1), group(30, 2)],
    product_list: [product(1, 10, 0), product(2, 10, 1), product(5, 20, 0), product(3, 10, 2)],
  };

  it('orders the groups as sent, with sort following the new places', () => {
    const next = withGroupOrder(menu, [30, 10, 20]) as MenuLists;
    expect(next.group_list.map((g) => [g.store_product_group_id, g.sort])).toEqual([
      [30, 0],
      [10, 1],
      [20, 2],
    ]);
    expect(next.product_list).toBe(menu.product_list);
    expect(menu.group_list.map((g) => g.store_product_group_id)).toEqual([10, 20, 30]);
  });

  it("orders one group's products in that group's slots; other groups' products stay put", () => {
    const next = withProductOrder(menu, 10, [3, 1, 2]) as MenuLists;
    expect(next.product_list.map((p) => p.product_id)).toEqual([3, 1, 5, 2]);
    expect(next.product_list.filter((p) => p.store_product_group_id === 10).map((p) => p.sort)).toEqual([
      0, 1, 2,
    ]);
    expect(next.product_list[2]).toBe(menu.product_list[2]);
    expect(next.group_list).toBe(menu.group_list);
  });

  it('keeps rows the order does not name (added meanwhile) after the named ones', () => {
    const next = withGroupOrder(menu, [20, 10]) as MenuLists;
    expect(next.group_list.map((g) => g.store_product_group_id)).toEqual([20, 10, 30]);
  });

  it('leaves an empty cache alone', () => {
    expect(withGroupOrder(undefined, [1])).toBeUndefined();
    expect(withProductOrder(undefined, 1, [1])).toBeUndefined();
  });
});
