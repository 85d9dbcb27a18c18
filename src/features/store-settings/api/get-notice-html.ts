import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getHtmlCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';

export type GetNoticeHtmlBody = { store_id: number; notice_id: number };

export function getNoticeHtml(body: GetNoticeHtmlBody, signal?: AbortSignal) {
  return apiPost(getHtmlCall, body, { signal });
}

export function getNoticeHtmlQueryOptions(body: GetNoticeHtmlBody) {
  return queryOptions({
    queryKey: storeSettingsKeys.noticeHtml(body),
    queryFn: ({ signal }) => getNoticeHtml(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGetNoticeHtml(body: GetNoticeHtmlBody, enabled = true) {
  return useQuery({ ...getNoticeHtmlQueryOptions(body), enabled });
}
