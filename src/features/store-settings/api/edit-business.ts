import { businessEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { storeSettingsKeys } from './keys';

/** The store's business information. */
export const useEditBusiness = (options: WriteOptions<typeof businessEditCall> = {}) =>
  useApiMutation(businessEditCall, { idempotent: true, invalidates: [storeSettingsKeys.all], ...options });
