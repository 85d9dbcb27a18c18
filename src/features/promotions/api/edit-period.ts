import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionPeriodEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { promotionKeys } from './keys';

export type EditPeriodBody = CallRequest<typeof promotionPeriodEditCall>;
export type EditPeriodResult = CallResponse<typeof promotionPeriodEditCall>;
export interface EditPeriodVars {
  body: EditPeriodBody;
  /** One key per intent (made when the form or confirm opens): a double tap applies once. */
  idempotencyKey: string;
}

export function editPeriod({ body, idempotencyKey }: EditPeriodVars) {
  return apiPost(promotionPeriodEditCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: EditPeriodResult): void;
  onError?(error: ApiError): void;
}

/** Invalidates periods first, then runs the caller's callbacks. */
export function useEditPeriod(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<EditPeriodResult, ApiError, EditPeriodVars>({
    mutationFn: editPeriod,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: promotionKeys.periods() });
      callbacks.onSuccess?.(data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
