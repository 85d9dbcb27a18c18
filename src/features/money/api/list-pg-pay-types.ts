import { queryOptions, useQuery } from '@tanstack/react-query';
import { pgPayTypeListCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { moneyKeys } from './keys';

export function listPgPayTypes(signal?: AbortSignal) {
  return apiPost(pgPayTypeListCall, {}, { signal });
}

export function pgPayTypesQueryOptions() {
  return queryOptions({
    queryKey: moneyKeys.pgPayTypes(),
    queryFn: ({ signal }) => listPgPayTypes(signal),
    // PG contracts change rarely.
    staleTime: 60 * 60_000,
  });
}

export function useListPgPayTypes() {
  return useQuery(pgPayTypesQueryOptions());
}
