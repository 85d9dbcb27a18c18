import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { stampListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { promotionKeys } from './keys';

export type ListStampsBody = CallRequest<typeof stampListCall>;

export function listStamps(body: ListStampsBody, signal?: AbortSignal) {
  return apiPost(stampListCall, body, { signal });
}

export function listStampsQueryOptions(body: ListStampsBody) {
  return queryOptions({
    queryKey: promotionKeys.stampList(body),
    queryFn: ({ signal }) => listStamps(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListStamps(body: ListStampsBody, enabled = true) {
  return useQuery({ ...listStampsQueryOptions(body), enabled });
}
