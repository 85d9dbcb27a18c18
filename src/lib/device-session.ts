import { clearDeviceSession, loadDeviceSession, saveDeviceSession, tokenExpiresAt } from '@/lib/offline-store';
import { getAdminStoreId, getStoreId, getToken, onSessionChange, setAdminStoreId, setStoreId, startSession } from '@/lib/session';

/**
 * Mirrors the session-storage session into IndexedDB (lib/offline-store) and brings it back when the
 * app is reopened: session storage is the spec's home for the token, IndexedDB only its spare key.
 */
export function mirrorSessionToDevice(): void {
  onSessionChange(() => {
    const token = getToken();
    if (!token) void clearDeviceSession();
    else void saveDeviceSession({ token, storeId: getStoreId(), adminStoreId: getAdminStoreId(), savedAt: Date.now() });
  });
}

/** At startup without a token: restore the device's session if its token has not expired. */
export async function restoreDeviceSession(now = Date.now()): Promise<boolean> {
  if (getToken()) return true;
  const saved = await loadDeviceSession();
  if (!saved?.token) return false;
  const exp = tokenExpiresAt(saved.token);
  if (exp !== null && exp <= now) {
    await clearDeviceSession();
    return false;
  }
  startSession(saved.token, saved.token);
  if (saved.storeId !== null) setStoreId(saved.storeId);
  if (saved.adminStoreId !== null) setAdminStoreId(saved.adminStoreId);
  return true;
}
