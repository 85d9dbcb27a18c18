import { memo, useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import type { Palette } from '@/components/ui/palette';
import {
  isOpenStatus,
  nextStatus,
  OrderAction,
  orderActions,
  OrderStatus,
  OrderType,
  type Order,
} from '@/contract';
import { ko } from '@/i18n/ko';
import { formatDateTime, formatWon } from '@/lib/format';
import { afterNextPaint } from '@/lib/yield';
import { DeliverymanPicker } from './deliveryman-picker';
import { ElapsedBadge } from './elapsed-badge';
import type { OrderLabels } from './order-labels';
import './pulses.css';
import s from './orders.module.css';

export const STATUS_PALETTE: Record<number, Palette> = {
  [OrderStatus.ORDERED]: 'red',
  [OrderStatus.ACCEPTED]: 'blue',
  [OrderStatus.READY]: 'green',
  [OrderStatus.SERVED]: 'gray',
  [OrderStatus.CANCEL]: 'gray',
};
const TYPE_PALETTE: Record<number, Palette> = { 1: 'purple', 2: 'teal', 3: 'cyan', 4: 'orange' };

export interface OrderCardProps {
  order: Order;
  labels: OrderLabels;
  /** The status an unsent action will give the order, or null when nothing is waiting. */
  pendingStatus: number | null;
  /** Sending now (online) or waiting for the network. */
  pendingMode: 'sending' | 'waiting' | null;
  isNew: boolean;
  /** Still new past the store's missed-order minutes (issue 26): the card flashes. */
  missed?: boolean;
  /**
   * The next-step button's tap: the board opens the accept dialog (or refuses a finger resting on the
   * button) and returns nothing, or returns the one-tap step for the card to start.
   */
  onAdvance(order: Order): (() => void) | undefined;
  onCancel(order: Order): void;
  onDetail(order: Order): void;
  onConfirmCancel(order: Order, approve: boolean): void;
  onAcknowledge(order: Order): void;
}

function where(order: Order): string | null {
  if (order.order_type === OrderType.TABLE && order.table_no) return `${ko.orders.table} ${order.table_no}`;
  if (
    (order.order_type === OrderType.PICKUP_RESERVE || order.order_type === OrderType.PICKUP) &&
    order.pickup_time
  )
    return `${ko.orders.pickupAt} ${formatDateTime(order.pickup_time)}`;
  if (order.order_type === OrderType.DELIVERY && order.delivery_address)
    return `${ko.orders.deliveryTo} ${order.delivery_address}`;
  return null;
}

/**
 * One order at the counter. Memoised on its props: a refresh that changes one order re-renders one
 * card (the list keeps unchanged orders' object identity through TanStack Query's structural sharing).
 */
export const OrderCard = memo(function OrderCard(props: OrderCardProps) {
  const { order, labels, pendingStatus, pendingMode, isNew, missed } = props;
  const status = pendingStatus ?? order.order_status;
  const open = isOpenStatus(status);
  const next = nextStatus(status);
  // The buttons follow the state an unsent action will leave the order in.
  const actions = orderActions({ ...order, order_status: status });
  const place = where(order);
  // A one-tap step (준비 완료, 완료…) shows on this card in the tap's own frame ("전송 중", buttons
  // off), and the step itself — the card moving to its next column, the board rendered again — starts
  // once that frame is painted: on a slow tablet's full board the move is tens of milliseconds the
  // finger should not wait for to see its tap taken (issue 27 §2). Accepting opens its dialog at once.
  const [stepping, setStepping] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const advance = () => {
    const step = props.onAdvance(order);
    if (!step) return;
    setStepping(true);
    afterNextPaint(() => {
      // Gone meanwhile (another tablet's step moved or closed it): nothing to step.
      if (!mounted.current) return;
      step();
      setStepping(false);
    });
  };
  const busy = pendingMode === 'sending' || stepping;
  const shownPending = stepping ? 'sending' : pendingMode;
  return (
    <article
      className={cx(s.card, isNew ? s.cardNew : order.cancel_requested ? s.cardAsked : null)}
      data-testid="order-card"
      data-order-id={order.order_id}
      data-order-no={order.order_no}
      data-status={status}
      // Styled by the attribute (orders.module.css): no class name in the script.
      data-missed={missed || undefined}
      onClick={isNew ? () => props.onAcknowledge(order) : undefined}
    >
      <div className={s.cardHead}>
        <div className={s.headRow}>
          <div className={s.headMain}>
            <div className={s.row}>
              <span className={s.orderNo} data-testid="order-no">
                {order.order_no}
              </span>
              {isNew ? (
                <Badge palette="red" variant="solid">
                  {ko.orders.newBadge}
                </Badge>
              ) : null}
              {missed ? (
                <Badge palette="red" variant="solid" data-testid="order-missed">
                  {ko.orders.missedBadge}
                </Badge>
              ) : null}
            </div>
            <div className={cx(s.row, s.wrap)}>
              <Badge palette={TYPE_PALETTE[order.order_type] ?? 'gray'} size="lg">
                {labels.type(order.order_type)}
              </Badge>
              <Badge
                palette={STATUS_PALETTE[status] ?? 'gray'}
                variant="solid"
                size="lg"
                data-testid="order-status"
              >
                {labels.status(status)}
              </Badge>
              {shownPending ? (
                <Badge palette="yellow" variant="solid" data-testid="order-pending">
                  {shownPending === 'sending' ? ko.orders.sending : ko.orders.waiting}
                </Badge>
              ) : null}
            </div>
          </div>
          <ElapsedBadge since={order.created_at} open={open} />
        </div>
        {place ? <p className={s.place}>{place}</p> : null}
      </div>
      <div className={s.cardBody}>
        <ul className={s.items}>
          {order.items.map((item, i) => (
            <li key={i}>
              <div className={s.item}>
                <span>{item.product_name}</span>
                <span className={s.qty}>{ko.orders.quantity(item.quantity)}</span>
              </div>
              {item.options.length ? (
                <p className={s.options}>
                  {item.options
                    .map((o) =>
                      o.option_price
                        ? `${o.option_name} ${ko.orders.optionPrice(formatWon(o.option_price))}`
                        : o.option_name,
                    )
                    .join(' · ')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        {order.request ? (
          <p className={s.note} data-testid="order-request">
            <span className={s.bold}>{ko.orders.request}</span> {order.request}
          </p>
        ) : null}
        {actions.includes(OrderAction.ASSIGN_DELIVERYMAN) ? <DeliverymanPicker order={order} /> : null}
        {actions.includes(OrderAction.APPROVE_CANCEL) ? (
          <div className={s.asked} data-testid="cancel-request">
            <p className={s.bold}>
              {ko.orders.cancelRequest.banner}: {order.cancel_reason}
            </p>
            <div className={cx(s.row, s.mt2)}>
              <Button palette="orange" onClick={() => props.onConfirmCancel(order, true)} disabled={busy}>
                {ko.orders.cancelRequest.approve}
              </Button>
              <Button variant="outline" onClick={() => props.onConfirmCancel(order, false)} disabled={busy}>
                {ko.orders.cancelRequest.reject}
              </Button>
            </div>
          </div>
        ) : null}
        {status === OrderStatus.CANCEL && order.cancel_reason ? (
          <p className={cx(s.mt2, s.muted)}>
            {ko.orders.info.cancelReason}: {order.cancel_reason}
          </p>
        ) : null}
      </div>
      <div className={s.cardFoot}>
        <div className={cx(s.row, s.between)}>
          <span className={s.muted}>
            {labels.pay(order.pay_type)}
            {order.prep_minutes ? ` · ${ko.orders.prep(order.prep_minutes)}` : ''}
            {order.discount_amount ? (
              <span data-testid="order-discount">
                {' '}
                · {ko.orders.discount(formatWon(order.discount_amount))}
              </span>
            ) : null}
          </span>
          <span className={s.total}>{formatWon(order.total_amount)}</span>
        </div>
        <div className={s.row}>
          {next !== undefined ? (
            <Button
              grow
              size="xl"
              className={s.advance}
              palette={STATUS_PALETTE[next] === 'gray' ? 'teal' : STATUS_PALETTE[next]}
              onClick={advance}
              disabled={busy}
              data-testid="order-advance"
            >
              {ko.orders.next[status]}
            </Button>
          ) : null}
          {actions.includes(OrderAction.CANCEL) ? (
            <Button
              size="xl"
              variant="outline"
              palette="red"
              onClick={() => props.onCancel(order)}
              disabled={busy}
            >
              {ko.orders.cancel}
            </Button>
          ) : null}
          <Button
            size="xl"
            variant="ghost"
            grow={next === undefined && !open}
            onClick={() => props.onDetail(order)}
          >
            {ko.orders.detail}
          </Button>
        </div>
      </div>
    </article>
  );
});
