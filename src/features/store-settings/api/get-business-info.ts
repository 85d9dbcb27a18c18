import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { businessInfoCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';

export type GetBusinessInfoBody = { store_id: number };

export function getBusinessInfo(body: GetBusinessInfoBody, signal?: AbortSignal) {
  return apiPost(businessInfoCall, body, { signal });
}

export function getBusinessInfoQueryOptions(body: GetBusinessInfoBody) {
  return queryOptions({
    queryKey: storeSettingsKeys.business(body.store_id),
    queryFn: ({ signal }) => getBusinessInfo(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGetBusinessInfo(body: GetBusinessInfoBody, enabled = true) {
  return useQuery({ ...getBusinessInfoQueryOptions(body), enabled });
}
