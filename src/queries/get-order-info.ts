import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderInfoCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { ordersKeys } from './list-orders';

export function getOrderInfo(storeId: number, orderId: number, signal?: AbortSignal) {
  return apiPost(orderInfoCall, { store_id: storeId, order_id: orderId }, { signal });
}

export function orderInfoQueryOptions(storeId: number, orderId: number) {
  return queryOptions({
    queryKey: ordersKeys.detail(orderId),
    queryFn: ({ signal }) => getOrderInfo(storeId, orderId, signal),
    staleTime: 5_000,
  });
}

export function useOrderInfo(storeId: number, orderId: number | null) {
  return useQuery({ ...orderInfoQueryOptions(storeId, orderId ?? 0), enabled: orderId !== null });
}
