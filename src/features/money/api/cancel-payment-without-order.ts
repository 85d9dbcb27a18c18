import { cancelPaymentWithoutOrderCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { moneyKeys } from './keys';

/** A cancelled payment changes the payment lists, the sales and the PG figures: everything money. A conflict (someone else changed it first) refetches too. */
export const useCancelPaymentWithoutOrder = (
  options: WriteOptions<typeof cancelPaymentWithoutOrderCall> = {},
) =>
  useApiMutation(cancelPaymentWithoutOrderCall, {
    idempotent: true,
    invalidates: [moneyKeys.all],
    onConflictInvalidate: true,
    ...options,
  });
