import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noticeListCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';

export type ListNoticesBody = { store_id: number; page_no: number };

export function listNotices(body: ListNoticesBody, signal?: AbortSignal) {
  return apiPost(noticeListCall, body, { signal });
}

export function listNoticesQueryOptions(body: ListNoticesBody) {
  return queryOptions({
    queryKey: storeSettingsKeys.noticeList(body),
    queryFn: ({ signal }) => listNotices(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListNotices(body: ListNoticesBody, enabled = true) {
  return useQuery({ ...listNoticesQueryOptions(body), enabled });
}
