import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeGroupListCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { adminModeKeys } from './keys';

export function listStoreGroups(signal?: AbortSignal) {
  return apiPost(storeGroupListCall, {}, { signal });
}

export function storeGroupListQueryOptions() {
  return queryOptions({
    queryKey: adminModeKeys.groups(),
    queryFn: ({ signal }) => listStoreGroups(signal),
    staleTime: 10 * 60_000,
  });
}

/** The franchise list, fetched only while the 가맹점 filter is chosen. */
export function useListStoreGroups(enabled: boolean) {
  return useQuery({ ...storeGroupListQueryOptions(), enabled });
}
