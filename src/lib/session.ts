/**
 * Session storage: the tab's login session. Names are ours (spec §9 leaves them open); the
 * `cbo.` prefix keeps them apart from anything else on the origin.
 */
export const TOKEN_KEY = 'cbo.token';
export const JWT_KEY = 'cbo.jwt';
export const STORE_ID_KEY = 'cbo.storeId';
export const ADMIN_STORE_ID_KEY = 'cbo.adminStoreId';
export const EXPIRED_ALERT_KEY = 'cbo.expiredAlertShown';

export const SESSION_KEYS = [
  TOKEN_KEY,
  JWT_KEY,
  STORE_ID_KEY,
  ADMIN_STORE_ID_KEY,
  EXPIRED_ALERT_KEY,
] as const;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can throw when the browser blocks it (private modes, sandboxed frames).
    return null;
  }
}

function read(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}
function write(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}
function readId(key: string): number | null {
  const raw = read(key);
  if (raw === null) return null;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** The device copy (IndexedDB) follows every change of the token and store selection. */
let mirror: (() => void) | null = null;
export function onSessionChange(fn: (() => void) | null): void {
  mirror = fn;
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

/** A replaced token (sliding session) keeps the JWT copy in step, so both keys always agree. */
export function setToken(token: string): void {
  write(TOKEN_KEY, token);
  write(JWT_KEY, token);
  mirror?.();
}

/** After login: the envelope's token and data.jwt are the same credential. */
export function startSession(token: string, jwt: string): void {
  write(TOKEN_KEY, token);
  write(JWT_KEY, jwt);
  write(EXPIRED_ALERT_KEY, null);
  mirror?.();
}

export function clearToken(): void {
  write(TOKEN_KEY, null);
  write(JWT_KEY, null);
  mirror?.();
}

export function getStoreId(): number | null {
  return readId(STORE_ID_KEY);
}
export function setStoreId(storeId: number | null): void {
  write(STORE_ID_KEY, storeId === null ? null : String(storeId));
  mirror?.();
}

export function getAdminStoreId(): number | null {
  return readId(ADMIN_STORE_ID_KEY);
}
export function setAdminStoreId(storeId: number | null): void {
  write(ADMIN_STORE_ID_KEY, storeId === null ? null : String(storeId));
  mirror?.();
}

export function wasExpiredAlertShown(): boolean {
  return read(EXPIRED_ALERT_KEY) === '1';
}
export function markExpiredAlertShown(): void {
  write(EXPIRED_ALERT_KEY, '1');
}

/** Logout: forget everything this app keeps in session storage. */
export function clearSession(): void {
  for (const key of SESSION_KEYS) write(key, null);
  mirror?.();
}
