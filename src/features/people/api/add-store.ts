import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAddCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { peopleKeys } from './keys';

export type AddStoreBody = CallRequest<typeof storeAddCall>;
export type AddStoreResult = CallResponse<typeof storeAddCall>;
export interface AddStoreVars {
  body: AddStoreBody;
  /** One key per intent (made when the form or confirm opens): a double tap applies once. */
  idempotencyKey: string;
}

export function addStore({ body, idempotencyKey }: AddStoreVars) {
  return apiPost(storeAddCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: AddStoreResult): void;
  onError?(error: ApiError): void;
}

/** Invalidates stores first, then runs the caller's callbacks. */
export function useAddStore(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<AddStoreResult, ApiError, AddStoreVars>({
    mutationFn: addStore,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: peopleKeys.stores() });
      callbacks.onSuccess?.(data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
