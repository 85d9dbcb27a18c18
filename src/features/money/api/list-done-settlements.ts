import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { settlementDoneListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type DoneSettlementsBody = CallRequest<typeof settlementDoneListCall>;

export function listDoneSettlements(body: DoneSettlementsBody, signal?: AbortSignal) {
  return apiPost(settlementDoneListCall, body, { signal });
}

export function listDoneSettlementsQueryOptions(body: DoneSettlementsBody) {
  return queryOptions({
    queryKey: moneyKeys.settlementDone(body),
    queryFn: ({ signal }) => listDoneSettlements(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListDoneSettlements(body: DoneSettlementsBody, enabled = true) {
  return useQuery({ ...listDoneSettlementsQueryOptions(body), enabled });
}
