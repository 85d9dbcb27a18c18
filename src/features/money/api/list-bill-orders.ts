import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transactionOrderCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type BillOrdersBody = CallRequest<typeof transactionOrderCall>;

export function listBillOrders(body: BillOrdersBody, signal?: AbortSignal) {
  return apiPost(transactionOrderCall, body, { signal });
}

export function listBillOrdersQueryOptions(body: BillOrdersBody) {
  return queryOptions({
    queryKey: moneyKeys.billOrders(body),
    queryFn: ({ signal }) => listBillOrders(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListBillOrders(body: BillOrdersBody, enabled = true) {
  return useQuery({ ...listBillOrdersQueryOptions(body), enabled });
}
