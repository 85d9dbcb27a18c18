import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paymentListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type PaymentsBody = CallRequest<typeof paymentListCall>;

export function listPayments(body: PaymentsBody, signal?: AbortSignal) {
  return apiPost(paymentListCall, body, { signal });
}

export function listPaymentsQueryOptions(body: PaymentsBody) {
  return queryOptions({
    queryKey: moneyKeys.paymentList(body),
    queryFn: ({ signal }) => listPayments(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListPayments(body: PaymentsBody, enabled = true) {
  return useQuery({ ...listPaymentsQueryOptions(body), enabled });
}
