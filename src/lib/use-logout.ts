import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { ko } from '@/i18n/ko';
import { clearStoreData } from '@/lib/offline-store';
import { clearOutbox } from '@/lib/outbox';
import { clearSession } from '@/lib/session';
import { resetSession, appState } from '@/state/store';
import { liveState, resetLive } from '@/state/live';

/**
 * Logout: leave for /login first (so no mounted screen refetches without a token), then forget the
 * session: storage keys, the device copy, the store's saved lists, client state, cached server data.
 * Unsent order actions would be lost, so logging out with some waiting asks first.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const waiting = liveState.pending.length;
    if (waiting && !globalThis.confirm(ko.shell.logoutWithPending(waiting))) return;
    const storeId = appState.store_id;
    await navigate({ to: '/login' });
    clearSession();
    resetSession();
    resetLive();
    if (storeId !== null) await Promise.all([clearStoreData(storeId), clearOutbox(storeId)]);
    // The service worker's offline answers (token info, store info, codes) belong to this session too.
    globalThis.navigator?.serviceWorker?.controller?.postMessage({ type: 'LOGOUT' });
    queryClient.clear();
    router.clearCache();
  }, [navigate, router, queryClient]);
}
