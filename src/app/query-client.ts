import { QueryClient } from '@tanstack/react-query';
import { ClientErrorCode, isApiError } from '@/lib/api-client';

/** Application errors are final; only a dropped connection is worth one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.code === ClientErrorCode.NETWORK && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
