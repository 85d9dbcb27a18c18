import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { storeHoursInfoCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';

export type GetStoreHoursBody = { store_id: number };

export function getStoreHours(body: GetStoreHoursBody, signal?: AbortSignal) {
  return apiPost(storeHoursInfoCall, body, { signal });
}

export function getStoreHoursQueryOptions(body: GetStoreHoursBody) {
  return queryOptions({
    queryKey: storeSettingsKeys.hours(body.store_id),
    queryFn: ({ signal }) => getStoreHours(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGetStoreHours(body: GetStoreHoursBody, enabled = true) {
  return useQuery({ ...getStoreHoursQueryOptions(body), enabled });
}
