import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { managerListCall, type CallRequest } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type ListManagersBody = CallRequest<typeof managerListCall>;

export function listManagers(body: ListManagersBody, signal?: AbortSignal) {
  return apiPost(managerListCall, body, { signal });
}

export function listManagersQueryOptions(body: ListManagersBody) {
  return queryOptions({
    queryKey: peopleKeys.managerList(body),
    queryFn: ({ signal }) => listManagers(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useListManagers(body: ListManagersBody, enabled = true) {
  return useQuery({ ...listManagersQueryOptions(body), enabled });
}
