import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { productSoldOutCall, type CallRequest, type MenuLists } from '@/contract';
import { enqueue } from '@/features/live';
import { newIntentKey } from '@/lib/intent-key';
import { liveState, type PendingSoldOut } from '@/state/live';

/**
 * Sold-out toggles go through the live room's durable outbox (issue 26), as order actions do: written to
 * the device first, sent with their own Idempotency-Key, replayed once when the network is back. Each
 * carries the version of the product or group the tablet saw, so a replay after another device changed
 * it is refused (and shown by the outbox's toast) instead of overwriting that change.
 */
export interface SoldOutTap {
  target: 'product' | 'group';
  targetId: number;
  name: string;
  /** The target's version in the menu the tablet shows. */
  version: number;
  soldOut: boolean;
  untilEndOfDay: boolean;
}

/** The store's sold-out toggles still in the outbox, oldest first, and the function that queues one. */
export function useSoldOutQueue(storeId: number) {
  const { pending } = useSnapshot(liveState);
  const waiting = pending.filter((a): a is PendingSoldOut => a.kind === 'soldout' && a.storeId === storeId);
  const queue = useCallback(
    (tap: SoldOutTap) => {
      const body: CallRequest<typeof productSoldOutCall> = {
        store_id: storeId,
        target: tap.target,
        target_id: tap.targetId,
        sold_out: tap.soldOut ? 1 : 0,
        until_end_of_day: tap.untilEndOfDay ? 1 : 0,
        expected_version: tap.version,
      };
      void enqueue({
        kind: 'soldout',
        id: newIntentKey(),
        storeId,
        path: productSoldOutCall.path,
        body,
        target: tap.target,
        targetId: tap.targetId,
        soldOut: tap.soldOut ? 1 : 0,
        name: tap.name,
        createdAt: Date.now(),
      });
    },
    [storeId],
  );
  return { waiting, queue };
}

/**
 * The menu as the screen shows it: the server's marks with the waiting toggles applied over them in
 * the order they were tapped, and the group marks derived again (a group reads as sold out when every
 * product in it is). `waitingIds` are the products a waiting toggle touches.
 */
export function withWaitingSoldOut(
  menu: MenuLists,
  waiting: readonly PendingSoldOut[],
): MenuLists & { waitingIds: Set<number> } {
  const waitingIds = new Set<number>();
  if (!waiting.length) return { ...menu, waitingIds };
  const marks = new Map(menu.product_list.map((p) => [p.product_id, p.sold_out]));
  for (const a of waiting)
    for (const p of menu.product_list)
      if (a.target === 'product' ? p.product_id === a.targetId : p.store_product_group_id === a.targetId) {
        marks.set(p.product_id, a.soldOut);
        waitingIds.add(p.product_id);
      }
  const product_list = menu.product_list.map((p) => ({
    ...p,
    sold_out: marks.get(p.product_id) ?? p.sold_out,
  }));
  const group_list = menu.group_list.map((g) => {
    const mine = product_list.filter((p) => p.store_product_group_id === g.store_product_group_id);
    return { ...g, sold_out: mine.length > 0 && mine.every((p) => p.sold_out === 1) ? 1 : 0 };
  });
  return { group_list, product_list, waitingIds };
}
