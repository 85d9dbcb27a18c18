import { useMutation } from '@tanstack/react-query';
import { findIdCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';

export type FindIdBody = CallRequest<typeof findIdCall>;
export type FindIdResult = CallResponse<typeof findIdCall>;

export function findId(body: FindIdBody) {
  return apiPost(findIdCall, body);
}

/** Anonymous: nothing cached depends on it, so there is nothing to invalidate. */
export function useFindId(
  callbacks: { onSuccess?(data: FindIdResult): void; onError?(error: ApiError): void } = {},
) {
  return useMutation<FindIdResult, ApiError, FindIdBody>({
    mutationFn: findId,
    onSuccess: (data) => callbacks.onSuccess?.(data),
    onError: (error) => callbacks.onError?.(error),
  });
}
