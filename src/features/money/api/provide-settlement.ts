import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settlementProvideCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { moneyKeys } from './keys';

export type ProvideSettlementBody = CallRequest<typeof settlementProvideCall>;
export interface ProvideSettlementVars {
  body: ProvideSettlementBody;
  /** One key per intent (made when the confirm dialog opens): a double tap applies once. */
  idempotencyKey: string;
}

export function provideSettlement({ body, idempotencyKey }: ProvideSettlementVars) {
  return apiPost(settlementProvideCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: CallResponse<typeof settlementProvideCall>): void;
  onError?(error: ApiError): void;
}

/** Settlement lists. Invalidation runs first, then the caller's callbacks. */
export function useProvideSettlement(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<CallResponse<typeof settlementProvideCall>, ApiError, ProvideSettlementVars>({
    mutationFn: provideSettlement,
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
