import { proxy } from 'valtio';

/**
 * Client-only state: what this tablet decided, never a copy of server data. The manager, the store
 * (its name, logo and status), the code list and the order lists live only in TanStack Query
 * (src/queries: useManager, useCurrentStore, …); the live room's state is in state/live.ts.
 */
export interface AppState {
  /** Startup finished: token info, store info and both order lists are loaded. */
  app_ready: boolean;
  /** Calls in flight that show the spinner overlay (see lib/api-client). */
  spinner: number;
  /** The store this tablet works on (the manager's own, or the one picked in admin mode). */
  store_id: number | null;
}

const initialState = (): AppState => ({
  app_ready: false,
  spinner: 0,
  store_id: null,
});

export const appState = proxy<AppState>(initialState());

export function beginSpinner(): void {
  appState.spinner += 1;
}
export function endSpinner(): void {
  appState.spinner = Math.max(0, appState.spinner - 1);
}

export function setCurrentStore(storeId: number): void {
  if (appState.store_id !== storeId) appState.store_id = storeId;
}

export function markAppReady(): void {
  appState.app_ready = true;
}

/** Logout / session end: back to the first-start state (in-flight spinner calls keep counting down). */
export function resetSession(): void {
  const { spinner } = appState;
  Object.assign(appState, initialState(), { spinner });
}
