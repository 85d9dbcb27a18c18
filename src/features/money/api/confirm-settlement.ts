import { settlementConfirmCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { moneyKeys } from './keys';

/** Settlement lists. A conflict (someone else changed it first) refetches too. */
export const useConfirmSettlement = (options: WriteOptions<typeof settlementConfirmCall> = {}) =>
  useApiMutation(settlementConfirmCall, {
    idempotent: true,
    invalidates: [moneyKeys.settlements()],
    onConflictInvalidate: true,
    ...options,
  });
