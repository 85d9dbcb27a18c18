import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@/contract';
import { ordersKeys } from '@/queries/list-orders';
import { orderFollower } from './order-follower';
import { patchCachedOrder } from './patch-order-list';

/**
 * What a refresh cue (a socket command, a reconnect, `online`) does to the query cache, apart from
 * the room's timers and listeners (room.ts), so it is unit-tested on a
 * real QueryClient:
 * - every order list is invalidated (the active ones refetch: the full lists stay the truth);
 * - a command naming its order also fetches that one order and places it into the cached lists at
 *   once (a small answer; with hundreds of open orders the list answer is the slow part), unless
 *   this tablet has an action on that order under way: then the command is the action's echo (the
 *   server sends it just before its answer), and the answer brings the order;
 * - a cue without an order (a full refresh) makes answers already on their way stale.
 */
export function liveRefresher<T extends { order: Order }>(
  queryClient: QueryClient,
  fetchOrder: (orderId: number) => Promise<T>,
  hasPendingAction: (orderId: number) => boolean,
) {
  const follower = orderFollower(fetchOrder, (info) => {
    queryClient.setQueryData(ordersKeys.detail(info.order.order_id), info);
    patchCachedOrder(queryClient, info.order);
  });
  return {
    /** Refetch the lists now; with an order id, follow that order too (see above). */
    refresh(orderId?: number): void {
      if (!orderId) follower.supersedeAll();
      else if (!hasPendingAction(orderId)) void follower.follow(orderId);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
    },
  };
}
