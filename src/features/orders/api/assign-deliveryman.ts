import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDeliverymanEditCall } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { newIntentKey } from '@/lib/intent-key';
import { ordersKeys } from '@/lib/queries/list-orders';

interface Vars {
  storeId: number;
  orderId: number;
  deliverymanId: number | null;
}

/** Assign (or clear) the delivery man of a delivery order; the lists refresh first, then the caller's callbacks. */
export function useAssignDeliveryman() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, orderId, deliverymanId }: Vars) =>
      apiPost(orderDeliverymanEditCall, { store_id: storeId, order_id: orderId, deliveryman_id: deliverymanId }, { idempotencyKey: newIntentKey() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.lists() }),
  });
}
