import { tempDelCall } from '@/contract';
import { setCachedStoreStatus, storeKeys } from '@/lib/queries/get-store-info';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { storeSettingsKeys } from './keys';

/** Removes a temporary pause. */
export const useDeleteTemp = (options: WriteOptions<typeof tempDelCall> = {}) =>
  useApiMutation(tempDelCall, {
    idempotent: true,
    invalidates: [storeSettingsKeys.all, storeKeys.all],
    // The shell's status badge reads the store status from the store info query: it takes it at once.
    setData: (queryClient, data, body) =>
      // store_id is coerced by the contract: its input type is unknown.
      setCachedStoreStatus(queryClient, Number(body.store_id), data.store_status),
    ...options,
  });
