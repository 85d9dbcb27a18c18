import { createElement } from 'react';
import { SocketCmd, type SocketMessage } from '@/contract';
import toast from '@/lib/toast';
import { afterIdle } from '@/lib/idle';
import { inNextTask } from '@/lib/yield';
import { alertPlayer } from './alert-player';
import { repeatAlertEnabled } from './alert-settings';
import { LiveToast } from './components/live-toast';
import type { SocketAction } from './socket-actions';
import { announce, liveState } from '@/state/live';

const REPEAT_MS = 30_000;

/** What a socket message tells the staff: a NEW mark on the card, a toast, the chime. */
export function alertFor(message: SocketMessage, action: SocketAction): void {
  if ((message.cmd === SocketCmd.ORDER_NEW || message.cmd === SocketCmd.RESERVATION_NEW) && message.order_id)
    announce(message.order_id);
  if (action.toast) {
    toast(createElement(LiveToast, action.toast), {
      id: message.order_id ? `order-${message.order_id}-${message.cmd}` : undefined,
    });
  }
  if (action.sound) void alertPlayer.play();
}

/**
 * The sound's upkeep while the room is open: any tap unlocks audio (browsers keep it locked until a
 * gesture), the lock is re-checked when the app comes back into view, and — a device setting, off by
 * default — the chime repeats while a new order waits unacknowledged. Returns the stop function.
 */
export function startAlerts(doc: Document): () => void {
  const unlock = () => void alertPlayer.unlock();
  doc.addEventListener('pointerdown', unlock, { capture: true });
  const onVisible = () => {
    if (doc.visibilityState === 'visible') alertPlayer.recheck();
  };
  doc.addEventListener('visibilitychange', onVisible);
  const unsubAudio = alertPlayer.subscribe((s) => (liveState.audio = s));
  // Creating the AudioContext costs the first paint ~10 ms on a tablet: check the lock once idle
  // (a new order before that creates it anyway), the context made in a task of its own: made and
  // checked in one, the two were a task of 10 ms at 1× on a start (issue 27 §1).
  let cancelCheck = () => {};
  const cancelRecheck = afterIdle(() => {
    alertPlayer.prepare();
    cancelCheck = inNextTask(() => alertPlayer.recheck());
  });
  const repeat = setInterval(() => {
    if (repeatAlertEnabled() && liveState.unacked.length) void alertPlayer.play();
  }, REPEAT_MS);
  return () => {
    doc.removeEventListener('pointerdown', unlock, { capture: true });
    doc.removeEventListener('visibilitychange', onVisible);
    unsubAudio();
    cancelRecheck();
    cancelCheck();
    clearInterval(repeat);
  };
}
