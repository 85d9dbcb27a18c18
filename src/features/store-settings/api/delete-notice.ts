import { noticeDelCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { storeSettingsKeys } from './keys';

/** Deletes a notice. */
export const useDeleteNotice = (options: WriteOptions<typeof noticeDelCall> = {}) =>
  useApiMutation(noticeDelCall, { idempotent: true, invalidates: [storeSettingsKeys.notices()], ...options });
