import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stampEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { promotionKeys } from './keys';

export type EditStampBody = CallRequest<typeof stampEditCall>;
export type EditStampResult = CallResponse<typeof stampEditCall>;
export interface EditStampVars {
  body: EditStampBody;
  /** One key per intent (made when the form or confirm opens): a double tap applies once. */
  idempotencyKey: string;
}

export function editStamp({ body, idempotencyKey }: EditStampVars) {
  return apiPost(stampEditCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: EditStampResult): void;
  onError?(error: ApiError): void;
}

/** Invalidates stamps first, then runs the caller's callbacks. */
export function useEditStamp(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<EditStampResult, ApiError, EditStampVars>({
    mutationFn: editStamp,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: promotionKeys.stamps() });
      callbacks.onSuccess?.(data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
