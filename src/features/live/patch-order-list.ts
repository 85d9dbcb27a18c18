import type { QueryClient } from '@tanstack/react-query';
import { SearchType, type Order } from '@/contract';
import {
  ordersKeys,
  type CompletedPages,
  type OrderListData,
  type OrderListFilters,
} from '@/queries/list-orders';
import { belongsTo, patchOrderList } from './order-list-rules';

export { belongsTo, patchOrderList } from './order-list-rules';

/**
 * Puts one changed order into every cached order list of its store, ahead of the lists' refetch.
 * A patched list stays marked stale (setting data clears the mark): one not on screen still
 * refetches when next shown.
 */
export function patchCachedOrder(queryClient: QueryClient, order: Order, now = Date.now()): void {
  for (const [key, data] of queryClient.getQueriesData<OrderListData | CompletedPages>({
    queryKey: ordersKeys.lists(),
  })) {
    const filters = key[2] as OrderListFilters | undefined;
    if (!data || !filters || filters.store_id !== order.store_id) continue;
    const next =
      'pages' in data ? patchCompletedPages(data, order, filters, now) : patchList(data, order, filters, now);
    if (next === data) continue;
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  }
}

function patchList(data: OrderListData, order: Order, filters: OrderListFilters, now: number) {
  const next = patchOrderList(data.order_list, order, filters.search_type, now);
  return next === data.order_list ? data : { ...data, order_list: next };
}

/**
 * The completed list's loaded pages (newest first) under the screen's filters: a changed order is
 * replaced where it is while its place holds, else taken out of its page and, when it is (still) a
 * completed order of the filters, placed into the first page (a served or cancelled order is the
 * newest). The first page's kind counts follow an order that joins or leaves the list. The refetch
 * that follows brings the pages and counts as the server has them.
 */
export function patchCompletedPages(
  data: CompletedPages,
  order: Order,
  filters: OrderListFilters,
  now: number,
): CompletedPages {
  const id = order.order_id;
  const heldIn = data.pages.findIndex((p) => p.order_list.some((o) => o.order_id === id));
  const held = heldIn < 0 ? undefined : data.pages[heldIn]!.order_list.find((o) => o.order_id === id)!;
  if (held && held.version >= order.version) return data;
  const counted =
    belongsTo(order, SearchType.COMPLETED, now) &&
    (!filters.order_status || order.order_status === filters.order_status);
  const shown = counted && (!filters.order_type || order.order_type === filters.order_type);
  if (!held && !counted) return data;
  // Its place holds (the list's order is updated_at's): replaced in its own page, wherever that is.
  const inPlace = held && shown && held.updated_at === order.updated_at;
  const pages = data.pages.map((page, i) => {
    let list = page.order_list;
    if (i === heldIn)
      list = inPlace
        ? list.map((o) => (o.order_id === id ? order : o))
        : list.filter((o) => o.order_id !== id);
    if (i === 0 && shown && !inPlace) list = patchOrderList(list, order, SearchType.COMPLETED, now);
    return list === page.order_list ? page : { ...page, order_list: list };
  });
  const first = pages[0];
  const change = (held ? 0 : counted ? 1 : 0) - (held && !counted ? 1 : 0);
  if (first?.kind_counts && change) {
    const kind_counts = first.kind_counts.slice();
    kind_counts[0] = Math.max(0, kind_counts[0]! + change);
    kind_counts[order.order_type] = Math.max(0, (kind_counts[order.order_type] ?? 0) + change);
    pages[0] = { ...first, kind_counts };
  }
  return pages.every((p, i) => p === data.pages[i]) ? data : { ...data, pages };
}
