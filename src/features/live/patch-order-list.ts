import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@/contract';
import { ordersKeys, type OrderListData, type OrderListFilters } from '@/queries/list-orders';
import { patchOrderList } from './order-list-rules';

export { belongsTo, patchOrderList } from './order-list-rules';

/**
 * Puts one changed order into every cached order list of its store, ahead of the lists' refetch.
 * A patched list stays marked stale (setting data clears the mark): one not on screen still
 * refetches when next shown.
 */
export function patchCachedOrder(queryClient: QueryClient, order: Order, now = Date.now()): void {
  for (const [key, data] of queryClient.getQueriesData<OrderListData>({ queryKey: ordersKeys.lists() })) {
    const filters = key[2] as OrderListFilters | undefined;
    if (!data || !filters || filters.store_id !== order.store_id) continue;
    const next = patchOrderList(data.order_list, order, filters.search_type, now);
    if (next === data.order_list) continue;
    queryClient.setQueryData<OrderListData>(key, { ...data, order_list: next });
    void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  }
}
