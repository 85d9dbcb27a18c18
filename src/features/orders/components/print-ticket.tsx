import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { Order } from '@/contract';
import { ko } from '@/i18n/ko';
import { formatDateTime, formatWon } from '@/lib/format';
import type { OrderLabels } from './order-labels';

/**
 * A kitchen ticket / receipt laid out for an 80 mm printer. It renders into its own root that the
 * print stylesheet (index.html) shows alone, then calls window.print() and closes after printing.
 */
export function PrintTicket({
  order,
  labels,
  storeName,
  onDone,
}: {
  order: Order;
  labels: OrderLabels;
  storeName: string;
  onDone(): void;
}) {
  useEffect(() => {
    const done = () => onDone();
    globalThis.addEventListener('afterprint', done);
    const t = setTimeout(() => globalThis.print(), 50);
    return () => {
      clearTimeout(t);
      globalThis.removeEventListener('afterprint', done);
    };
  }, [onDone]);
  return createPortal(
    <div className="print-ticket" data-testid="print-ticket">
      <h1>{storeName}</h1>
      <p className="big">
        {order.order_no} · {labels.type(order.order_type)}
      </p>
      {order.table_no ? (
        <p className="big">
          {ko.orders.table} {order.table_no}
        </p>
      ) : null}
      {order.pickup_time ? (
        <p>
          {ko.orders.pickupAt} {formatDateTime(order.pickup_time)}
        </p>
      ) : null}
      {order.delivery_address ? (
        <p>
          {ko.orders.deliveryTo} {order.delivery_address}
        </p>
      ) : null}
      <p>{formatDateTime(order.created_at)}</p>
      <hr />
      <table>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i}>
              <td>
                {item.product_name}
                {item.options.map((o) => (
                  <div key={o.option_name} className="opt">
                    + {o.option_name}
                  </div>
                ))}
              </td>
              <td className="qty">{item.quantity}</td>
              <td className="amt">
                {formatWon(
                  item.quantity * (item.price + item.options.reduce((s, o) => s + o.option_price, 0)),
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.request ? (
        <p className="req">
          {ko.orders.request}: {order.request}
        </p>
      ) : null}
      <hr />
      {order.delivery_fee > 0 ? (
        <p>
          {ko.orders.deliveryFee} {formatWon(order.delivery_fee)}
        </p>
      ) : null}
      {(order.discounts ?? []).map((d, i) => (
        <p key={i}>
          {d.label} {ko.orders.discountLine(d.amount ? formatWon(d.amount) : null)}
        </p>
      ))}
      <p className="big">
        {ko.orders.total} {formatWon(order.total_amount)}
      </p>
      <p>{labels.pay(order.pay_type)}</p>
      <p className="small">
        {ko.orders.ticket.printedAt} {formatDateTime(new Date())}
      </p>
    </div>,
    document.body,
  );
}
