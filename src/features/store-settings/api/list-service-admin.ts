import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { serviceAdminListCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';

export type ListServiceAdminBody = { page_no: number; keyword: string };

export function listServiceAdmin(body: ListServiceAdminBody, signal?: AbortSignal) {
  return apiPost(serviceAdminListCall, body, { signal });
}

export function listServiceAdminQueryOptions(body: ListServiceAdminBody) {
  return queryOptions({
    queryKey: storeSettingsKeys.serviceAdmin(body),
    queryFn: ({ signal }) => listServiceAdmin(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListServiceAdmin(body: ListServiceAdminBody, enabled = true) {
  return useQuery({ ...listServiceAdminQueryOptions(body), enabled });
}
