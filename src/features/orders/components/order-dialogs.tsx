import { retryableLazy } from '@/components/lazy-part';

/**
 * The board's dialogs load on their own: the dialog machinery (focus trap, portal, dismiss) is not
 * needed to paint the first cards. `preloadOrderDialogs` fetches them once the board is idle, so the
 * first tap on a card opens its dialog without waiting for the network.
 */
export const AcceptDialog = retryableLazy(
  () => import('./accept-dialog'),
  (m) => m.AcceptDialog,
);
export const CancelDialog = retryableLazy(
  () => import('./cancel-dialog'),
  (m) => m.CancelDialog,
);
export const OrderDetailDialog = retryableLazy(
  () => import('./order-detail-dialog'),
  (m) => m.OrderDetailDialog,
);

export function preloadOrderDialogs(): void {
  for (const dialog of [AcceptDialog, CancelDialog, OrderDetailDialog]) dialog.preload();
}

/**
 * The polite live region of new orders, mounted once the board is idle (see OrderBoard). It comes with
 * the accept dialog's code (the same request, no chunk of its own): not on the start-up path either.
 */
export const NewOrderAnnouncer = retryableLazy(
  () => import('./accept-dialog'),
  (m) => m.NewOrderAnnouncer,
);

/**
 * The missed-order escalation and the day's missed-order log (issue 26), mounted with the announcer once
 * the board is idle, from the same chunk.
 */
export const MissedWatch = retryableLazy(
  () => import('./accept-dialog'),
  (m) => m.MissedWatch,
);
