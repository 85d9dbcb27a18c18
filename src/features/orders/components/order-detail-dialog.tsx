import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { DialogBox } from '@/components/ui/dialog-box';
import { Spinner } from '@/components/ui/spinner';
import { PaymentStatus, type Order } from '@/contract';
import { ko } from '@/i18n/ko';
import { formatDateTime, formatWon } from '@/lib/format';
import { useOrderInfo } from '@/queries/get-order-info';
import { useHasPrinter, useReprintOrder } from '../api/print-order';
import type { OrderLabels } from './order-labels';
import { PrintTicket } from './print-ticket';
import s from './orders.module.css';
import ds from './order-dialogs.module.css';

/** store/order/info: the order as the server has it now, with its payments; print from here. */
export function OrderDetailDialog({
  order,
  labels,
  storeName,
  onClose,
}: {
  order: Order;
  labels: OrderLabels;
  storeName: string;
  onClose(): void;
}) {
  const info = useOrderInfo(order.store_id, order.order_id);
  const [printing, setPrinting] = useState(false);
  // A store with a network printer reprints there; the browser's print is for stores without one.
  const hasPrinter = useHasPrinter(order.store_id);
  const reprint = useReprintOrder();
  const current = info.data?.order ?? order;
  const t = ko.orders.info;
  return (
    <DialogBox
      onClose={onClose}
      size="xl"
      title={t.title(current.order_no)}
      footer={
        hasPrinter === false ? (
          // Keyed apart: two different actions, never one button that changes what it does under a finger.
          <Button
            key="browser-print"
            size="xl"
            palette="teal"
            onClick={() => setPrinting(true)}
            data-testid="print-order"
          >
            {t.print}
          </Button>
        ) : (
          <Button
            key="reprint"
            size="xl"
            palette="teal"
            loading={hasPrinter === null || reprint.isPending}
            onClick={() => reprint.mutate({ store_id: current.store_id, order_id: current.order_id })}
            data-testid="reprint-order"
          >
            {t.reprint}
          </Button>
        )
      }
    >
      <div className={cx(s.stack, s.detail)}>
        <div className={s.row}>
          <Badge size="lg">{labels.type(current.order_type)}</Badge>
          <Badge size="lg" variant="solid">
            {labels.status(current.order_status)}
          </Badge>
          {info.isFetching ? <Spinner size="1rem" /> : null}
        </div>
        <p>
          {t.orderedAt}: {formatDateTime(current.created_at)} · {t.updatedAt}:{' '}
          {formatDateTime(current.updated_at)}
        </p>
        {current.customer_name || current.customer_phone ? (
          <p>
            {t.customer}: {current.customer_name ?? ''} {current.customer_phone ?? ''}
          </p>
        ) : null}
        {current.cancel_reason ? (
          <p>
            {t.cancelReason}: {current.cancel_reason}
          </p>
        ) : null}
        <hr className={ds.rule} />
        <ul className={s.items}>
          {current.items.map((item, i) => (
            <li key={i} className={cx(s.row, s.between)}>
              <div>
                <p>
                  {item.product_name} {ko.orders.quantity(item.quantity)}
                </p>
                {item.options.length ? (
                  <p className={s.muted}>{item.options.map((o) => o.option_name).join(' · ')}</p>
                ) : null}
              </div>
              <span>
                {formatWon(
                  item.quantity * (item.price + item.options.reduce((sum, o) => sum + o.option_price, 0)),
                )}
              </span>
            </li>
          ))}
          {current.delivery_fee > 0 ? (
            <li className={cx(s.row, s.between)} data-testid="order-delivery-fee">
              <span>{ko.orders.deliveryFee}</span>
              <span>{formatWon(current.delivery_fee)}</span>
            </li>
          ) : null}
          {(current.discounts ?? []).map((d, i) => (
            <li key={i} className={cx(s.row, s.between)} data-testid="order-discount-line">
              <span>{d.label}</span>
              <span>{ko.orders.discountLine(d.amount ? formatWon(d.amount) : null)}</span>
            </li>
          ))}
          <li className={cx(s.row, s.between, s.bold)}>
            <span>{ko.orders.total}</span>
            <span>{formatWon(current.total_amount)}</span>
          </li>
        </ul>
        {current.request ? (
          <p className={s.note}>
            {ko.orders.request}: {current.request}
          </p>
        ) : null}
        <hr className={ds.rule} />
        <p className={s.semibold}>{t.payments}</p>
        <table className={ds.payments}>
          <tbody>
            {(info.data?.payments ?? []).map((p) => (
              <tr key={p.payment_id}>
                <td>{labels.pay(p.pay_type)}</td>
                <td>{p.card_name ?? ''}</td>
                <td>
                  {t.approval} {p.approval_no ?? '-'}
                </td>
                <td>{p.payment_status === PaymentStatus.CANCELLED ? t.refunded : t.paid}</td>
                <td>{formatWon(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {printing ? (
        <PrintTicket
          order={current}
          labels={labels}
          storeName={storeName}
          onDone={() => setPrinting(false)}
        />
      ) : null}
    </DialogBox>
  );
}
