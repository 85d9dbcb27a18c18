import { proxy } from 'valtio';

/** Whether the browser lets the alert sound play (it needs a tap first): the live room's alert sound sets it. */
export type AudioLockState = 'unknown' | 'locked' | 'unlocked';
/** What the live socket client reports of its connection. */
export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'offline' | 'refused';

/** 'idle' until the live room starts the socket; then whatever the socket client reports. */
export type ConnectionStatus = 'idle' | SocketStatus;

interface PendingBase {
  /** Also the Idempotency-Key: a replay of the same action applies once. */
  id: string;
  storeId: number;
  path: string;
  body: Record<string, unknown>;
  createdAt: number;
}

/** One order action waiting in the outbox (IndexedDB) to reach the server. No `kind`: saved before sold-out joined. */
export interface PendingOrderAction extends PendingBase {
  kind?: 'order';
  orderId: number;
  orderNo: string;
  /** The status the order will have once applied (shown on the card meanwhile). */
  targetStatus: number;
}

/** A sold-out toggle waiting in the outbox (issue 26): the tile shows `soldOut` meanwhile. */
export interface PendingSoldOut extends PendingBase {
  kind: 'soldout';
  target: 'product' | 'group';
  targetId: number;
  soldOut: 0 | 1;
  /** The product's or group's name, for the message if the server refuses the toggle. */
  name: string;
}

/** One staff action waiting in the outbox (IndexedDB) to reach the server. */
export type PendingAction = PendingOrderAction | PendingSoldOut;

export const isOrderAction = (a: PendingAction): a is PendingOrderAction => a.kind !== 'soldout';

/** An action the server refused on replay (the order moved meanwhile): shown to the staff, not dropped. */
export interface FailedAction {
  id: string;
  orderId: number;
  orderNo: string;
  message: string;
  at: number;
}

/**
 * Client-only live state (the live room's, in src/state because the shell and the order screens read it
 * too): what the counter needs beyond the server's lists — actions not yet sent,
 * refused replays, new orders nobody has looked at yet, the sound lock and the freshness clock.
 */
export const liveState = proxy({
  /** The live socket's state. */
  connection: 'idle' as ConnectionStatus,
  pending: [] as PendingAction[],
  failed: [] as FailedAction[],
  /** Order ids announced by the socket and not yet acknowledged by a tap. */
  unacked: [] as number[],
  audio: 'unknown' as AudioLockState,
  /** When the order list was last fetched successfully (ms epoch), null before the first. */
  lastUpdated: null as number | null,
  /** When the browser or the socket last went offline (ms epoch), null while online. */
  offlineSince: null as number | null,
  /** The last order list came from this device's storage, not yet confirmed by the server. */
  stale: false,
  /**
   * The saved lists on screen ask the server once the socket has joined the store's room, not before
   * (features/live/room.ts): the join refreshes them anyway, and a request sent before it is not enough
   * (an order placed between its answer and the join would be missed), so each list was fetched twice
   * per start.
   */
  listsAwaitJoin: false,
  /** Missed orders in a row that made the board offer to pause new orders (0: no offer open). */
  pauseOffer: 0,
  /** The pause offer was closed (계속 받기 or a choice): no other one before this time (ms epoch). */
  pauseOfferQuietUntil: 0,
});

/**
 * After the manager has answered a pause offer, the board does not ask again for this long. Without
 * it a rush that goes on offered again at every few misses — a dialog over the cards every few seconds
 * while the manager works through them (seen in the rush bench at one new order a second).
 */
export const PAUSE_OFFER_QUIET_MS = 10 * 60_000;

export function closePauseOffer(now = Date.now()): void {
  if (liveState.pauseOffer) liveState.pauseOfferQuietUntil = now + PAUSE_OFFER_QUIET_MS;
  liveState.pauseOffer = 0;
}

export function acknowledge(orderId: number): void {
  const i = liveState.unacked.indexOf(orderId);
  if (i >= 0) liveState.unacked.splice(i, 1);
}

export function announce(orderId: number): void {
  if (!liveState.unacked.includes(orderId)) liveState.unacked.push(orderId);
}

export function dismissFailure(id: string): void {
  liveState.failed = liveState.failed.filter((f) => f.id !== id);
}

export function resetLive(): void {
  Object.assign(liveState, {
    pending: [],
    failed: [],
    unacked: [],
    lastUpdated: null,
    offlineSince: null,
    stale: false,
    pauseOffer: 0,
    pauseOfferQuietUntil: 0,
  });
}
