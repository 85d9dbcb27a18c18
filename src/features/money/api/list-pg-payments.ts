import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { settlementPgListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type PgPaymentsBody = CallRequest<typeof settlementPgListCall>;

export function listPgPayments(body: PgPaymentsBody, signal?: AbortSignal) {
  return apiPost(settlementPgListCall, body, { signal });
}

export function listPgPaymentsQueryOptions(body: PgPaymentsBody) {
  return queryOptions({
    queryKey: moneyKeys.pgPayments(body),
    queryFn: ({ signal }) => listPgPayments(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListPgPayments(body: PgPaymentsBody, enabled = true) {
  return useQuery({ ...listPgPaymentsQueryOptions(body), enabled });
}
