import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from '@/lib/toast';
import { ko } from '@/i18n/ko';
import { isApiError } from '@/lib/api-client';
import { storeKeys } from '@/queries/get-store-info';
import { ordersKeys } from '@/queries/list-orders';
import { appState } from '@/state/store';

/** The top bar's refresh: both order lists and the store info, fetched now. Never rejects. */
export function useRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const storeId = appState.store_id;
    try {
      await Promise.all([
        // Active lists refetch now; inactive ones are marked stale and refetch when next shown.
        queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
        storeId === null
          ? undefined
          : queryClient.refetchQueries({ queryKey: storeKeys.info(storeId) }, { throwOnError: true }),
      ]);
      toast.success(ko.shell.refreshed);
    } catch (error) {
      // A session end has already alerted and left for /login.
      if (isApiError(error) && error.isSessionEnd) return;
      toast.error(error instanceof Error ? error.message : ko.error.generic);
    }
  }, [queryClient]);
}
