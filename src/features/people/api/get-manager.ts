import { queryOptions, useQuery } from '@tanstack/react-query';
import { managerInfoCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type GetManagerBody = CallRequest<typeof managerInfoCall>;

export function getManager(body: GetManagerBody, signal?: AbortSignal) {
  return apiPost(managerInfoCall, body, { signal });
}

export function getManagerQueryOptions(body: GetManagerBody) {
  return queryOptions({
    queryKey: peopleKeys.managerDetail(body),
    queryFn: ({ signal }) => getManager(body, signal),
  });
}

export function useGetManager(body: GetManagerBody, enabled = true) {
  return useQuery({ ...getManagerQueryOptions(body), enabled });
}
