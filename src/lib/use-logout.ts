import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { clearSession } from '@/lib/session';
import { resetSession } from '@/state/store';

/**
 * Logout: leave for /login first (so no mounted screen refetches without a token), then forget the
 * session: storage keys, client state, cached server data and cached route loads.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await navigate({ to: '/login' });
    clearSession();
    resetSession();
    queryClient.clear();
    router.clearCache();
  }, [navigate, router, queryClient]);
}
