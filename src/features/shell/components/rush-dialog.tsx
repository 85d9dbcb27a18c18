import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogBox } from '@/components/ui/dialog-box';
import { useQuery } from '@tanstack/react-query';
import {
  BUSY_EXTRA_CHOICES,
  BUSY_PERIOD_CHOICES,
  kstHm,
  PAUSE_MINUTE_CHOICES,
  type StoreInfo,
} from '@/contract';
import { koCounter } from '@/i18n/ko-counter';
import toast from '@/lib/toast';
import { getStoreHoursQueryOptions } from '@/queries/get-store-hours';
import { useEditBusy } from '../api/edit-busy';
import { usePauseOrders, useResumeOrders } from '../api/pause-orders';
import { leftMs } from '../countdown';
import { closingTime } from '../pause-end';
import s from './rush.module.css';

/*
 * A pause is in force from the tap, by the server's clock: a tablet whose clock runs ahead of the
 * server's would otherwise write a start the server has not reached yet, and the store info read right
 * after the write (to show the countdown) would not have it in force. Seen with a tablet 90 ms ahead:
 * the top bar showed no countdown until the next read. A start a minute back covers such a clock.
 */
const START_MARGIN_MS = 60_000;
const pauseStart = () => new Date(Date.now() - START_MARGIN_MS).toISOString();

/** Which menu: 바쁨, the pause, or the pause offered after missed orders in a row. */
export type RushKind = 'busy' | 'pause' | 'offer';

interface RushDialogProps {
  kind: RushKind;
  store: StoreInfo;
  /** Missed orders in a row, for the offer's sentence. */
  missedInRow?: number;
  onClose(): void;
}

export function RushDialog({ kind, store, missedInRow = 0, onClose }: RushDialogProps) {
  return kind === 'busy' ? (
    <BusyDialog store={store} onClose={onClose} />
  ) : (
    <PauseDialog store={store} offer={kind === 'offer'} missedInRow={missedInRow} onClose={onClose} />
  );
}

function BusyDialog({ store, onClose }: { store: StoreInfo; onClose(): void }) {
  const t = koCounter.busy;
  // The clock as the menu opens (the top bar keeps counting behind it).
  const [busy] = useState(() => leftMs(store.busy_until, Date.now()) > 0);
  const [extra, setExtra] = useState<number>(busy ? store.busy_extra_minutes : 20);
  const [period, setPeriod] = useState<number>(60);
  const edit = useEditBusy();
  const send = (extraMinutes: number) =>
    edit.mutate(
      { store_id: store.store_id, extra_minutes: extraMinutes, minutes: period },
      {
        onSuccess: () => {
          toast.success(extraMinutes ? t.done(extraMinutes) : t.ended);
          onClose();
        },
      },
    );
  return (
    <DialogBox
      title={t.title}
      onClose={onClose}
      footer={
        <>
          {busy ? (
            <Button size="xl" variant="outline" onClick={() => send(0)} disabled={edit.isPending}>
              {t.end}
            </Button>
          ) : null}
          <Button
            size="xl"
            palette="orange"
            grow
            loading={edit.isPending}
            onClick={() => send(extra)}
            data-testid="busy-start"
          >
            {t.start(extra, t.period(period))}
          </Button>
        </>
      }
    >
      <p className={s.note}>
        {busy && store.busy_until
          ? t.now(store.busy_extra_minutes, kstHm(Date.parse(store.busy_until)))
          : t.description}
      </p>
      <Choices
        label={t.extraLabel}
        values={BUSY_EXTRA_CHOICES}
        value={extra}
        text={t.extra}
        onPick={setExtra}
      />
      <Choices
        label={t.periodLabel}
        values={BUSY_PERIOD_CHOICES}
        value={period}
        text={t.period}
        onPick={setPeriod}
      />
    </DialogBox>
  );
}

function Choices({
  label,
  values,
  value,
  text,
  onPick,
}: {
  label: string;
  values: readonly number[];
  value: number;
  text(v: number): string;
  onPick(v: number): void;
}) {
  return (
    <div role="group" aria-label={label} className={s.group}>
      <span className={s.label}>{label}</span>
      <div className={s.choices}>
        {values.map((v) => (
          <Button
            key={v}
            size="xl"
            variant={v === value ? 'solid' : 'outline'}
            palette="orange"
            aria-pressed={v === value}
            onClick={() => onPick(v)}
          >
            {text(v)}
          </Button>
        ))}
      </div>
    </div>
  );
}

function PauseDialog({
  store,
  offer,
  missedInRow,
  onClose,
}: {
  store: StoreInfo;
  offer: boolean;
  missedInRow: number;
  onClose(): void;
}) {
  const t = koCounter.pause;
  const [opened] = useState(Date.now);
  const paused = leftMs(store.paused_until, opened) > 0;
  // Today's closing time for "영업 종료까지" (not offered in the missed-order offer).
  const hours = useQuery({ ...getStoreHoursQueryOptions({ store_id: store.store_id }), enabled: !offer });
  const closeAt = hours.data ? closingTime(hours.data.opening_hours, opened) : null;
  const pause = usePauseOrders();
  const resume = useResumeOrders();
  const busy = pause.isPending || resume.isPending;
  const pauseUntil = (end: Date) =>
    pause.mutate(
      {
        store_id: store.store_id,
        start_at: pauseStart(),
        end_at: end.toISOString(),
      },
      {
        onSuccess: () => {
          toast.success(t.done(kstHm(end)));
          onClose();
        },
      },
    );
  return (
    <DialogBox
      title={offer ? koCounter.offer.title : t.title}
      onClose={onClose}
      footer={
        offer ? (
          <Button size="xl" variant="outline" grow onClick={onClose} data-testid="pause-offer-keep">
            {koCounter.offer.keep}
          </Button>
        ) : paused ? (
          <Button
            size="xl"
            palette="teal"
            grow
            loading={resume.isPending}
            disabled={busy}
            data-testid="pause-resume"
            onClick={() =>
              resume.mutate(
                { store_id: store.store_id },
                {
                  onSuccess: () => {
                    toast.success(t.resumed);
                    onClose();
                  },
                },
              )
            }
          >
            {t.resume}
          </Button>
        ) : null
      }
    >
      <p className={s.note}>
        {offer
          ? koCounter.offer.description(missedInRow)
          : paused && store.paused_until
            ? t.now(kstHm(Date.parse(store.paused_until)))
            : t.description}
      </p>
      <div className={s.choices}>
        {PAUSE_MINUTE_CHOICES.map((m) => (
          <Button
            key={m}
            size="xl"
            palette="red"
            variant="outline"
            disabled={busy}
            onClick={() => pauseUntil(new Date(Date.now() + m * 60_000))}
          >
            {t.minutes(m)}
          </Button>
        ))}
        {offer ? null : (
          <Button
            size="xl"
            palette="red"
            variant="outline"
            disabled={busy || !closeAt}
            onClick={() => closeAt && pauseUntil(closeAt)}
            data-testid="pause-until-close"
          >
            {closeAt ? t.untilClose(kstHm(closeAt)) : t.noClose}
          </Button>
        )}
      </div>
    </DialogBox>
  );
}
