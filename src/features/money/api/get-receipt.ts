import { queryOptions, useQuery } from '@tanstack/react-query';
import { receiptCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export function getReceipt(storeId: number, paymentId: number, signal?: AbortSignal) {
  return apiPost(receiptCall, { store_id: storeId, payment_id: paymentId }, { signal });
}

export function receiptQueryOptions(storeId: number, paymentId: number) {
  return queryOptions({
    queryKey: moneyKeys.receipt(storeId, paymentId),
    queryFn: ({ signal }) => getReceipt(storeId, paymentId, signal),
  });
}

/** The receipt of one payment, fetched while its dialog is open. */
export function useGetReceipt(storeId: number, paymentId: number | null) {
  return useQuery({ ...receiptQueryOptions(storeId, paymentId ?? 0), enabled: paymentId !== null });
}
