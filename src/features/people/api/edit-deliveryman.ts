import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliverymanEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type EditDeliverymanBody = CallRequest<typeof deliverymanEditCall>;
export type EditDeliverymanResult = CallResponse<typeof deliverymanEditCall>;
export interface EditDeliverymanVars {
  body: EditDeliverymanBody;
  /** One key per intent (made when the form or confirm opens): a double tap applies once. */
  idempotencyKey: string;
}

export function editDeliveryman({ body, idempotencyKey }: EditDeliverymanVars) {
  return apiPost(deliverymanEditCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: EditDeliverymanResult): void;
  onError?(error: ApiError): void;
}

/** Invalidates deliverymen first, then runs the caller's callbacks. */
export function useEditDeliveryman(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<EditDeliverymanResult, ApiError, EditDeliverymanVars>({
    mutationFn: editDeliveryman,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: peopleKeys.deliverymen() });
      callbacks.onSuccess?.(data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
