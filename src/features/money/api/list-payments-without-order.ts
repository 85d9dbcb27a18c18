import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paymentWithoutOrderListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type PaymentsWithoutOrderBody = CallRequest<typeof paymentWithoutOrderListCall>;

export function listPaymentsWithoutOrder(body: PaymentsWithoutOrderBody, signal?: AbortSignal) {
  return apiPost(paymentWithoutOrderListCall, body, { signal });
}

export function listPaymentsWithoutOrderQueryOptions(body: PaymentsWithoutOrderBody) {
  return queryOptions({
    queryKey: moneyKeys.withoutOrderList(body),
    queryFn: ({ signal }) => listPaymentsWithoutOrder(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListPaymentsWithoutOrder(body: PaymentsWithoutOrderBody, enabled = true) {
  return useQuery({ ...listPaymentsWithoutOrderQueryOptions(body), enabled });
}
