import { serviceManageEditCall } from '@/contract';
import { patchCachedStore } from '@/queries/get-store-info';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { storeSettingsKeys } from './keys';

/** The store's service settings. */
export const useEditServiceSetting = (options: WriteOptions<typeof serviceManageEditCall> = {}) =>
  useApiMutation(serviceManageEditCall, {
    idempotent: true,
    invalidates: [storeSettingsKeys.all],
    // The store info carries the default prep time the accept dialog opens on: it follows at once.
    // store_id is coerced by the contract: its input type is unknown.
    setData: (queryClient, data, body) =>
      patchCachedStore(queryClient, Number(body.store_id), {
        default_prep_minutes: data.service.default_prep_minutes,
      }),
    ...options,
  });
