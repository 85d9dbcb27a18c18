import { settlementAddCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { moneyKeys } from './keys';

/** Settlement lists and the payments (their settlement column). A conflict (someone else changed it first) refetches too. */
export const useAddSettlement = (options: WriteOptions<typeof settlementAddCall> = {}) =>
  useApiMutation(settlementAddCall, {
    idempotent: true,
    invalidates: [moneyKeys.settlements(), moneyKeys.payments()],
    onConflictInvalidate: true,
    ...options,
  });
