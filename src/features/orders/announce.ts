import type { Order } from '@/contract';
import { formatWon } from '@/lib/format';

/**
 * What a screen reader hears when a new order reaches the board: number, kind, total — "신규 주문 T-012,
 * 배달, 32,000원". Here, not in i18n/ko: that file is in the start-up code, this sentence is only read by
 * the announcer, a lazily loaded part of the board.
 */
export function newOrderText(order: Order, kindLabel: string): string {
  return `신규 주문 ${order.order_no}, ${kindLabel}, ${formatWon(order.total_amount)}`;
}

/**
 * The new orders to announce now: unacknowledged (the socket said they are new), on the board's list
 * (the refresh has brought their number and total), and not said before. `said` is the caller's
 * memory of order ids already announced; the orders returned are added to it.
 */
export function ordersToAnnounce(
  orders: readonly Order[],
  unacked: ReadonlySet<number>,
  said: Set<number>,
): Order[] {
  if (!unacked.size) return [];
  const fresh = orders.filter((o) => unacked.has(o.order_id) && !said.has(o.order_id));
  for (const o of fresh) said.add(o.order_id);
  return fresh;
}

/** How recent a new order must be to be announced when the announcer starts (it loads ~3 s after the board). */
export const START_WINDOW_MS = 20_000;

/**
 * When the announcer starts: the unacknowledged orders that reached the board in its first seconds,
 * before the announcer had loaded, are announced then (created within START_WINDOW_MS of `now`); older
 * new orders (waiting when the tablet came back to the board) are marked said, not read: the board
 * shows them and the alert has rung for them. Like ordersToAnnounce, adds what it looks at to `said`.
 */
export function ordersToAnnounceAtStart(
  orders: readonly Order[],
  unacked: ReadonlySet<number>,
  said: Set<number>,
  now: number,
): Order[] {
  const fresh = ordersToAnnounce(orders, unacked, said);
  return fresh.filter((o) => now - Date.parse(o.created_at) <= START_WINDOW_MS);
}
