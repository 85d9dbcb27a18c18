import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the app is online, as TanStack Query's online manager knows it (seeded from navigator.onLine
 * in src/app/query-client.ts, kept current by the browser's events): the same answer the queries'
 * reconnect refetch follows.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
