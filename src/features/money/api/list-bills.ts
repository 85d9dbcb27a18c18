import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transactionListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type BillsBody = CallRequest<typeof transactionListCall>;

export function listBills(body: BillsBody, signal?: AbortSignal) {
  return apiPost(transactionListCall, body, { signal });
}

export function listBillsQueryOptions(body: BillsBody) {
  return queryOptions({
    queryKey: moneyKeys.billList(body),
    queryFn: ({ signal }) => listBills(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListBills(body: BillsBody, enabled = true) {
  return useQuery({ ...listBillsQueryOptions(body), enabled });
}
