import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api-client';

export interface WriteCallbacks<D> {
  onSuccess?(data: D): void;
  onError?(error: ApiError): void;
}

/** A write of the store-settings screens: its own invalidation (by key prefix) first, then the caller's callbacks. */
export function useSettingsWrite<D, V>(
  fn: (vars: V) => Promise<D>,
  invalidate: readonly QueryKey[],
  callbacks: WriteCallbacks<D> = {},
  afterSuccess?: (data: D) => void,
) {
  const queryClient = useQueryClient();
  return useMutation<D, ApiError, V>({
    mutationFn: fn,
    onSuccess: async (data) => {
      afterSuccess?.(data);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      callbacks.onSuccess?.(data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
