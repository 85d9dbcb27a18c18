import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { serviceManageInfoCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';

export type GetServiceSettingBody = { store_id: number };

export function getServiceSetting(body: GetServiceSettingBody, signal?: AbortSignal) {
  return apiPost(serviceManageInfoCall, body, { signal });
}

export function getServiceSettingQueryOptions(body: GetServiceSettingBody) {
  return queryOptions({
    queryKey: storeSettingsKeys.service(body.store_id),
    queryFn: ({ signal }) => getServiceSetting(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGetServiceSetting(body: GetServiceSettingBody, enabled = true) {
  return useQuery({ ...getServiceSettingQueryOptions(body), enabled });
}
