import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDeliverymanListCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { ordersKeys } from '@/queries/list-orders';

export const deliveryKeys = {
  working: (storeId: number) => [...ordersKeys.all, 'delivery-men', storeId] as const,
};

/** The store's working delivery men, offered on delivery order cards. */
export function workingDeliveryMenQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: deliveryKeys.working(storeId),
    queryFn: ({ signal }) =>
      apiPost(orderDeliverymanListCall, { store_id: storeId }, { signal, spinner: false }),
    staleTime: 5 * 60_000,
  });
}

export function useWorkingDeliveryMen(storeId: number, enabled: boolean) {
  return useQuery({ ...workingDeliveryMenQueryOptions(storeId), enabled });
}
