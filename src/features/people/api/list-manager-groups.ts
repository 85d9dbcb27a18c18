import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { managerGroupListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type ListManagerGroupsBody = CallRequest<typeof managerGroupListCall>;

export function listManagerGroups(body: ListManagerGroupsBody, signal?: AbortSignal) {
  return apiPost(managerGroupListCall, body, { signal });
}

export function listManagerGroupsQueryOptions(body: ListManagerGroupsBody) {
  return queryOptions({
    queryKey: peopleKeys.groups(body),
    queryFn: ({ signal }) => listManagerGroups(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListManagerGroups(body: ListManagerGroupsBody, enabled = true) {
  return useQuery({ ...listManagerGroupsQueryOptions(body), enabled });
}
