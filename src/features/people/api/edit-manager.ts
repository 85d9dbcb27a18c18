import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managerEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type EditManagerBody = CallRequest<typeof managerEditCall>;
export type EditManagerResult = CallResponse<typeof managerEditCall>;
export interface EditManagerVars {
  body: EditManagerBody;
  /** One key per intent (made when the form or confirm opens): a double tap applies once. */
  idempotencyKey: string;
}

export function editManager({ body, idempotencyKey }: EditManagerVars) {
  return apiPost(managerEditCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: EditManagerResult): void;
  onError?(error: ApiError): void;
}

/** Invalidates managers first, then runs the caller's callbacks. */
export function useEditManager(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<EditManagerResult, ApiError, EditManagerVars>({
    mutationFn: editManager,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: peopleKeys.managers() });
      callbacks.onSuccess?.(data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
