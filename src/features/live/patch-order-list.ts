import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@/contract';
import {
  ordersKeys,
  type CompletedPages,
  type OrderListData,
  type OrderListFilters,
} from '@/queries/list-orders';
import { patchOrderList } from './order-list-rules';

export { belongsTo, patchOrderList } from './order-list-rules';

type PagesPatch = (
  data: CompletedPages,
  order: Order,
  filters: OrderListFilters,
  now: number,
) => CompletedPages;
let patchPages: PagesPatch | undefined;
/**
 * How a list held in pages (the completed orders') takes a changed order. Its screen sets it when its
 * code loads, and only that screen caches pages: the placing code loads with it, not with every start
 * (the first screen's JavaScript is at its 150 KB budget).
 */
export function setPagesPatch(patch: PagesPatch): void {
  patchPages = patch;
}

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
      'pages' in data
        ? (patchPages?.(data, order, filters, now) ?? data)
        : patchList(data, order, filters, now);
    if (next === data) continue;
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  }
}

function patchList(data: OrderListData, order: Order, filters: OrderListFilters, now: number) {
  const next = patchOrderList(data.order_list, order, filters.search_type, now);
  return next === data.order_list ? data : { ...data, order_list: next };
}
