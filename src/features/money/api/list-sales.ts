import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { salesListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type SalesBody = CallRequest<typeof salesListCall>;

export function listSales(body: SalesBody, signal?: AbortSignal) {
  return apiPost(salesListCall, body, { signal });
}

export function listSalesQueryOptions(body: SalesBody) {
  return queryOptions({
    queryKey: moneyKeys.salesList(body),
    queryFn: ({ signal }) => listSales(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListSales(body: SalesBody, enabled = true) {
  return useQuery({ ...listSalesQueryOptions(body), enabled });
}
