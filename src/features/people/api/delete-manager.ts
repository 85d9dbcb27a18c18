import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managerDelCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type DeleteManagerBody = CallRequest<typeof managerDelCall>;
export type DeleteManagerResult = CallResponse<typeof managerDelCall>;
export interface DeleteManagerVars {
  body: DeleteManagerBody;
  /** One key per intent (made when the form or confirm opens): a double tap applies once. */
  idempotencyKey: string;
}

export function deleteManager({ body, idempotencyKey }: DeleteManagerVars) {
  return apiPost(managerDelCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: DeleteManagerResult): void;
  onError?(error: ApiError): void;
}

/** Invalidates managers first, then runs the caller's callbacks. */
export function useDeleteManager(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<DeleteManagerResult, ApiError, DeleteManagerVars>({
    mutationFn: deleteManager,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: peopleKeys.managers() });
      callbacks.onSuccess?.(data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
