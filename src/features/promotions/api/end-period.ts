import { promotionPeriodEndCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { promotionKeys } from './keys';

/** Ends a period promotion early. */
export const useEndPeriod = (options: WriteOptions<typeof promotionPeriodEndCall> = {}) =>
  useApiMutation(promotionPeriodEndCall, {
    idempotent: true,
    invalidates: [promotionKeys.periods()],
    ...options,
  });
