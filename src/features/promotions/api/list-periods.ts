import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { promotionPeriodListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { promotionKeys } from './keys';

export type ListPeriodsBody = CallRequest<typeof promotionPeriodListCall>;

export function listPeriods(body: ListPeriodsBody, signal?: AbortSignal) {
  return apiPost(promotionPeriodListCall, body, { signal });
}

export function listPeriodsQueryOptions(body: ListPeriodsBody) {
  return queryOptions({
    queryKey: promotionKeys.periodList(body),
    queryFn: ({ signal }) => listPeriods(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListPeriods(body: ListPeriodsBody, enabled = true) {
  return useQuery({ ...listPeriodsQueryOptions(body), enabled });
}
