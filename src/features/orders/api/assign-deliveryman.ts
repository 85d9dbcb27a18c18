import { orderDeliverymanEditCall } from '@/contract';
import { ordersKeys } from '@/queries/list-orders';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';

/**
 * Assign (or clear) the delivery man of a delivery order. Not through the outbox: it is not a state
 * change of the order, and the picker shows that it is busy. A conflict refetches the lists too.
 */
export const useAssignDeliveryman = (options: WriteOptions<typeof orderDeliverymanEditCall> = {}) =>
  useApiMutation(orderDeliverymanEditCall, {
    idempotent: true,
    invalidates: [ordersKeys.lists()],
    onConflictInvalidate: true,
    ...options,
  });
