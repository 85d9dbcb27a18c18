import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transactionEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type EditBillBody = CallRequest<typeof transactionEditCall>;
export interface EditBillVars {
  body: EditBillBody;
  /** One key per intent (made when the confirm dialog opens): a double tap applies once. */
  idempotencyKey: string;
}

export function editBill({ body, idempotencyKey }: EditBillVars) {
  return apiPost(transactionEditCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: CallResponse<typeof transactionEditCall>): void;
  onError?(error: ApiError): void;
}

/** Bills and the bill-order picker (which orders are taken). Invalidation runs first, then the caller's callbacks. */
export function useEditBill(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<CallResponse<typeof transactionEditCall>, ApiError, EditBillVars>({
    mutationFn: editBill,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: moneyKeys.bills() });
      callbacks.onSuccess?.(data);
    },
    onError: async (error) => {
      // A conflict means someone else changed it first: show the fresh state.
      await queryClient.invalidateQueries({ queryKey: moneyKeys.bills() });
      callbacks.onError?.(error);
    },
  });
}
