import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelPaymentWithoutOrderCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type CancelPaymentWithoutOrderBody = CallRequest<typeof cancelPaymentWithoutOrderCall>;
export interface CancelPaymentWithoutOrderVars {
  body: CancelPaymentWithoutOrderBody;
  /** One key per intent (made when the confirm dialog opens): a double tap applies once. */
  idempotencyKey: string;
}

export function cancelPaymentWithoutOrder({ body, idempotencyKey }: CancelPaymentWithoutOrderVars) {
  return apiPost(cancelPaymentWithoutOrderCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: CallResponse<typeof cancelPaymentWithoutOrderCall>): void;
  onError?(error: ApiError): void;
}

/** A cancelled payment changes the payment lists, the sales and the PG figures: everything money. Invalidation runs first, then the caller's callbacks. */
export function useCancelPaymentWithoutOrder(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<CallResponse<typeof cancelPaymentWithoutOrderCall>, ApiError, CancelPaymentWithoutOrderVars>({
    mutationFn: cancelPaymentWithoutOrder,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: moneyKeys.all });
      callbacks.onSuccess?.(data);
    },
    onError: async (error) => {
      // A conflict means someone else changed it first: show the fresh state.
      await queryClient.invalidateQueries({ queryKey: moneyKeys.all });
      callbacks.onError?.(error);
    },
  });
}
