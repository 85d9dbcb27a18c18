import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderInfoCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { ordersKeys } from './list-orders';

/**
 * Never under the spinner overlay: besides the detail dialog's query, the live room calls it for the
 * order a socket command names — in the background, at every new order of a rush — and the overlay
 * would swallow the taps made meanwhile (it is there for what a person started).
 */
export function getOrderInfo(storeId: number, orderId: number, signal?: AbortSignal) {
  return apiPost(orderInfoCall, { store_id: storeId, order_id: orderId }, { signal, spinner: false });
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
