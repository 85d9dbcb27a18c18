import { promotionPeriodEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { promotionKeys } from './keys';

/** Adds (no id) or edits a period promotion. */
export const useEditPeriod = (options: WriteOptions<typeof promotionPeriodEditCall> = {}) =>
  useApiMutation(promotionPeriodEditCall, {
    idempotent: true,
    invalidates: [promotionKeys.periods()],
    ...options,
  });
