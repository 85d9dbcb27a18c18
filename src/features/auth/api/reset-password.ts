import { useMutation } from '@tanstack/react-query';
import { resetPasswordCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';

export type ResetPasswordBody = CallRequest<typeof resetPasswordCall>;
export type ResetPasswordResult = CallResponse<typeof resetPasswordCall>;

export function resetPassword(body: ResetPasswordBody) {
  return apiPost(resetPasswordCall, body);
}

/** Anonymous: nothing cached depends on it, so there is nothing to invalidate. */
export function useResetPassword(
  callbacks: { onSuccess?(data: ResetPasswordResult): void; onError?(error: ApiError): void } = {},
) {
  return useMutation<ResetPasswordResult, ApiError, ResetPasswordBody>({
    mutationFn: resetPassword,
    onSuccess: (data) => callbacks.onSuccess?.(data),
    onError: (error) => callbacks.onError?.(error),
  });
}
