import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { deliverymanWorkListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type ListDeliveryWorkBody = CallRequest<typeof deliverymanWorkListCall>;

export function listDeliveryWork(body: ListDeliveryWorkBody, signal?: AbortSignal) {
  return apiPost(deliverymanWorkListCall, body, { signal });
}

export function listDeliveryWorkQueryOptions(body: ListDeliveryWorkBody) {
  return queryOptions({
    queryKey: peopleKeys.workList(body),
    queryFn: ({ signal }) => listDeliveryWork(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListDeliveryWork(body: ListDeliveryWorkBody, enabled = true) {
  return useQuery({ ...listDeliveryWorkQueryOptions(body), enabled });
}
