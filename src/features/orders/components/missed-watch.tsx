import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Order, StoreInfo } from '@/contract';
import { alertPlayer } from '@/features/live';
import { koCounter } from '@/i18n/ko-counter';
import { isOrderAction, liveState } from '@/state/live';
import { useSelect } from '@/state/use-select';
import { useMissedOrders } from '../api/list-missed-orders';
import { emptyTrack, missedAlert, trackMissed, type MissedTrack } from '../missed';
import { MissedDialog } from './missed-dialog';
import s from './missed.module.css';

interface MissedWatchProps {
  orders: readonly Order[];
  store: StoreInfo;
  /** The board's cards of missed orders flash. */
  onMissed(ids: readonly number[]): void;
}

const LOOK_MS = 1_000;
const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The live board's missed-order escalation (issue 26), loaded once the board is idle: each second it
 * looks at the new orders; one waiting past the store's missed-order minutes makes its card and the
 * screen's edge flash (a steady border with reduced motion) and the alert louder and more frequent;
 * after the store's number of misses in a row it asks the top bar to offer a pause. Also the button to
 * the day's missed-order log.
 */
export function MissedWatch({ orders, store, onMissed }: MissedWatchProps) {
  // Orders with a step this tablet has not sent yet: an accept waiting in the outbox is not a miss.
  const pending = useSelect(liveState, (st) => st.pending);
  const stepping = useMemo(() => new Set(pending.filter(isOrderAction).map((a) => a.orderId)), [pending]);
  const [missed, setMissed] = useState<readonly number[]>([]);
  const [showLog, setShowLog] = useState(false);
  const track = useRef<MissedTrack>(emptyTrack);
  const log = useMissedOrders(store.store_id);
  const minutes = store.missed_order_minutes;
  const pauseAfter = store.missed_pause_after;
  const pausedUntil = store.paused_until;

  useEffect(() => {
    const look = () => {
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
      setMissed((prev) => (same(prev, next.missed) ? prev : next.missed));
    };
    look();
    const timer = setInterval(look, LOOK_MS);
    return () => clearInterval(timer);
  }, [orders, minutes, pauseAfter, pausedUntil, stepping]);

  useEffect(() => onMissed(missed), [missed, onMissed]);
  useEffect(() => () => onMissed([]), [onMissed]);

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
      {missed.length ? (
        <div className={s.edge} data-testid="missed-edge" role="status">
          <span className={s.edgeText}>{t.edge(missed.length)}</span>
        </div>
      ) : null}
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
