import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settlementConfirmCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type ConfirmSettlementBody = CallRequest<typeof settlementConfirmCall>;
export interface ConfirmSettlementVars {
  body: ConfirmSettlementBody;
  /** One key per intent (made when the confirm dialog opens): a double tap applies once. */
  idempotencyKey: string;
}

export function confirmSettlement({ body, idempotencyKey }: ConfirmSettlementVars) {
  return apiPost(settlementConfirmCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: CallResponse<typeof settlementConfirmCall>): void;
  onError?(error: ApiError): void;
}

/** Settlement lists. Invalidation runs first, then the caller's callbacks. */
export function useConfirmSettlement(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<CallResponse<typeof settlementConfirmCall>, ApiError, ConfirmSettlementVars>({
    mutationFn: confirmSettlement,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: moneyKeys.settlements() });
      callbacks.onSuccess?.(data);
    },
    onError: async (error) => {
      // A conflict means someone else changed it first: show the fresh state.
      await queryClient.invalidateQueries({ queryKey: moneyKeys.settlements() });
      callbacks.onError?.(error);
    },
  });
}
