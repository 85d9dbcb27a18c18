import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { productListCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { appState } from '@/state/store';

/**
 * The store's menu (groups and products). Shared: the menu screens edit it and the live order screen
 * shows its sold-out state, so one key family serves both and one invalidation refreshes both.
 */
export const menuKeys = {
  all: ['menu'] as const,
  list: (storeId: number) => [...menuKeys.all, 'list', { store_id: storeId }] as const,
};

export function listProducts(storeId: number, signal?: AbortSignal) {
  return apiPost(productListCall, { store_id: storeId }, { signal });
}

export function productListQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: menuKeys.list(storeId),
    queryFn: ({ signal }) => listProducts(storeId, signal),
    staleTime: 30_000,
    // A second tablet's sold-out taps show up here within a minute even without a socket message.
    refetchInterval: 60_000,
  });
}

/** The current store's menu. */
export function useProductList() {
  const { store_id: storeId } = useSnapshot(appState);
  return useQuery({ ...productListQueryOptions(storeId ?? 0), enabled: storeId !== null });
}
