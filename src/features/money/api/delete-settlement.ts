import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settlementDelCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type DeleteSettlementBody = CallRequest<typeof settlementDelCall>;
export interface DeleteSettlementVars {
  body: DeleteSettlementBody;
  /** One key per intent (made when the confirm dialog opens): a double tap applies once. */
  idempotencyKey: string;
}

export function deleteSettlement({ body, idempotencyKey }: DeleteSettlementVars) {
  return apiPost(settlementDelCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: CallResponse<typeof settlementDelCall>): void;
  onError?(error: ApiError): void;
}

/** Settlement lists and the payments it frees. Invalidation runs first, then the caller's callbacks. */
export function useDeleteSettlement(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<CallResponse<typeof settlementDelCall>, ApiError, DeleteSettlementVars>({
    mutationFn: deleteSettlement,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: moneyKeys.settlements() });
      await queryClient.invalidateQueries({ queryKey: moneyKeys.payments() });
      callbacks.onSuccess?.(data);
    },
    onError: async (error) => {
      // A conflict means someone else changed it first: show the fresh state.
      await queryClient.invalidateQueries({ queryKey: moneyKeys.settlements() });
      await queryClient.invalidateQueries({ queryKey: moneyKeys.payments() });
      callbacks.onError?.(error);
    },
  });
}
