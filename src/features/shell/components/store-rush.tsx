import { useState, useSyncExternalStore } from 'react';
import { LazyPart, retryableLazy } from '@/components/lazy-part';
import { Button } from '@/components/ui/button';
import { koCounter } from '@/i18n/ko-counter';
import { useCurrentStore } from '@/queries/get-store-info';
import { closePauseOffer, liveState } from '@/state/live';
import { useSelect } from '@/state/use-select';
import { formatLeft, leftMs } from '../countdown';
import type { RushKind } from './rush-dialog';

// The menus load on the first tap (or with an offer): the top bar itself carries only the countdown.
const RushDialog = retryableLazy(
  () => import('./rush-dialog'),
  (m) => m.RushDialog,
);

const second = () => Math.floor(Date.now() / 1000) * 1000;
const never = () => () => undefined;
function everySecond(fn: () => void) {
  const timer = setInterval(fn, 1000);
  return () => clearInterval(timer);
}

/**
 * 바쁨 and "신규 주문 일시 중지" in the top bar (issue 26): each a button that, while in force, is its own
 * countdown ("바쁨 +20분 · 24:13 남음"), worked out each second from the store info's end times (the
 * server's), so it ends by itself on time, offline too, and shows the same after a reload or on another
 * tablet. A tap opens the choices (or 재개); the board's missed-order offer opens the pause choices too.
 */
export function StoreRush() {
  const store = useCurrentStore();
  const pauseOffer = useSelect(liveState, (st) => st.pauseOffer);
  const [open, setOpen] = useState<RushKind | null>(null);
  // Subscribed to the seconds only while an end time is known (the server sends none when not in force).
  const now = useSyncExternalStore(store?.busy_until || store?.paused_until ? everySecond : never, second);
  if (!store) return null;
  const t = koCounter.bar;
  const busyLeft = leftMs(store.busy_until, now);
  const pauseLeft = leftMs(store.paused_until, now);
  const kind = open ?? (pauseOffer && !pauseLeft ? 'offer' : null);
  const button = (k: RushKind, left: number, label: string) => (
    <Button
      size="sm"
      variant={left ? 'solid' : 'outline'}
      palette={k === 'busy' ? 'orange' : 'red'}
      onClick={() => setOpen(k)}
      data-testid={`${k}-button`}
    >
      {left ? `${label} · ${formatLeft(left)} ${t.left}` : label}
    </Button>
  );
  return (
    <>
      {button('busy', busyLeft, busyLeft ? `${t.busy} +${store.busy_extra_minutes}분` : t.busy)}
      {button('pause', pauseLeft, t.pause)}
      <LazyPart parts={[RushDialog]}>
        {kind ? (
          <RushDialog
            kind={kind}
            store={store}
            missedInRow={pauseOffer}
            onClose={() => {
              setOpen(null);
              closePauseOffer();
            }}
          />
        ) : null}
      </LazyPart>
    </>
  );
}
