import { useMutation } from '@tanstack/react-query';
import { testNotiCall } from '@/contract';
import { apiPost } from '@/lib/api-client';

export function sendTestNoti(storeId: number) {
  return apiPost(testNotiCall, { store_id: storeId });
}

/** /test: asks the server to send this store a real socket notification (cmd 501). */
export function useSendTestNoti() {
  return useMutation({ mutationFn: (storeId: number) => sendTestNoti(storeId) });
}
