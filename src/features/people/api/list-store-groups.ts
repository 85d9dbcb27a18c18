import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { storeGroupListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type ListStoreGroupsBody = CallRequest<typeof storeGroupListCall>;

export function listStoreGroups(body: ListStoreGroupsBody, signal?: AbortSignal) {
  return apiPost(storeGroupListCall, body, { signal });
}

export function listStoreGroupsQueryOptions(body: ListStoreGroupsBody) {
  return queryOptions({
    queryKey: peopleKeys.storeGroups(body),
    queryFn: ({ signal }) => listStoreGroups(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListStoreGroups(body: ListStoreGroupsBody, enabled = true) {
  return useQuery({ ...listStoreGroupsQueryOptions(body), enabled });
}
