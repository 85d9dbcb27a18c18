import {
  kstDayStart,
  OPEN_STATUSES,
  OrderStatus,
  OrderType,
  RESERVATION_LEAD_MINUTES,
  SearchType,
  type Order,
  type OrderSearchType,
} from '@/contract';

/**
 * The server's store/order/list rules on the client, pure: which list an order belongs to and where.
 * Apart from the query cache (patch-order-list.ts) and free of the API client, so the server test
 * project can check them against the real SQL (tests/server/order-list-rules.test.ts).
 */

function isFutureReservation(order: Order, now: number): boolean {
  if (order.order_type !== OrderType.PICKUP_RESERVE || !order.pickup_time) return false;
  return Date.parse(order.pickup_time) > now + RESERVATION_LEAD_MINUTES * 60_000;
}

/** The server's list rules (server/routes/orders.ts, store/order/list), applied to one order. */
export function belongsTo(order: Order, searchType: OrderSearchType, now: number): boolean {
  const open = OPEN_STATUSES.includes(order.order_status);
  if (searchType === SearchType.LIVE) return open && !isFutureReservation(order, now);
  if (searchType === SearchType.RESERVATION) return open && isFutureReservation(order, now);
  return (
    (order.order_status === OrderStatus.SERVED || order.order_status === OrderStatus.CANCEL) &&
    Date.parse(order.updated_at) >= kstDayStart(now)
  );
}

/** What each list is sorted by on the server: live by arrival, reservations by pickup time, completed by last change. */
function sortKey(order: Order, searchType: OrderSearchType): string {
  if (searchType === SearchType.LIVE) return order.created_at;
  if (searchType === SearchType.RESERVATION) return order.pickup_time ?? '';
  return order.updated_at;
}

/**
 * Whether `a` goes before `b` in the list (completed is newest first, the others oldest first); equal
 * keys are ordered by order id the same way, as the server's ORDER BY does.
 */
function comesBefore(a: Order, b: Order, searchType: OrderSearchType): boolean {
  const ka = sortKey(a, searchType);
  const kb = sortKey(b, searchType);
  const newestFirst = searchType === SearchType.COMPLETED;
  if (ka !== kb) return newestFirst ? ka > kb : ka < kb;
  return newestFirst ? a.order_id > b.order_id : a.order_id < b.order_id;
}

/**
 * One order as the server now has it, placed into a cached list without waiting for the whole list:
 * replaced where it is, removed when it no longer belongs, inserted in the list's order when it now
 * does. Returns the same array when nothing changes (an answer older than what the list holds, or an
 * order that neither is nor belongs there), so nothing re-renders for it. Every other order keeps
 * its object, so only the changed card renders. The full refetch that follows stays the truth.
 */
export function patchOrderList(
  list: Order[],
  order: Order,
  searchType: OrderSearchType,
  now: number,
): Order[] {
  const at = list.findIndex((o) => o.order_id === order.order_id);
  if (at >= 0 && list[at]!.version >= order.version) return list;
  const belongs = belongsTo(order, searchType, now);
  if (at < 0 && !belongs) return list;
  if (at >= 0 && belongs && sortKey(list[at]!, searchType) === sortKey(order, searchType)) {
    // Same place in the list: the card stays where it was.
    const next = list.slice();
    next[at] = order;
    return next;
  }
  const rest = list.filter((o) => o.order_id !== order.order_id);
  if (!belongs) return rest;
  const to = rest.findIndex((o) => comesBefore(order, o, searchType));
  rest.splice(to < 0 ? rest.length : to, 0, order);
  return rest;
}
