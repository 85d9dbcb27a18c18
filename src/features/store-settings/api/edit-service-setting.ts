import { serviceManageEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { storeSettingsKeys } from './keys';

/** The store's service settings. */
export const useEditServiceSetting = (options: WriteOptions<typeof serviceManageEditCall> = {}) =>
  useApiMutation(serviceManageEditCall, {
    idempotent: true,
    invalidates: [storeSettingsKeys.all],
    ...options,
  });
