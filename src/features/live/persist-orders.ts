import type { QueryClient } from '@tanstack/react-query';
import { SearchType } from '@/contract';
import { whenIdle } from '@/lib/idle';
import type { LogoutParticipant } from '@/lib/logout-participants';
import { saveOrderList, type SavedOrderList } from '@/lib/offline-store';
import { ordersKeys, type OrderListFilters } from '@/queries/list-orders';
import { liveState } from '@/state/live';

/** How long a list answer may wait for an idle moment before it is written anyway. */
const SAVE_WITHIN_MS = 500;

/**
 * Every successful order-list fetch — from the first one at startup on — is kept on the device for
 * the next offline start, and moves the "last updated" clock.
 *
 * The write waits for an idle moment (at most half a second), and only a list's newest answer is
 * written: IndexedDB copies the whole list (500 orders: ~4 ms on this machine, ~20 on a slow tablet),
 * and in a rush every new order refetches the list — done in the answer's own task, that copy was part
 * of the main thread's work a tap could land behind (issue 27 §2).
 */
export function persistOrderLists(queryClient: QueryClient): LogoutParticipant & { stop(): void } {
  const due = new Map<string, () => void>();
  let scheduled: (() => void) | null = null;
  const flush = () => {
    scheduled = null;
    const saves = [...due.values()];
    due.clear();
    for (const save of saves) save();
  };
  const later = (key: string, save: () => void) => {
    due.set(key, save);
    scheduled ??= whenIdle(flush, SAVE_WITHIN_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    // Only answers from the server: a list put into the cache by hand (the startup copy restored from
    // this device) is neither news to save nor proof that the list is fresh.
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const key = event.query.queryKey;
    if (key[0] !== ordersKeys.all[0] || key[1] !== 'list') return;
    const updatedAt = event.query.state.dataUpdatedAt;
    liveState.lastUpdated = updatedAt;
    liveState.stale = false;
    const filters = key[2] as OrderListFilters | undefined;
    const data = event.query.state.data as Omit<SavedOrderList, 'fetchedAt'> | undefined;
    // The completed list's pages are not kept: a start never restores them (bootstrap.ts).
    if (filters && data && filters.search_type !== SearchType.COMPLETED)
      later(`${filters.store_id}:${filters.search_type}`, () =>
        saveOrderList(filters.store_id, filters.search_type, { ...data, fetchedAt: updatedAt }),
      );
  });
  const drop = () => {
    scheduled?.();
    scheduled = null;
    due.clear();
  };
  return {
    // Logging out forgets the store's saved lists: an answer still waiting for its write must not put
    // one back.
    pending: () => 0,
    clear: async () => drop(),
    stop() {
      unsubscribe();
      drop();
    },
  };
}
