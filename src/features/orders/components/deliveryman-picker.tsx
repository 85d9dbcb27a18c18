import { cx } from '@/components/ui/cx';
import { controlClass } from '@/components/ui/form';
import type { Order } from '@/contract';
import { ko } from '@/i18n/ko';
import { useAssignDeliveryman } from '../api/assign-deliveryman';
import { useWorkingDeliveryMen } from '../api/list-delivery-men';
import s from './orders.module.css';

/** On an open delivery order: who takes it out. */
export function DeliverymanPicker({ order }: { order: Order }) {
  const men = useWorkingDeliveryMen(order.store_id, true);
  const assign = useAssignDeliveryman();
  const list = men.data?.deliveryman_list ?? [];
  return (
    <div className={s.picker} onClick={(e) => e.stopPropagation()}>
      <span className={s.semibold}>{ko.orders.deliveryman}</span>
      <select
        className={cx(controlClass, s.select)}
        aria-label={ko.orders.deliveryman}
        value={order.deliveryman_id ?? ''}
        disabled={assign.isPending}
        data-testid="deliveryman-select"
        onChange={(e) => {
          const v = e.currentTarget.value;
          assign.mutate({
            store_id: order.store_id,
            order_id: order.order_id,
            deliveryman_id: v ? Number(v) : null,
          });
        }}
      >
        <option value="">{ko.orders.unassigned}</option>
        {list.map((m) => (
          <option key={m.deliveryman_id} value={m.deliveryman_id}>
            {m.deliveryman_name}
          </option>
        ))}
      </select>
    </div>
  );
}
