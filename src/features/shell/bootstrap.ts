import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { SearchType, type ManagerInfo } from '@/contract';
import { tokenInfoQueryOptions } from '@/queries/get-token-info';
import { storeInfoQueryOptions } from '@/queries/get-store-info';
import { codeListQueryOptions } from '@/queries/list-codes';
import { orderListQueryOptions, type OrderSearchType } from '@/queries/list-orders';
import { isConnectionError } from '@/lib/api-client';
import { loadOrderList } from '@/lib/offline-store';
import { yieldToMain } from '@/lib/yield';
import { liveState } from '@/state/live';
import { getAdminStoreId, getStoreId, setStoreId } from '@/lib/session';
import { markAppReady, setCurrentStore } from '@/state/store';
import { isStoreMode } from './menu';

/** Store mode: the manager's own store. Otherwise: the store picked on /admin-mode, if any. */
export function resolveStoreId(manager: ManagerInfo, adminStoreId: number | null): number | null {
  return isStoreMode(manager) ? manager.store_id : adminStoreId;
}

/**
 * Spec §4 startup, run by the authenticated layout route's loader: token info, then store info,
 * then both order lists, then app_ready. Cached data makes a re-run (on later navigations) cheap.
 *
 * The steps depend on each other, but on this device the answer to the first is almost always the
 * store of the last session (kept in the session, or brought back from the device). So store info
 * for that store is asked for, and its saved order lists are read from IndexedDB, while token info is
 * on its way: a cold start then waits for one round of requests instead of three in a row. The order
 * of what the app uses is unchanged; a guess that turns out wrong is simply not used.
 */
export async function startApp(queryClient: QueryClient): Promise<void> {
  // Token info first (everything waits for it), then the guesses, then the code list, each request
  // started in a task of its own: on a slow tablet each start costs milliseconds of main thread.
  const tokenInfo = queryClient.ensureQueryData(tokenInfoQueryOptions());
  // Handled below; until then a failure must not count as an unhandled rejection.
  tokenInfo.catch(() => undefined);
  await yieldToMain();
  const early = startEarly(queryClient, getStoreId());
  await yieldToMain();
  // The code list labels the screens but does not gate startup: fetch it alongside, never wait for it.
  void queryClient.prefetchQuery(codeListQueryOptions());
  const manager = await tokenInfo;
  const storeId = resolveStoreId(manager, getAdminStoreId());
  if (storeId === null) throw redirect({ to: '/admin-mode' });
  setStoreId(storeId);

  await queryClient.ensureQueryData(storeInfoQueryOptions(storeId));
  setCurrentStore(storeId);

  const saved = early?.storeId === storeId ? early.saved : undefined;
  await Promise.all([
    startupOrders(queryClient, storeId, SearchType.LIVE, saved?.[0]),
    startupOrders(queryClient, storeId, SearchType.RESERVATION, saved?.[1]),
  ]);
  markAppReady();
}

type SavedList = Awaited<ReturnType<typeof loadOrderList>>;

/** Store info and the saved order lists of the store the device last used, started before token info answers. */
function startEarly(queryClient: QueryClient, storeId: number | null) {
  if (storeId === null) return null;
  const info = storeInfoQueryOptions(storeId);
  // Errors are the real call's to report (prefetchQuery never throws); a session end is handled once.
  if (!queryClient.getQueryData(info.queryKey)) void queryClient.prefetchQuery(info);
  const listed = (searchType: OrderSearchType) =>
    queryClient.getQueryData(orderListQueryOptions({ store_id: storeId, search_type: searchType }).queryKey)
      ? Promise.resolve(undefined)
      : loadOrderList(storeId, searchType);
  const saved: [Promise<SavedList>, Promise<SavedList>] = [
    listed(SearchType.LIVE),
    listed(SearchType.RESERVATION),
  ];
  return { storeId, saved };
}

/**
 * An order list for startup: the device's last copy paints at once (marked possibly stale) while the
 * network request runs — or fails, offline. Without a copy, startup waits for the network; offline
 * and without a copy, it starts with an empty list rather than not at all.
 */
async function startupOrders(
  queryClient: QueryClient,
  storeId: number,
  searchType: OrderSearchType,
  early?: Promise<SavedList>,
) {
  const options = orderListQueryOptions({ store_id: storeId, search_type: searchType });
  if (queryClient.getQueryData(options.queryKey)) return;
  const saved = await (early ?? loadOrderList(storeId, searchType));
  if (saved) {
    queryClient.setQueryData(
      options.queryKey,
      { order_list: saved.order_list, store: saved.store },
      { updatedAt: saved.fetchedAt },
    );
    liveState.stale = true;
    // However recent the copy, ask the server: the screens refetch it once the socket has joined.
    liveState.listsAwaitJoin = true;
    void queryClient.invalidateQueries({ queryKey: options.queryKey, refetchType: 'none' });
    liveState.lastUpdated = Math.max(liveState.lastUpdated ?? 0, saved.fetchedAt);
    return;
  }
  try {
    await queryClient.ensureQueryData(options);
  } catch (error) {
    if (!isConnectionError(error)) throw error;
    const store = queryClient.getQueryData(storeInfoQueryOptions(storeId).queryKey)?.store;
    queryClient.setQueryData(
      options.queryKey,
      {
        order_list: [],
        store: {
          store_id: storeId,
          store_name: store?.store_name ?? '',
          store_status: store?.store_status ?? 1,
        },
      },
      { updatedAt: 0 },
    );
    liveState.stale = true;
  }
}
