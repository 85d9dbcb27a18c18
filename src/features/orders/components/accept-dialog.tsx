import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogBox } from '@/components/ui/dialog-box';
import { PREP_MINUTES_MAX, PREP_MINUTES_STEP, type Order, type StoreInfo } from '@/contract';
import { ko } from '@/i18n/ko';
import { useCurrentStore } from '@/queries/get-store-info';
import s from './order-dialogs.module.css';

const QUICK = [5, 10, 15, 20, 25, 30, 40, 50, 60];
/** Before the store info has loaded (the server's default too). */
const FALLBACK_MINUTES = 15;

/** The busy minutes in force now (0 once busy_until has passed, whatever the cached store info says). */
function busyMinutesNow(store: StoreInfo | null): number {
  return store?.busy_until && Date.parse(store.busy_until) > Date.now() ? store.busy_extra_minutes : 0;
}

/**
 * Accepting quotes a prep time in 5-minute steps. The dialog opens on the store's default prep time
 * (서비스 설정, carried by the store info): a store-wide setting, so every tablet offers the same quote
 * for a new order, rather than each tablet's own last choice (issue 28), plus the busy minutes while
 * the store is busy (issue 26).
 */
export function AcceptDialog({
  order,
  onClose,
  onAccept,
}: {
  order: Order;
  onClose(): void;
  onAccept(minutes: number): void;
}) {
  const store = useCurrentStore();
  // 바쁨 (issue 26) adds its minutes to the quote while it lasts: read once, as the dialog opens.
  const [busy] = useState(() => busyMinutesNow(store));
  // The server validates the default as it validates an accept (5-minute steps, at most 120).
  const [minutes, setMinutes] = useState(
    store ? Math.min(PREP_MINUTES_MAX, store.default_prep_minutes + busy) : FALLBACK_MINUTES,
  );
  const clamp = (m: number) => Math.min(PREP_MINUTES_MAX, Math.max(PREP_MINUTES_STEP, m));
  const accept = () => onAccept(minutes);
  return (
    <DialogBox
      onClose={onClose}
      title={ko.orders.accept.title(order.order_no)}
      footer={
        <Button size="xl" palette="blue" grow onClick={accept} data-testid="accept-confirm">
          {ko.orders.accept.confirm(minutes)}
        </Button>
      }
    >
      <p className={s.label}>{ko.orders.accept.prepLabel}</p>
      {busy ? <p data-testid="accept-busy">{ko.orders.accept.busyNote(busy)}</p> : null}
      <div className={s.quick}>
        {QUICK.map((m) => (
          <Button
            key={m}
            size="xl"
            variant={m === minutes ? 'solid' : 'outline'}
            palette="blue"
            onClick={() => setMinutes(m)}
          >
            {ko.orders.accept.minutes(m)}
          </Button>
        ))}
      </div>
      <div className={s.stepper}>
        <Button
          size="xl"
          variant="outline"
          aria-label={ko.orders.accept.less}
          onClick={() => setMinutes((m) => clamp(m - PREP_MINUTES_STEP))}
        >
          −
        </Button>
        <span className={s.minutes} data-testid="prep-minutes">
          {ko.orders.accept.minutes(minutes)}
        </span>
        <Button
          size="xl"
          variant="outline"
          aria-label={ko.orders.accept.more}
          onClick={() => setMinutes((m) => clamp(m + PREP_MINUTES_STEP))}
        >
          +
        </Button>
      </div>
    </DialogBox>
  );
}

// Loaded with this dialog's code (components/order-dialogs): see NewOrderAnnouncer there.
export { NewOrderAnnouncer } from './new-order-announcer';
export { MissedWatch } from './missed-watch';
