import { queryOptions, useQuery } from '@tanstack/react-query';
import { missedOrderListCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { ordersKeys } from '@/queries/list-orders';

/** Under the orders' key: every order change (socket, refresh) refetches the day's log with the lists. */
export const missedOrdersKey = (storeId: number) =>
  [...ordersKeys.all, 'missed', { store_id: storeId }] as const;

export function listMissedOrders(storeId: number, signal?: AbortSignal) {
  return apiPost(missedOrderListCall, { store_id: storeId }, { signal });
}

export function missedOrdersQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: missedOrdersKey(storeId),
    queryFn: ({ signal }) => listMissedOrders(storeId, signal),
    staleTime: 10_000,
  });
}

/** Today's missed orders (Korean day) of the store. */
export const useMissedOrders = (storeId: number) => useQuery(missedOrdersQueryOptions(storeId));
