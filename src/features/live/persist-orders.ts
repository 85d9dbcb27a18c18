import type { QueryClient } from '@tanstack/react-query';
import { saveOrderList, type SavedOrderList } from '@/lib/offline-store';
import { ordersKeys, type OrderListFilters } from '@/queries/list-orders';
import { liveState } from '@/state/live';

/**
 * Every successful order-list fetch — from the first one at startup on — is kept on the device for
 * the next offline start, and moves the "last updated" clock.
 */
export function persistOrderLists(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    // Only answers from the server: a list put into the cache by hand (the startup copy restored from
    // this device) is neither news to save nor proof that the list is fresh.
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const key = event.query.queryKey;
    if (key[0] !== ordersKeys.all[0] || key[1] !== 'list') return;
    const updatedAt = event.query.state.dataUpdatedAt;
    liveState.lastUpdated = updatedAt;
    liveState.stale = false;
    const filters = key[2] as OrderListFilters | undefined;
    const data = event.query.state.data as Omit<SavedOrderList, 'fetchedAt'> | undefined;
    if (filters && data)
      void saveOrderList(filters.store_id, filters.search_type, { ...data, fetchedAt: updatedAt });
  });
}
