import { stampEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { promotionKeys } from './keys';

/** Adds (no id) or edits a stamp promotion. */
export const useEditStamp = (options: WriteOptions<typeof stampEditCall> = {}) =>
  useApiMutation(stampEditCall, { idempotent: true, invalidates: [promotionKeys.stamps()], ...options });
