import { useMutation } from '@tanstack/react-query';
import { findPasswordCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';

export type FindPasswordBody = CallRequest<typeof findPasswordCall>;
export type FindPasswordResult = CallResponse<typeof findPasswordCall>;

export function findPassword(body: FindPasswordBody) {
  return apiPost(findPasswordCall, body);
}

/** Anonymous: nothing cached depends on it, so there is nothing to invalidate. */
export function useFindPassword(
  callbacks: { onSuccess?(data: FindPasswordResult): void; onError?(error: ApiError): void } = {},
) {
  return useMutation<FindPasswordResult, ApiError, FindPasswordBody>({
    mutationFn: findPassword,
    onSuccess: (data) => callbacks.onSuccess?.(data),
    onError: (error) => callbacks.onError?.(error),
  });
}
