import { queryOptions } from '@tanstack/react-query';
import { printerListCall } from '@/contract';
import { apiPost } from '@/lib/api-client';

/**
 * The store's network printers (issue 26). Shared: the store settings' printer panel manages them and
 * the order detail asks whether there is one to reprint on. The key sits under the store settings'
 * family ('store-settings'), so their writes' prefix invalidation refreshes both.
 */
export const printerKeys = {
  list: (storeId: number) => ['store-settings', 'printers', { store_id: storeId }] as const,
};

export function printersQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: printerKeys.list(storeId),
    queryFn: ({ signal }) => apiPost(printerListCall, { store_id: storeId }, { signal }),
  });
}
