import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settlementAddCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type AddSettlementBody = CallRequest<typeof settlementAddCall>;
export interface AddSettlementVars {
  body: AddSettlementBody;
  /** One key per intent (made when the confirm dialog opens): a double tap applies once. */
  idempotencyKey: string;
}

export function addSettlement({ body, idempotencyKey }: AddSettlementVars) {
  return apiPost(settlementAddCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: CallResponse<typeof settlementAddCall>): void;
  onError?(error: ApiError): void;
}

/** Settlement lists and the payments (their settlement column). Invalidation runs first, then the caller's callbacks. */
export function useAddSettlement(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<CallResponse<typeof settlementAddCall>, ApiError, AddSettlementVars>({
    mutationFn: addSettlement,
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
