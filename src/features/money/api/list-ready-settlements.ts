import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { settlementReadyListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type ReadySettlementsBody = CallRequest<typeof settlementReadyListCall>;

export function listReadySettlements(body: ReadySettlementsBody, signal?: AbortSignal) {
  return apiPost(settlementReadyListCall, body, { signal });
}

export function listReadySettlementsQueryOptions(body: ReadySettlementsBody) {
  return queryOptions({
    queryKey: moneyKeys.settlementReady(body),
    queryFn: ({ signal }) => listReadySettlements(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListReadySettlements(body: ReadySettlementsBody, enabled = true) {
  return useQuery({ ...listReadySettlementsQueryOptions(body), enabled });
}
