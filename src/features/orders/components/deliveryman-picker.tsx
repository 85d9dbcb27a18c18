import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import toast from 'react-hot-toast';
import type { Order } from '@/contract';
import { ko } from '@/i18n/ko';
import { useAssignDeliveryman } from '../api/assign-deliveryman';
import { useWorkingDeliveryMen } from '../api/list-delivery-men';

/** On an open delivery order: who takes it out. */
export function DeliverymanPicker({ order }: { order: Order }) {
  const men = useWorkingDeliveryMen(order.store_id, true);
  const assign = useAssignDeliveryman();
  const list = men.data?.deliveryman_list ?? [];
  return (
    <HStack gap="2" mt="2" onClick={(e) => e.stopPropagation()}>
      <Text fontSize="sm" fontWeight="semibold" flexShrink={0}>
        {ko.orders.deliveryman}
      </Text>
      <NativeSelect.Root size="md" disabled={assign.isPending}>
        <NativeSelect.Field
          aria-label={ko.orders.deliveryman}
          value={order.deliveryman_id ?? ''}
          data-testid="deliveryman-select"
          onChange={(e) => {
            const v = e.currentTarget.value;
            assign.mutate(
              { storeId: order.store_id, orderId: order.order_id, deliverymanId: v ? Number(v) : null },
              { onError: (err) => toast.error(err.message) },
            );
          }}
        >
          <option value="">{ko.orders.unassigned}</option>
          {list.map((m) => (
            <option key={m.deliveryman_id} value={m.deliveryman_id}>
              {m.deliveryman_name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
