import { testNotiCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';

/** /test: asks the server to send this store a real socket notification (cmd 501); every tap sends one. */
export const useSendTestNoti = (options: WriteOptions<typeof testNotiCall> = {}) =>
  useApiMutation(testNotiCall, options);
