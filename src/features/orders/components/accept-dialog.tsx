import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogBox } from '@/components/ui/dialog-box';
import { PREP_MINUTES_MAX, PREP_MINUTES_STEP, type Order } from '@/contract';
import { ko } from '@/i18n/ko';
import s from './orders.module.css';

const QUICK = [5, 10, 15, 20, 25, 30, 40, 50, 60];
const LAST_KEY = 'cbo.lastPrepMinutes';

function lastUsed(): number {
  const n = Number(globalThis.localStorage?.getItem(LAST_KEY));
  return Number.isInteger(n) && n >= PREP_MINUTES_STEP && n <= PREP_MINUTES_MAX && n % PREP_MINUTES_STEP === 0
    ? n
    : 15;
}

/** Accepting quotes a prep time in 5-minute steps; the last quote is offered first (busy nights repeat). */
export function AcceptDialog({
  order,
  onClose,
  onAccept,
}: {
  order: Order;
  onClose(): void;
  onAccept(minutes: number): void;
}) {
  const [minutes, setMinutes] = useState(lastUsed);
  const clamp = (m: number) => Math.min(PREP_MINUTES_MAX, Math.max(PREP_MINUTES_STEP, m));
  const accept = () => {
    globalThis.localStorage?.setItem(LAST_KEY, String(minutes));
    onAccept(minutes);
  };
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
