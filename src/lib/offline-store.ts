import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Order, StoreInfo } from '@/contract';

/**
 * What the tablet keeps in IndexedDB so it can start and work without the network:
 * - the device session (the session-storage keys), so an app restart mid-shift needs no login while
 *   the token is valid — the counter tablet is closed and reopened, and sessionStorage dies with it;
 * - the last order and reservation lists of each store, with when they were fetched.
 * Logout removes both for the store.
 */
let db: UseStore | null = null;
const store = () => (db ??= createStore('counter-backoffice', 'offline'));

export interface DeviceSession {
  token: string;
  storeId: number | null;
  adminStoreId: number | null;
  savedAt: number;
}

export interface SavedOrderList {
  order_list: Order[];
  store: Pick<StoreInfo, 'store_id' | 'store_name' | 'store_status'>;
  fetchedAt: number;
}

const SESSION = 'session';
const listKey = (storeId: number, searchType: number) => `orders:${storeId}:${searchType}`;

async function safe<T>(op: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await op();
  } catch (error) {
    // Private modes and full disks refuse IndexedDB: the app still works, only without offline start.
    console.error('[offline-store]', error);
    return fallback;
  }
}

export const saveDeviceSession = (s: DeviceSession) => safe(() => set(SESSION, s, store()), undefined);
export const loadDeviceSession = () => safe(() => get<DeviceSession>(SESSION, store()), undefined);
export const clearDeviceSession = () => safe(() => del(SESSION, store()), undefined);

export const saveOrderList = (storeId: number, searchType: number, list: SavedOrderList) =>
  safe(() => set(listKey(storeId, searchType), list, store()), undefined);
export const loadOrderList = (storeId: number, searchType: number) =>
  safe(() => get<SavedOrderList>(listKey(storeId, searchType), store()), undefined);
export async function clearStoreData(storeId: number): Promise<void> {
  await Promise.all([1, 2, 3].map((t) => safe(() => del(listKey(storeId, t), store()), undefined)));
}

/** A token's expiry from its payload (no verification: only to skip restoring a dead session). */
export function tokenExpiresAt(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}
