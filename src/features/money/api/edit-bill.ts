import { transactionEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { moneyKeys } from './keys';

/** Bills and the bill-order picker (which orders are taken). A conflict (someone else changed it first) refetches too. */
export const useEditBill = (options: WriteOptions<typeof transactionEditCall> = {}) =>
  useApiMutation(transactionEditCall, {
    idempotent: true,
    invalidates: [moneyKeys.bills()],
    onConflictInvalidate: true,
    ...options,
  });
