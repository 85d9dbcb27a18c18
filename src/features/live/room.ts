import type { QueryClient } from '@tanstack/react-query';
import { tokenInfoCall } from '@/contract';
import { ko } from '@/i18n/ko';
import { socketUrl } from '@/lib/api-base';
import { apiPost } from '@/lib/api-client';
import { getOrderInfo } from '@/queries/get-order-info';
import { ORDER_REFRESH_MS, ordersKeys } from '@/queries/list-orders';
import { getToken } from '@/lib/session';
import { inNextTask } from '@/lib/yield';
import toast from '@/lib/toast';
import { alertFor, startAlerts } from './alerts';
import { networkBack } from './network-back';
import { configureOutbox, flushOutbox, restoreOutbox } from './outbox';
import { liveRefresher } from './refresh';
import { createSocketClient } from './socket-client';
import { socketAction } from './socket-actions';
import { isOrderAction, liveState } from '@/state/live';

/** How long a start from the saved lists waits for the socket's join before asking for the lists anyway. */
const LISTS_JOIN_WAIT_MS = 2_000;

/**
 * Everything that keeps a store's board live, started once per store by <LiveRoom> (the router's
 * authenticated layout mounts it) and stopped with it:
 * - the socket and its reconnect; its commands update the query cache (refresh.ts) and alert (alerts.ts);
 * - the 60-second refresh, restarted by every earlier refresh;
 * - "the network is back" (network-back.ts): one refresh and one outbox replay, whatever noticed it;
 * - the outbox (outbox.ts): restored from the device, replayed, its answers placed into the lists;
 * - on a start from the saved lists, their first request held until the socket's join (at most 2 s).
 * Returns the stop function.
 */
export function startLiveRoom(queryClient: QueryClient, storeId: number): () => void {
  const refresher = liveRefresher(
    queryClient,
    (orderId) => getOrderInfo(storeId, orderId),
    (orderId) => liveState.pending.some((a) => isOrderAction(a) && a.orderId === orderId),
  );
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  /** Refetch the lists now (following `orderId` too) and restart the 60-second timer from here. */
  const refresh = (orderId?: number) => {
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => refresh(), ORDER_REFRESH_MS);
    refresher.refresh(orderId);
  };
  refreshTimer = setTimeout(() => refresh(), ORDER_REFRESH_MS);

  configureOutbox({
    // The answer is the order as it now is: the card settles at once, without waiting for the lists
    // (and the socket's echo of this change fetches nothing, see refresh.ts).
    onApplied: (_action, order) => refresher.applied(order),
    // The menu by its key family's name, as for cmd 151 below; the sold-out tile keeps its pending mark
    // until the fresh menu is in.
    onSoldOutApplied: () => queryClient.invalidateQueries({ queryKey: ['menu'] }),
    onRefused: (action, message) => {
      if (!isOrderAction(action)) {
        // The server's value stays: the menu is fetched again and the toast says what it is now.
        toast.error(`${action.name}: ${message}`);
        void queryClient.invalidateQueries({ queryKey: ['menu'] });
        return;
      }
      toast.error(ko.orders.toast.refused(action.orderNo, message));
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    },
  });
  void restoreOutbox(storeId);

  const back = networkBack({
    win: globalThis,
    doc: document,
    onBack: () => {
      refresh();
      void flushOutbox();
    },
  });

  // A start from the saved lists asks the server for them at the first join (state/live
  // listsAwaitJoin): at once if the socket cannot connect, and after a while if it connects but does
  // not join, so that the lists never wait on the socket for long.
  const stopAwaitingJoin = () => (liveState.listsAwaitJoin = false);
  const joinWait = setTimeout(stopAwaitingJoin, LISTS_JOIN_WAIT_MS);

  const socket = createSocketClient({
    url: () => socketUrl({ storeId, token: getToken() ?? '' }),
    onStatus: (status) => {
      liveState.connection = status;
      // Joined ('open'), failed or refused: the saved lists wait no longer.
      if (status !== 'connecting') stopAwaitingJoin();
      if (status === 'open') liveState.offlineSince = null;
      else if (status === 'offline' || status === 'reconnecting') {
        back.socketLost();
        if (liveState.offlineSince === null) liveState.offlineSince = Date.now();
      }
    },
    // The first join refreshes the lists read at start-up (their first request, on a start from the
    // saved lists); a later one is a return of the network.
    onJoined: (again) => (again ? back.socketReopened() : refresh()),
    onAuthRefused: () => {
      // The socket's token was refused. If the session is over, the API client runs the one
      // session-end path (alert once, clear token, /login). If it is not — this tablet changed its own
      // password and carries on with the renewed token — open the socket again with that token.
      void apiPost(tokenInfoCall, {})
        .then(() => {
          socket.stop();
          socket.start();
        })
        .catch(() => undefined);
    },
    onMessage: (message) => {
      const action = socketAction(message);
      if (action.reload) {
        globalThis.location.reload();
        return;
      }
      if (action.refresh) refresh(message.order_id);
      // Another tablet paused, opened, went busy or changed the menu: what this one shows follows. By
      // the key families' names (queries/get-store-info storeKeys, the store settings screens' keys,
      // queries/list-products menuKeys): importing those modules here put the product list's module
      // on the board's first load as a chunk of its own.
      if (action.store)
        for (const queryKey of [['store'], ['store-settings']])
          void queryClient.invalidateQueries({ queryKey });
      if (action.menu) void queryClient.invalidateQueries({ queryKey: ['menu'] });
      alertFor(message, action);
    },
  });
  // The socket opens in a task of its own: this runs among the effects of the board's first render,
  // which on a slow tablet are one long task already.
  const cancelStart = inNextTask(() => socket.start());

  // A service worker that has just taken control has not seen the startup calls: ask again through
  // it so an offline start finds token info, store info and codes.
  const onController = () =>
    void queryClient.refetchQueries({
      predicate: (q) => ['session', 'store', 'codes'].includes(String(q.queryKey[0])),
    });
  globalThis.navigator?.serviceWorker?.addEventListener('controllerchange', onController);

  const stopAlerts = startAlerts(document);

  return () => {
    clearTimeout(joinWait);
    stopAwaitingJoin();
    cancelStart();
    socket.stop();
    back.stop();
    stopAlerts();
    if (refreshTimer) clearTimeout(refreshTimer);
    refresher.stop();
    globalThis.navigator?.serviceWorker?.removeEventListener('controllerchange', onController);
    liveState.connection = 'idle';
  };
}
