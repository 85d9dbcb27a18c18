import { lazy } from 'react';

/**
 * The board's dialogs load on their own: the dialog machinery (focus trap, portal, dismiss) is not
 * needed to paint the first cards. `preloadOrderDialogs` fetches them once the board is idle, so the
 * first tap on a card opens its dialog without waiting for the network.
 */
const load = () =>
  Promise.all([import('./accept-dialog'), import('./cancel-dialog'), import('./order-detail-dialog')]);

export function preloadOrderDialogs(): void {
  void load().catch(() => undefined);
}

export const AcceptDialog = lazy(() => import('./accept-dialog').then((m) => ({ default: m.AcceptDialog })));
export const CancelDialog = lazy(() => import('./cancel-dialog').then((m) => ({ default: m.CancelDialog })));
export const OrderDetailDialog = lazy(() =>
  import('./order-detail-dialog').then((m) => ({ default: m.OrderDetailDialog })),
);
