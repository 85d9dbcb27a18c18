import { createElement, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from '@/lib/toast';
import { tokenInfoCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { alertPlayer } from '@/lib/alert-player';
import { repeatAlertEnabled } from '@/lib/alert-settings';
import { afterIdle } from '@/lib/idle';
import { configureOutbox, flushOutbox, restoreOutbox } from '@/lib/outbox';
import { getOrderInfo } from '@/lib/queries/get-order-info';
import { ORDER_REFRESH_MS, ordersKeys } from '@/lib/queries/list-orders';
import { liveRefresher } from '@/lib/queries/live-refresh';
import { patchCachedOrder } from '@/lib/queries/patch-order-list';
import { getToken } from '@/lib/session';
import { socketUrl } from '@/lib/api-base';
import { createSocketClient } from '@/lib/socket';
import { socketAction } from '@/lib/socket-actions';
import { ko } from '@/i18n/ko';
import { setConnection } from '@/state/store';
import { announce, liveState } from '@/state/live';
import { SocketCmd } from '@/contract';
import { LiveToast } from './components/live-toast';

const REPEAT_MS = 30_000;

/**
 * The live part of the authenticated layout: it lives exactly as long as the shell. One socket for
 * the store; socket commands, reconnects, `online` and return to visibility all refresh the order
 * lists at once and restart the 60-second refresh from there; the outbox replays on the same cues.
 */
export function useLiveConnection(storeId: number | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (storeId === null) return;
    // Which lists a cue invalidates and which single order it follows: lib/queries/live-refresh.
    const refresher = liveRefresher(
      queryClient,
      (orderId) => getOrderInfo(storeId, orderId),
      (orderId) => liveState.pending.some((a) => a.orderId === orderId),
    );

    let refreshTimer: ReturnType<typeof setTimeout> | null = null;
    /** Refetch the lists now (following the named order) and restart the 60-second refresh from here. */
    const refresh = (orderId?: number) => {
      refresher.refresh(orderId);
      if (refreshTimer) clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => refresh(), ORDER_REFRESH_MS);
    };
    refreshTimer = setTimeout(() => refresh(), ORDER_REFRESH_MS);

    configureOutbox({
      onApplied: (_action, order) => {
        // The answer is the order as it now is: the card settles at once, without waiting for the
        // lists (and the socket's echo of this change fetches nothing, see refresh).
        patchCachedOrder(queryClient, order);
        void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      },
      onRefused: (action, message) => {
        toast.error(ko.orders.toast.refused(action.orderNo, message));
        void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      },
    });
    void restoreOutbox(storeId);

    const socket = createSocketClient({
      url: () => socketUrl({ storeId, token: getToken() ?? '' }),
      onStatus: (status) => {
        setConnection(status);
        if (status === 'open') liveState.offlineSince = null;
        else if ((status === 'offline' || status === 'reconnecting') && liveState.offlineSince === null)
          liveState.offlineSince = Date.now();
      },
      onReconnect: () => {
        refresh();
        void flushOutbox();
      },
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
        if (
          (message.cmd === SocketCmd.ORDER_NEW || message.cmd === SocketCmd.RESERVATION_NEW) &&
          message.order_id
        )
          announce(message.order_id);
        if (action.toast) {
          toast(createElement(LiveToast, action.toast), {
            id: message.order_id ? `order-${message.order_id}-${message.cmd}` : undefined,
          });
        }
        if (action.sound) void alertPlayer.play();
      },
    });
    socket.start();

    const onOnline = () => {
      refresh();
      void flushOutbox();
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      alertPlayer.recheck();
      refresh();
      void flushOutbox();
    };
    globalThis.addEventListener('online', onOnline);
    // A service worker that has just taken control has not seen the startup calls: ask again through
    // it so an offline start finds token info, store info and codes.
    const onController = () =>
      void queryClient.refetchQueries({
        predicate: (q) => ['session', 'store', 'codes'].includes(String(q.queryKey[0])),
      });
    globalThis.navigator?.serviceWorker?.addEventListener('controllerchange', onController);
    document.addEventListener('visibilitychange', onVisible);

    // Browsers keep audio locked until a gesture: any tap on the page unlocks it.
    const unlock = () => void alertPlayer.unlock();
    document.addEventListener('pointerdown', unlock, { capture: true });
    const unsubAudio = alertPlayer.subscribe((s) => (liveState.audio = s));
    // Creating the AudioContext costs the first paint ~10 ms on a tablet: check the lock once idle
    // (a new order before that creates it anyway).
    const cancelRecheck = afterIdle(() => alertPlayer.recheck());

    // Optional (a device setting, default off): repeat the alert while a new order waits unacknowledged.
    const repeat = setInterval(() => {
      if (repeatAlertEnabled() && liveState.unacked.length) void alertPlayer.play();
    }, REPEAT_MS);

    return () => {
      socket.stop();
      if (refreshTimer) clearTimeout(refreshTimer);
      clearInterval(repeat);
      globalThis.removeEventListener('online', onOnline);
      globalThis.navigator?.serviceWorker?.removeEventListener('controllerchange', onController);
      document.removeEventListener('visibilitychange', onVisible);
      document.removeEventListener('pointerdown', unlock, { capture: true });
      unsubAudio();
      cancelRecheck();
      setConnection('idle');
    };
  }, [queryClient, storeId]);
}

/** The installed app's icon badge shows the live order count where the platform supports it. */
export function useAppBadge(count: number) {
  useEffect(() => {
    const nav = globalThis.navigator as Navigator & {
      setAppBadge?: (n?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    if (!nav?.setAppBadge) return;
    (count > 0 ? nav.setAppBadge(count) : (nav.clearAppBadge?.() ?? Promise.resolve())).catch(
      () => undefined,
    );
  }, [count]);
}
