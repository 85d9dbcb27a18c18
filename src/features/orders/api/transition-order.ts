import { useCallback } from 'react';
import {
  OrderStatus,
  orderCancelCall,
  orderCancelConfirmCall,
  orderStatusEditCall,
  type CallRequest,
  type Order,
} from '@/contract';
import { newIntentKey } from '@/lib/intent-key';
import { enqueue } from '@/features/live';
import { acknowledge } from '@/state/live';

/**
 * Order actions go through the durable outbox (features/live/outbox.ts): written to IndexedDB, then sent with a
 * fresh Idempotency-Key per tap. The card shows the target state at once, marked as sending.
 * The one write not on lib/use-api-mutation: it must survive a reload and replay offline, which a mutation cannot.
 */
function useEnqueue() {
  return useCallback((order: Order, path: string, body: Record<string, unknown>, targetStatus: number) => {
    acknowledge(order.order_id);
    return enqueue({
      id: newIntentKey(),
      storeId: order.store_id,
      orderId: order.order_id,
      orderNo: order.order_no,
      path,
      body,
      targetStatus,
      createdAt: Date.now(),
    });
  }, []);
}

/** accept (with a prep quote), ready, served: the next step of the state machine. */
export function useAdvanceOrder() {
  const send = useEnqueue();
  return useCallback(
    (order: Order, nextStatus: number, prepMinutes?: number) => {
      const body: CallRequest<typeof orderStatusEditCall> = {
        store_id: order.store_id,
        order_id: order.order_id,
        from_status: order.order_status,
        order_status: nextStatus,
        ...(prepMinutes !== undefined ? { prep_minutes: prepMinutes } : {}),
      };
      return send(order, orderStatusEditCall.path, body, nextStatus);
    },
    [send],
  );
}

export function useCancelOrder() {
  const send = useEnqueue();
  return useCallback(
    (order: Order, reason: string) => {
      const body: CallRequest<typeof orderCancelCall> = {
        store_id: order.store_id,
        order_id: order.order_id,
        from_status: order.order_status,
        cancel_reason: reason,
      };
      return send(order, orderCancelCall.path, body, OrderStatus.CANCEL);
    },
    [send],
  );
}

/** Approve (order cancelled and refunded) or reject a customer's cancel request. */
export function useConfirmCancel() {
  const send = useEnqueue();
  return useCallback(
    (order: Order, approve: boolean) => {
      const body: CallRequest<typeof orderCancelConfirmCall> = {
        store_id: order.store_id,
        order_id: order.order_id,
        approve: approve ? 1 : 0,
      };
      return send(
        order,
        orderCancelConfirmCall.path,
        body,
        approve ? OrderStatus.CANCEL : order.order_status,
      );
    },
    [send],
  );
}
