import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { ko } from '@/i18n/ko';
import { clearStoreData } from '@/lib/offline-store';
import { logoutParticipants } from '@/lib/logout-participants';
import { logoutCall } from '@/contract';
import { apiUrl } from '@/lib/api-base';
import { clearSession, getToken } from '@/lib/session';
import { resetSession, appState } from '@/state/store';

/**
 * Logout: leave for /login first (so no mounted screen refetches without a token), then forget the
 * session: storage keys, the device copy, the store's saved lists, client state, cached server data.
 * Unsent order actions would be lost, so logging out with some waiting asks first.
 */
/** How long logout waits for the server before forgetting the session locally anyway. */
const SERVER_LOGOUT_MS = 1_500;

/**
 * Ends the account's sessions on the server (beyond the spec, docs/api.md), best effort: offline or
 * slow, logout still happens on the tablet. Plain fetch, so a refused token does not run the API
 * client's session-end alert on the way out (and not lib/use-api-mutation: its toast and key have no use here).
 */
async function endServerSession(): Promise<void> {
  const token = getToken();
  if (!token) return;
  try {
    await fetch(apiUrl(logoutCall.path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: '{}',
      signal: AbortSignal.timeout(SERVER_LOGOUT_MS),
    });
  } catch {
    // Offline or timed out: the local logout below is what the user asked for.
  }
}

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const waiting = logoutParticipants().reduce((n, p) => n + p.pending(), 0);
    if (waiting && !globalThis.confirm(ko.shell.logoutWithPending(waiting))) return;
    const storeId = appState.store_id;
    await endServerSession();
    await navigate({ to: '/login' });
    clearSession();
    resetSession();
    await Promise.all([
      ...logoutParticipants().map((p) => p.clear(storeId)),
      storeId === null ? undefined : clearStoreData(storeId),
    ]);
    // The service worker's offline answers (token info, store info, codes) belong to this session too.
    globalThis.navigator?.serviceWorker?.controller?.postMessage({ type: 'LOGOUT' });
    queryClient.clear();
    router.clearCache();
  }, [navigate, router, queryClient]);
}
