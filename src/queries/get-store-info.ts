import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { storeInfoCall, type StoreInfo } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useQueryData } from '@/lib/use-query-data';
import { appState } from '@/state/store';
import { useSelect } from '@/state/use-select';

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

/**
 * The store the app is working on, from the query cache (start-up has loaded it before any screen
 * shows). Server data lives only there: no copy in the app state that could go stale.
 */
export function useCurrentStore(): StoreInfo | null {
  const storeId = useSelect(appState, (st) => st.store_id);
  // Data alone: the shell and the live board read it in a start's concurrent render (lib/use-query-data).
  const info = useQueryData({ ...storeInfoQueryOptions(storeId ?? 0), enabled: storeId !== null });
  return storeId === null ? null : (info?.store ?? null);
}

/** A write answered with the store as it now is: the cache takes it at once (the shell shows it). */
export function setCachedStore(queryClient: QueryClient, store: StoreInfo): void {
  queryClient.setQueryData(storeInfoQueryOptions(store.store_id).queryKey, (old) => ({ ...old, store }));
}

/** A write answered with some of the store info's fields: the cache takes them at once. */
export function patchCachedStore(
  queryClient: QueryClient,
  storeId: number | null,
  patch: Partial<StoreInfo>,
): void {
  if (storeId === null) return;
  queryClient.setQueryData(storeInfoQueryOptions(storeId).queryKey, (old) =>
    old ? { ...old, store: { ...old.store, ...patch } } : old,
  );
}

/** A write answered with the store's new status (open, closed, paused): the top bar's badge follows. */
export function setCachedStoreStatus(queryClient: QueryClient, storeId: number | null, status: number): void {
  patchCachedStore(queryClient, storeId, { store_status: status });
}
