import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stampEndCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { promotionKeys } from './keys';

export type EndStampBody = CallRequest<typeof stampEndCall>;
export type EndStampResult = CallResponse<typeof stampEndCall>;
export interface EndStampVars {
  body: EndStampBody;
  /** One key per intent (made when the form or confirm opens): a double tap applies once. */
  idempotencyKey: string;
}

export function endStamp({ body, idempotencyKey }: EndStampVars) {
  return apiPost(stampEndCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: EndStampResult): void;
  onError?(error: ApiError): void;
}

/** Invalidates stamps first, then runs the caller's callbacks. */
export function useEndStamp(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<EndStampResult, ApiError, EndStampVars>({
    mutationFn: endStamp,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: promotionKeys.stamps() });
      callbacks.onSuccess?.(data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
