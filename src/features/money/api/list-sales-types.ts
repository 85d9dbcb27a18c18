import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { salesTypeListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type SalesTypesBody = CallRequest<typeof salesTypeListCall>;

export function listSalesTypes(body: SalesTypesBody, signal?: AbortSignal) {
  return apiPost(salesTypeListCall, body, { signal });
}

export function listSalesTypesQueryOptions(body: SalesTypesBody) {
  return queryOptions({
    queryKey: moneyKeys.salesTypes(body),
    queryFn: ({ signal }) => listSalesTypes(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListSalesTypes(body: SalesTypesBody, enabled = true) {
  return useQuery({ ...listSalesTypesQueryOptions(body), enabled });
}
