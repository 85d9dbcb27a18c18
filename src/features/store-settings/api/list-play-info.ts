import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { playInfoListCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';

export type ListPlayInfoBody = { store_id: number; month: string };

export function listPlayInfo(body: ListPlayInfoBody, signal?: AbortSignal) {
  return apiPost(playInfoListCall, body, { signal });
}

export function listPlayInfoQueryOptions(body: ListPlayInfoBody) {
  return queryOptions({
    queryKey: storeSettingsKeys.playList(body),
    queryFn: ({ signal }) => listPlayInfo(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListPlayInfo(body: ListPlayInfoBody, enabled = true) {
  return useQuery({ ...listPlayInfoQueryOptions(body), enabled });
}
