import type { MenuLists } from '@/contract';

/** The list with the item at `index` moved by `delta` places, or null when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] | null {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length || delta === 0) return null;
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The ids after a drag: `activeId` put where `overId` was (the rows in between shift by one, as the
 * sortable list showed them during the drag). Null when nothing moved — dropped on itself, outside the
 * list, or an id that is not in it — so the caller sends nothing.
 */
export function dropOrder<T>(ids: readonly T[], activeId: T, overId: T | null | undefined): T[] | null {
  if (overId === null || overId === undefined || overId === activeId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  return moveItem(ids, from, to - from);
}

const isMenuLists = (d: unknown): d is MenuLists =>
  typeof d === 'object' && d !== null && 'group_list' in d && 'product_list' in d;

/** Items in the order of `ids`; items `ids` does not name keep their order, after them. */
export function inOrder<T extends object>(
  items: readonly T[],
  idOf: (item: T) => number,
  ids: readonly number[],
): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const named = ids.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
  const chosen = new Set(named);
  return [...named, ...items.filter((item) => !chosen.has(item))];
}

/** The cached menu with its groups in the order of `groupIds` (the optimistic side of a group reorder). */
export function withGroupOrder(menu: unknown, groupIds: readonly number[]): unknown {
  if (!isMenuLists(menu)) return menu;
  const groups = inOrder(menu.group_list, (g) => g.store_product_group_id, groupIds);
  return { ...menu, group_list: groups.map((g, sort) => (g.sort === sort ? g : { ...g, sort })) };
}

/**
 * The cached menu with one group's products in the order of `productIds`; the other groups' products
 * keep their places in the list (the order of one group's products fills that group's slots).
 */
export function withProductOrder(menu: unknown, groupId: number, productIds: readonly number[]): unknown {
  if (!isMenuLists(menu)) return menu;
  const inGroup = menu.product_list.filter((p) => p.store_product_group_id === groupId);
  const next = inOrder(inGroup, (p) => p.product_id, productIds).map((p, sort) =>
    p.sort === sort ? p : { ...p, sort },
  );
  let slot = 0;
  return {
    ...menu,
    product_list: menu.product_list.map((p) => (p.store_product_group_id === groupId ? next[slot++]! : p)),
  };
}
