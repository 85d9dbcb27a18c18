import {
  clearDeviceSession,
  loadDeviceSession,
  saveDeviceSession,
  tokenExpiresAt,
  type DeviceSession,
} from '@/lib/offline-store';
import {
  getAdminStoreId,
  getStoreId,
  getToken,
  onSessionChange,
  setAdminStoreId,
  setStoreId,
  startSession,
} from '@/lib/session';

/**
 * Mirrors the session-storage session into IndexedDB (lib/offline-store) and brings it back when the
 * app is reopened: session storage is the spec's home for the token, IndexedDB only its spare key.
 */
export function mirrorSessionToDevice(): void {
  onSessionChange(() => {
    // A read started before this change no longer says what the device holds.
    early = null;
    const token = getToken();
    if (!token) void clearDeviceSession();
    else
      void saveDeviceSession({
        token,
        storeId: getStoreId(),
        adminStoreId: getAdminStoreId(),
        savedAt: Date.now(),
      });
  });
}

/** The device-session read `preloadDeviceSession` started, for the first restore to use. */
let early: Promise<DeviceSession | undefined> | null = null;

/**
 * Starts reading the saved session at once (lib/warm-start runs it before the rest of the app's code
 * is evaluated): on a cold start of the installed app, opening IndexedDB then overlaps the framework's
 * start-up instead of following it.
 */
export function preloadDeviceSession(): void {
  if (!getToken()) early = loadDeviceSession();
}

/** At startup without a token: restore the device's session if its token has not expired. */
export async function restoreDeviceSession(now = Date.now()): Promise<boolean> {
  if (getToken()) return true;
  const pending = early ?? loadDeviceSession();
  early = null;
  const saved = await pending;
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
