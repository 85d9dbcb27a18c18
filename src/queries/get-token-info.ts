import { queryOptions, useQuery } from '@tanstack/react-query';
import { tokenInfoCall, type ManagerInfo } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useQueryData } from '@/lib/use-query-data';

/** The signed-in manager. Shared by the shell and the admin-mode screen. */
export const sessionKeys = {
  all: ['session'] as const,
  tokenInfo: () => [...sessionKeys.all, 'token-info'] as const,
};

export function getTokenInfo(signal?: AbortSignal) {
  return apiPost(tokenInfoCall, {}, { signal });
}

export function tokenInfoQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.tokenInfo(),
    queryFn: ({ signal }) => getTokenInfo(signal),
    // The manager does not change within a session; login and logout clear the cache.
    staleTime: Infinity,
  });
}

export function useTokenInfo() {
  return useQuery(tokenInfoQueryOptions());
}

/**
 * The signed-in manager, from the query cache (start-up has loaded it); null before that. Data alone:
 * the shell reads it in a start's concurrent render (lib/use-query-data).
 */
export function useManager(): ManagerInfo | null {
  return useQueryData(tokenInfoQueryOptions()) ?? null;
}
