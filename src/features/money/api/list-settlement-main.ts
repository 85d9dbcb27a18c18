import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { settlementMainListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type SettlementMainBody = CallRequest<typeof settlementMainListCall>;

export function listSettlementMain(body: SettlementMainBody, signal?: AbortSignal) {
  return apiPost(settlementMainListCall, body, { signal });
}

export function listSettlementMainQueryOptions(body: SettlementMainBody) {
  return queryOptions({
    queryKey: moneyKeys.settlementMain(body),
    queryFn: ({ signal }) => listSettlementMain(body, signal),
    placeholderData: keepPreviousData,
    // A report is read, not watched: keep it for a minute, refetch on the next visit after that.
    staleTime: 60_000,
  });
}

export function useListSettlementMain(body: SettlementMainBody, enabled = true) {
  return useQuery({ ...listSettlementMainQueryOptions(body), enabled });
}
