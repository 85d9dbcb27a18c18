import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@/contract';
import { ordersKeys } from '@/queries/list-orders';
import { orderFollower } from './order-follower';
import { patchCachedOrder } from './patch-order-list';

/**
 * While order events keep coming (a rush), the lists are fetched at most once in this long. Each
 * event's own order is placed at once (below); the full list is the check that nothing else moved.
 */
export const LIST_REFETCH_WINDOW_MS = 5_000;

/**
 * What a refresh cue (a socket command, a reconnect, `online`, the 60-second timer) and this tablet's
 * own answered steps do to the query cache, apart from the room's timers and listeners (room.ts), so it
 * is unit-tested on a real QueryClient:
 * - every order list is marked stale at once and refetched (the active ones; the full lists stay the
 *   truth). A cue without an order (a reconnect, the timer: something may have been missed) refetches
 *   at once. A cue naming its order, or an answered step, refetches at once too unless the lists were
 *   fetched less than LIST_REFETCH_WINDOW_MS ago: then once, when that time is up, for all the cues of
 *   the meantime. On a slow tablet's 500-order board one list answer (parse, check, structural
 *   sharing, the board's render, the copy kept for offline) was ~300 ms of main thread at 6× CPU; at
 *   one new order a second it was most of what a tap landed behind (issue 27 §2, docs/benchmarks.md).
 * - a command naming its order also fetches that one order and places it into the cached lists at
 *   once (a small answer), unless this tablet has an action on that order under way: then the command
 *   is the action's echo (the server sends it just before its answer), and the answer brings the order;
 * - a cue without an order (a full refresh) makes answers already on their way stale.
 */
export function liveRefresher<T extends { order: Order }>(
  queryClient: QueryClient,
  fetchOrder: (orderId: number) => Promise<T>,
  hasPendingAction: (orderId: number) => boolean,
  windowMs = LIST_REFETCH_WINDOW_MS,
) {
  const follower = orderFollower(fetchOrder, (info) => {
    queryClient.setQueryData(ordersKeys.detail(info.order.order_id), info);
    patchCachedOrder(queryClient, info.order);
  });
  let fetchedAt = -Infinity;
  let later: ReturnType<typeof setTimeout> | null = null;
  const refetchLists = () => {
    if (later) clearTimeout(later);
    later = null;
    fetchedAt = Date.now();
    void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
  };
  /** The lists refetched now, or once at the end of the window (see above); stale from now on either way. */
  const listsSoon = () => {
    const wait = fetchedAt + windowMs - Date.now();
    if (wait <= 0) return refetchLists();
    // Marked now: a list that is not on screen is fetched when it is next shown.
    void queryClient.invalidateQueries({ queryKey: ordersKeys.lists(), refetchType: 'none' });
    later ??= setTimeout(refetchLists, wait);
  };
  return {
    /** Refetch the lists; with an order id, follow that order too (see above). */
    refresh(orderId?: number): void {
      if (!orderId) {
        follower.supersedeAll();
        return refetchLists();
      }
      if (!hasPendingAction(orderId)) void follower.follow(orderId);
      listsSoon();
    },
    /**
     * This tablet's step was applied and `order` is the server's answer: the card settles at once,
     * without waiting for the lists, which follow as after a cue naming the order. The order's other
     * queries (its detail, the day's missed log) are fetched again now: small answers.
     */
    applied(order: Order): void {
      patchCachedOrder(queryClient, order);
      void queryClient.invalidateQueries({
        queryKey: ordersKeys.all,
        predicate: (q) => q.queryKey[1] !== ordersKeys.lists()[1],
      });
      listsSoon();
    },
    /** The room has stopped: no refetch is left waiting. */
    stop(): void {
      if (later) clearTimeout(later);
      later = null;
    },
  };
}
