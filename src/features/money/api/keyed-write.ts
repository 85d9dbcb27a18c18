import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallRequest } from '@/contract';
import { apiPost, type ApiCall, type ApiBody, type ApiData, type ApiError } from '@/lib/api-client';

export interface KeyedWriteVars<C extends ApiCall> {
  body: CallRequest<C>;
  /** One key per intent (made when the confirm dialog opens): a double tap applies once. */
  idempotencyKey: string;
}

export interface KeyedWriteCallbacks<C extends ApiCall> {
  onSuccess?(data: ApiData<C>): void;
  onError?(error: ApiError): void;
}

/**
 * A money write sent with an Idempotency-Key: the fetcher, and a hook that invalidates `invalidates`
 * (key prefixes, in order) before the caller's callbacks, on success and on failure alike (a conflict
 * means someone else changed it first: show the fresh state). Each call keeps its own file in api/.
 */
export function keyedWrite<C extends ApiCall>(call: C, invalidates: readonly QueryKey[]) {
  const send = ({ body, idempotencyKey }: KeyedWriteVars<C>): Promise<ApiData<C>> =>
    // CallRequest<C> is the JSON half of ApiBody<C>; TypeScript cannot see that for a generic C.
    apiPost(call, body as ApiBody<C>, { idempotencyKey });
  function useKeyedWrite(callbacks: KeyedWriteCallbacks<C> = {}) {
    const queryClient = useQueryClient();
    const refresh = async () => {
      for (const queryKey of invalidates) await queryClient.invalidateQueries({ queryKey });
    };
    return useMutation<ApiData<C>, ApiError, KeyedWriteVars<C>>({
      mutationFn: send,
      onSuccess: async (data) => {
        await refresh();
        callbacks.onSuccess?.(data);
      },
      onError: async (error) => {
        await refresh();
        callbacks.onError?.(error);
      },
    });
  }
  return { send, useKeyedWrite };
}
