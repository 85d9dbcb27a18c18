import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { SearchType, type ManagerInfo } from '@/contract';
import { tokenInfoQueryOptions } from '@/lib/queries/get-token-info';
import { storeInfoQueryOptions } from '@/lib/queries/get-store-info';
import { codeListQueryOptions } from '@/lib/queries/list-codes';
import { orderListQueryOptions } from '@/lib/queries/list-orders';
import { getAdminStoreId, setStoreId } from '@/lib/session';
import { appState, markAppReady, setSession } from '@/state/store';
import { isStoreMode } from './menu';

/** Store mode: the manager's own store. Otherwise: the store picked on /admin-mode, if any. */
export function resolveStoreId(manager: ManagerInfo, adminStoreId: number | null): number | null {
  return isStoreMode(manager) ? manager.store_id : adminStoreId;
}

/**
 * Spec §4 startup, run by the authenticated layout route's loader: token info, then store info,
 * then both order lists, then app_ready. Cached data makes a re-run (on later navigations) cheap.
 */
export async function startApp(queryClient: QueryClient): Promise<void> {
  // The code list labels the screens but does not gate startup: fetch it alongside, never wait for it.
  void queryClient.prefetchQuery(codeListQueryOptions());
  const manager = await queryClient.ensureQueryData(tokenInfoQueryOptions());
  const storeId = resolveStoreId(manager, getAdminStoreId());
  if (storeId === null) throw redirect({ to: '/admin-mode' });
  setStoreId(storeId);

  const { store } = await queryClient.ensureQueryData(storeInfoQueryOptions(storeId));
  const sameSession =
    appState.app_ready &&
    appState.store_id === storeId &&
    appState.manager_info?.manager_id === manager.manager_id;
  if (!sameSession) setSession({ manager, storeId, store });

  await Promise.all([
    queryClient.ensureQueryData(orderListQueryOptions({ store_id: storeId, search_type: SearchType.LIVE })),
    queryClient.ensureQueryData(
      orderListQueryOptions({ store_id: storeId, search_type: SearchType.RESERVATION }),
    ),
  ]);
  markAppReady();
}
