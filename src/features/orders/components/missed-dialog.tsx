import { DialogBox } from '@/components/ui/dialog-box';
import { kstHm } from '@/contract';
import { koCounter } from '@/i18n/ko-counter';
import { useMissedOrders } from '../api/list-missed-orders';
import { useOrderLabels } from './order-labels';
import s from './missed.module.css';

/**
 * "오늘 놓친 주문": the day's missed-order log (store/order/missed/list) — which orders waited past the
 * store's limit, when they came and when (or whether) someone accepted them. What a manager looks at
 * after a rush, from the board where the misses happened.
 */
export function MissedDialog({ storeId, onClose }: { storeId: number; onClose(): void }) {
  const t = koCounter.missed;
  const labels = useOrderLabels();
  const log = useMissedOrders(storeId);
  const list = log.data?.missed_list ?? [];
  return (
    <DialogBox title={t.title} onClose={onClose} size="xl">
      {log.data ? <p className={s.note}>{t.description(log.data.missed_order_minutes)}</p> : null}
      {log.isPending ? (
        <p>{t.loading}</p>
      ) : log.isError && !log.data ? (
        <p role="alert">{t.failed}</p>
      ) : list.length ? (
        <table className={s.table} data-testid="missed-log">
          <thead>
            <tr>
              <th scope="col">{t.orderNo}</th>
              <th scope="col">{t.kind}</th>
              <th scope="col">{t.arrived}</th>
              <th scope="col">{t.accepted}</th>
              <th scope="col">{t.waited}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((o) => (
              <tr key={o.order_id} data-testid="missed-row" data-order-id={o.order_id}>
                <td>{o.order_no}</td>
                <td>{labels.type(o.order_type)}</td>
                <td>{kstHm(Date.parse(o.created_at))}</td>
                <td>{o.accepted_at ? kstHm(Date.parse(o.accepted_at)) : t.notAccepted}</td>
                <td>{t.minutes(o.waited_minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t.empty}</p>
      )}
    </DialogBox>
  );
}
