import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionPeriodEndCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { promotionKeys } from './keys';

export type EndPeriodBody = CallRequest<typeof promotionPeriodEndCall>;
export type EndPeriodResult = CallResponse<typeof promotionPeriodEndCall>;
export interface EndPeriodVars {
  body: EndPeriodBody;
  /** One key per intent (made when the form or confirm opens): a double tap applies once. */
  idempotencyKey: string;
}

export function endPeriod({ body, idempotencyKey }: EndPeriodVars) {
  return apiPost(promotionPeriodEndCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: EndPeriodResult): void;
  onError?(error: ApiError): void;
}

/** Invalidates periods first, then runs the caller's callbacks. */
export function useEndPeriod(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<EndPeriodResult, ApiError, EndPeriodVars>({
    mutationFn: endPeriod,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: promotionKeys.periods() });
      callbacks.onSuccess?.(data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
