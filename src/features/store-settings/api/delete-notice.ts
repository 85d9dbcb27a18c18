import { noticeDelCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';

export type DeleteNoticeBody = CallRequest<typeof noticeDelCall>;

export function deleteNotice(body: DeleteNoticeBody, idempotencyKey?: string) {
  return apiPost(noticeDelCall, body, { idempotencyKey });
}

export function useDeleteNotice(callbacks: WriteCallbacks<CallResponse<typeof noticeDelCall>> = {}) {
  return useSettingsWrite(
    (vars: { body: DeleteNoticeBody; idempotencyKey?: string }) =>
      deleteNotice(vars.body, vars.idempotencyKey),
    [storeSettingsKeys.notices()],
    callbacks,
  );
}
