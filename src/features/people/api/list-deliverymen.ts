import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { deliverymanListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type ListDeliverymenBody = CallRequest<typeof deliverymanListCall>;

export function listDeliverymen(body: ListDeliverymenBody, signal?: AbortSignal) {
  return apiPost(deliverymanListCall, body, { signal });
}

export function listDeliverymenQueryOptions(body: ListDeliverymenBody) {
  return queryOptions({
    queryKey: peopleKeys.deliverymanList(body),
    queryFn: ({ signal }) => listDeliverymen(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListDeliverymen(body: ListDeliverymenBody, enabled = true) {
  return useQuery({ ...listDeliverymenQueryOptions(body), enabled });
}
