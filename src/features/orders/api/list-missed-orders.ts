import { queryOptions, useQuery } from '@tanstack/react-query';
import { missedOrderListCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { ordersKeys } from '@/queries/list-orders';

/** Under the orders' key: every order change (socket, refresh) refetches the day's log with the lists. */
export const missedOrdersKey = (storeId: number, date?: string) =>
  [...ordersKeys.all, 'missed', date ? { store_id: storeId, date } : { store_id: storeId }] as const;

export function listMissedOrders(storeId: number, date?: string, signal?: AbortSignal) {
  return apiPost(missedOrderListCall, date ? { store_id: storeId, date } : { store_id: storeId }, { signal });
}

export function missedOrdersQueryOptions(storeId: number, date?: string) {
  return queryOptions({
    queryKey: missedOrdersKey(storeId, date),
    queryFn: ({ signal }) => listMissedOrders(storeId, date, signal),
    staleTime: 10_000,
  });
}

/** The missed orders of the store on a Korean day (yyyyMMdd), today's without one. */
export const useMissedOrders = (storeId: number, date?: string) =>
  useQuery(missedOrdersQueryOptions(storeId, date));
