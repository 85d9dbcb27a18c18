import { proxy } from 'valtio';
import type { ManagerInfo, StoreInfo } from '@/contract';

/**
 * Client-only state. Server lists (orders, reservations, codes) live in TanStack Query and are never
 * copied here; the order and reservation counts are derived from the query data.
 */
export interface AppState {
  /** Startup finished: token info, store info and both order lists are loaded. */
  app_ready: boolean;
  /** Calls in flight that show the spinner overlay (see lib/api-client). */
  spinner: number;
  store_id: number | null;
  manager_info: ManagerInfo | null;
  store_info: StoreInfo | null;
  store_status: number | null;
}

const initialState = (): AppState => ({
  app_ready: false,
  spinner: 0,
  store_id: null,
  manager_info: null,
  store_info: null,
  store_status: null,
});

export const appState = proxy<AppState>(initialState());

export function beginSpinner(): void {
  appState.spinner += 1;
}
export function endSpinner(): void {
  appState.spinner = Math.max(0, appState.spinner - 1);
}

export function setSession(session: { manager: ManagerInfo; storeId: number; store: StoreInfo }): void {
  appState.manager_info = session.manager;
  appState.store_id = session.storeId;
  setStoreInfo(session.store);
}

export function setStoreInfo(store: StoreInfo): void {
  appState.store_info = store;
  appState.store_status = store.store_status;
}

export function setStoreStatus(status: number): void {
  appState.store_status = status;
}

export function markAppReady(): void {
  appState.app_ready = true;
}


/** Logout / session end: back to the first-start state (in-flight spinner calls keep counting down). */
export function resetSession(): void {
  const { spinner } = appState;
  Object.assign(appState, initialState(), { spinner });
}
