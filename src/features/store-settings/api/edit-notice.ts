import { noticeEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { storeSettingsKeys } from './keys';

/** Adds (no id) or edits a notice. */
export const useEditNotice = (options: WriteOptions<typeof noticeEditCall> = {}) =>
  useApiMutation(noticeEditCall, {
    idempotent: true,
    invalidates: [storeSettingsKeys.notices()],
    ...options,
  });
