import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeInfoCall } from '@/contract';
import { apiPost } from '@/lib/api-client';

export const storeKeys = {
  all: ['store'] as const,
  info: (storeId: number) => [...storeKeys.all, 'info', { store_id: storeId }] as const,
};

export function getStoreInfo(storeId: number, signal?: AbortSignal) {
  return apiPost(storeInfoCall, { store_id: storeId }, { signal });
}

export function storeInfoQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: storeKeys.info(storeId),
    queryFn: ({ signal }) => getStoreInfo(storeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useStoreInfo(storeId: number) {
  return useQuery(storeInfoQueryOptions(storeId));
}
