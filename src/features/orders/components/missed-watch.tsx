import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Order, StoreInfo } from '@/contract';
import { alertPlayer } from '@/features/live';
import { koCounter } from '@/i18n/ko-counter';
import { liveState } from '@/state/live';
import { useMissedOrders } from '../api/list-missed-orders';
import { emptyTrack, missedAlert, trackMissed, type MissedTrack } from '../missed';
import { MissedDialog } from './missed-dialog';

interface MissedWatchProps {
  orders: readonly Order[];
  /** The board's missed orders now (useMissedNow): their cards and the screen's edge are the board's. */
  missed: readonly number[];
  /** Orders with a step this tablet has not sent yet. */
  stepping: ReadonlySet<number>;
  store: StoreInfo;
}

/**
 * The live board's missed-order escalation beyond the flashing cards and edge (issue 26), loaded once
 * the board is idle: the alert louder and more frequent while orders are missed; after the store's
 * number of misses in a row, it asks the top bar to offer a pause. Also the button to the day's log.
 */
export function MissedWatch({ orders, missed, stepping, store }: MissedWatchProps) {
  const [showLog, setShowLog] = useState(false);
  const track = useRef<MissedTrack>(emptyTrack);
  const log = useMissedOrders(store.store_id);
  const minutes = store.missed_order_minutes;
  const pauseAfter = store.missed_pause_after;
  const pausedUntil = store.paused_until;

  // The run of misses changes only when the orders do or an order turns missed (`missed`, a new value
  // each time it does): one look then.
  useEffect(() => {
    const now = Date.now();
    let next = trackMissed(track.current, orders, now, minutes, stepping);
    if (next.inRow >= pauseAfter) {
      // Offered once per run (the next offer needs as many misses again), not while paused, and
      // not within the quiet time after the last offer was answered (state/live).
      const paused = pausedUntil && Date.parse(pausedUntil) > now;
      if (!paused && now >= liveState.pauseOfferQuietUntil) liveState.pauseOffer = next.inRow;
      next = { ...next, inRow: 0 };
    }
    track.current = next;
  }, [orders, missed, minutes, pauseAfter, pausedUntil, stepping]);

  // A new miss also brings the day's log up to date (the count on the button).
  const refetchLog = log.refetch;
  useEffect(() => {
    if (missed.length) void refetchLog();
  }, [missed.length, refetchLog]);

  // The escalated alert: at once when an order is missed, then again every few seconds while any is.
  const alert = missedAlert(missed.length);
  useEffect(() => {
    if (!alert) return;
    const play = () => void alertPlayer.play(3, alert.peak, alert.gapS);
    play();
    const timer = setInterval(play, alert.everyMs);
    return () => clearInterval(timer);
  }, [alert?.peak, alert?.gapS, alert?.everyMs]); // eslint-disable-line react-hooks/exhaustive-deps

  const t = koCounter.missed;
  const count = log.data?.missed_list.length ?? 0;
  return (
    <>
      <Button
        size="lg"
        variant={count ? 'subtle' : 'ghost'}
        palette={count ? 'red' : 'gray'}
        onClick={() => setShowLog(true)}
        data-testid="missed-log-button"
      >
        {t.button(count)}
      </Button>
      {showLog ? <MissedDialog storeId={store.store_id} onClose={() => setShowLog(false)} /> : null}
    </>
  );
}
