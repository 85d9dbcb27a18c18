import { storeBusyEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { setCachedStore } from '@/queries/get-store-info';

/** 바쁨 on (extra minutes for a period) or off (0): the answer is the store info, put in the cache at once. */
export const useEditBusy = (options: WriteOptions<typeof storeBusyEditCall> = {}) =>
  useApiMutation(storeBusyEditCall, {
    idempotent: true,
    setData: (queryClient, data) => setCachedStore(queryClient, data.store),
    ...options,
  });
