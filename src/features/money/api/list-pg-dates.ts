import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { settlementPgDateListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type PgDatesBody = CallRequest<typeof settlementPgDateListCall>;

export function listPgDates(body: PgDatesBody, signal?: AbortSignal) {
  return apiPost(settlementPgDateListCall, body, { signal });
}

export function listPgDatesQueryOptions(body: PgDatesBody) {
  return queryOptions({
    queryKey: moneyKeys.pgDates(body),
    queryFn: ({ signal }) => listPgDates(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListPgDates(body: PgDatesBody, enabled = true) {
  return useQuery({ ...listPgDatesQueryOptions(body), enabled });
}
