import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isConnectionError } from '@/lib/api-client';

/**
 * Application errors are final; a dropped or hung connection is worth one more try — but not while the
 * browser says it is offline: the screen says so at once (issue 28: 3–7 s of a bare spinner before
 * the offline message), and the query runs again by itself when the network returns (refetchOnReconnect).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!onlineManager.isOnline()) return false;
  return isConnectionError(error) && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // TanStack Query assumes online at start and only learns from 'online'/'offline' events: a tablet
  // reopened offline never got the 'online' that refetches the screens that failed meanwhile.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 'online' (the default) pauses a query while the browser is offline: a route loader awaiting it
        // waited forever behind a spinner. The call itself fails at once offline (or the service worker
        // answers it from its copy), and the screen shows what it has with the offline message.
        networkMode: 'always',
        // With networkMode 'always' TanStack Query turns this off by default; a screen that failed
        // offline must load again by itself when the network returns.
        refetchOnReconnect: true,
      },
      // A save tapped offline fails at once with the offline message instead of waiting unseen; the
      // order actions have their own outbox (features/live/outbox).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
