import { settlementDelCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { moneyKeys } from './keys';

/** Settlement lists and the payments it frees. A conflict (someone else changed it first) refetches too. */
export const useDeleteSettlement = (options: WriteOptions<typeof settlementDelCall> = {}) =>
  useApiMutation(settlementDelCall, {
    idempotent: true,
    invalidates: [moneyKeys.settlements(), moneyKeys.payments()],
    onConflictInvalidate: true,
    ...options,
  });
