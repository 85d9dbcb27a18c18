import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode, type MenuLists } from '@/contract';
import type { ApiError } from '@/lib/api-client';
import { appState } from '@/state/store';
import { menuKeys } from './keys';

export interface WriteCallbacks<D> {
  onSuccess?(data: D): void;
  onError?(error: ApiError): void;
}

const isMenuLists = (d: unknown): d is MenuLists =>
  typeof d === 'object' && d !== null && 'group_list' in d && 'product_list' in d;

/**
 * The menu's write hooks: a call that answers with the whole menu puts it straight into the cache (the
 * tap shows at once), then the menu is invalidated by prefix, then the caller's callbacks run. A
 * conflict (another tablet changed the menu first) refetches too, so the screen shows the fresh state.
 */
export function useMenuWrite<D, V>(fn: (vars: V) => Promise<D>, callbacks: WriteCallbacks<D> = {}) {
  const queryClient = useQueryClient();
  return useMutation<D, ApiError, V>({
    mutationFn: fn,
    onSuccess: async (data) => {
      const storeId = appState.store_id;
      if (storeId !== null && isMenuLists(data)) queryClient.setQueryData(menuKeys.list(storeId), data);
      await queryClient.invalidateQueries({ queryKey: menuKeys.all });
      callbacks.onSuccess?.(data);
    },
    onError: async (error) => {
      if (error.code === ErrorCode.CONFLICT || error.code === ErrorCode.NOT_FOUND) {
        await queryClient.invalidateQueries({ queryKey: menuKeys.all });
      }
      callbacks.onError?.(error);
    },
  });
}
