import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { storeListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type ListStoresBody = CallRequest<typeof storeListCall>;

export function listStores(body: ListStoresBody, signal?: AbortSignal) {
  return apiPost(storeListCall, body, { signal });
}

export function listStoresQueryOptions(body: ListStoresBody) {
  return queryOptions({
    queryKey: peopleKeys.storeList(body),
    queryFn: ({ signal }) => listStores(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListStores(body: ListStoresBody, enabled = true) {
  return useQuery({ ...listStoresQueryOptions(body), enabled });
}
