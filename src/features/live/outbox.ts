import { emptyBody, orderAnswerSchema, type Order } from '@/contract';
import { apiRequest, isApiError, isConnectionError } from '@/lib/api-client';
import { clearSavedOutbox, loadSavedOutbox, saveOutbox } from './outbox-store';
import { liveState, type PendingAction, type PendingOrderAction, type PendingSoldOut } from '@/state/live';

/**
 * The durable outbox for order actions (accept, ready, served, cancel, cancel-confirm) and sold-out
 * toggles (issue 26: they carry the version they saw, so a replay after someone else's change is refused
 * and shown rather than applied over it). Every tap is
 * written to IndexedDB first, then sent; while the network or the server is away the actions wait —
 * across reloads — and are replayed in order, each with its own Idempotency-Key so none applies twice.
 * A replay the server refuses (the customer cancelled meanwhile) becomes a visible failure.
 *
 * Why our own queue rather than TanStack's paused mutations or workbox-background-sync: replays must
 * keep their order and their keys, survive a reload with the tab closed in between, and report
 * conflicts to the staff; both alternatives hide one of those. ~100 lines, unit-tested.
 */
const RETRY_MS = 5_000;

let flushing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let applied: (action: PendingOrderAction, order: Order) => void = () => undefined;
let soldOutApplied: (action: PendingSoldOut) => Promise<unknown> = () => Promise.resolve();
let refused: (action: PendingAction, message: string, current: unknown) => void = () => undefined;

/**
 * Hooks called after an action is applied (an order action with the order as the server now has it; a
 * sold-out toggle before its pending mark goes, so the tile never shows the old state in between) or
 * refused (toast).
 */
export function configureOutbox(hooks: {
  onApplied: (action: PendingOrderAction, order: Order) => void;
  onSoldOutApplied: (action: PendingSoldOut) => Promise<unknown>;
  onRefused: (action: PendingAction, message: string, current: unknown) => void;
}): void {
  applied = hooks.onApplied;
  soldOutApplied = hooks.onSoldOutApplied;
  refused = hooks.onRefused;
}

/**
 * Removes the action that was sent, by id, not by position: a logout may have cleared the queue while
 * it was on its way, and the action now first could be another store's.
 */
function removePending(id: string): void {
  const at = liveState.pending.findIndex((a) => a.id === id);
  if (at >= 0) liveState.pending.splice(at, 1);
}

async function persist(storeId: number): Promise<void> {
  await saveOutbox(
    storeId,
    liveState.pending.filter((a) => a.storeId === storeId),
  );
}

/** Restores the store's waiting actions after a reload and starts sending them. */
export async function restoreOutbox(storeId: number): Promise<void> {
  const saved = await loadSavedOutbox(storeId);
  const known = new Set(liveState.pending.map((a) => a.id));
  liveState.pending.push(...saved.filter((a) => !known.has(a.id)));
  void flushOutbox();
}

export async function enqueue(action: PendingAction): Promise<void> {
  liveState.pending.push(action);
  await persist(action.storeId);
  void flushOutbox();
}

/** Sends waiting actions one by one, oldest first. Safe to call any time; concurrent calls share one run. */
export function flushOutbox(): Promise<void> {
  if (flushing) return flushing;
  flushing = (async () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    while (liveState.pending.length) {
      const action = liveState.pending[0]!;
      try {
        // Not lib/use-api-mutation: the send outlives any component (IndexedDB, replays) and runs outside React.
        // No overlay: the card shows the action as sending and ignores a repeated tap, and a replay after
        // reconnect is background work that must not cover the other cards.
        const send = { idempotencyKey: action.id, spinner: false };
        if (action.kind === 'soldout') {
          // The answer (the whole menu) is not read: the hook refetches the menu. Parsing it would put the
          // menu's contract on the board's first load.
          await apiRequest({ path: action.path, response: emptyBody }, action.body, send);
          await soldOutApplied(action);
          removePending(action.id);
        } else {
          const { data } = await apiRequest(
            { path: action.path, response: orderAnswerSchema },
            action.body,
            send,
          );
          removePending(action.id);
          // In the same turn as the removal: no socket message sees the action gone and its order not yet placed.
          applied(action, data.order);
        }
        await persist(action.storeId);
      } catch (error) {
        if (isConnectionError(error)) {
          // Offline or server down: keep everything, try again shortly (or at once on `online`/reconnect).
          retryTimer = setTimeout(() => void flushOutbox(), RETRY_MS);
          break;
        }
        if (isApiError(error) && error.isSessionEnd) break;
        removePending(action.id);
        await persist(action.storeId);
        const message = error instanceof Error ? error.message : String(error);
        // A refused sold-out toggle is a toast only (the tile shows the server's state again).
        if (action.kind !== 'soldout')
          liveState.failed.push({
            id: action.id,
            orderId: action.orderId,
            orderNo: action.orderNo,
            message,
            at: Date.now(),
          });
        refused(action, message, isApiError(error) ? error.current : undefined);
      }
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Logout: the actions of this store are dropped from the device along with its order lists. */
export async function clearOutbox(storeId: number): Promise<void> {
  liveState.pending = liveState.pending.filter((a) => a.storeId !== storeId);
  await clearSavedOutbox(storeId);
}
