import { resetPasswordCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';

/**
 * Anonymous: nothing cached depends on it, so there is nothing to invalidate. Its dialog shows the
 * server's message itself (no toast).
 */
export const useResetPassword = (options: WriteOptions<typeof resetPasswordCall> = {}) =>
  useApiMutation(resetPasswordCall, { toastError: false, ...options });
