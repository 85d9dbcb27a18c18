import { useQuery } from '@tanstack/react-query';
import { storeHoursInfoCall } from '@/contract';
import { apiPost } from '@/lib/api-client';

/**
 * The store's hours, for the pause menu's "영업 종료까지". The store settings screens' key by name (the
 * shell may not import that feature): the same cache entry, refetched with it on cmd 141.
 */
export function useStoreHoursForPause(storeId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['store-settings', 'hours', { store_id: storeId }],
    queryFn: ({ signal }) => apiPost(storeHoursInfoCall, { store_id: storeId }, { signal }),
    enabled,
  });
}
