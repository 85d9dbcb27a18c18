import { tempDelCall } from '@/contract';
import { storeKeys } from '@/lib/queries/get-store-info';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { setStoreStatus } from '@/state/store';
import { storeSettingsKeys } from './keys';

/** Removes a temporary pause. */
export const useDeleteTemp = (options: WriteOptions<typeof tempDelCall> = {}) =>
  useApiMutation(tempDelCall, {
    idempotent: true,
    invalidates: [storeSettingsKeys.all, storeKeys.all],
    // The shell's status badge reads the store status from the app state and store info.
    setData: (_queryClient, data) => setStoreStatus(data.store_status),
    ...options,
  });
