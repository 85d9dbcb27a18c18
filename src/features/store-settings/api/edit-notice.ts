import { noticeEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';

export type EditNoticeBody = CallRequest<typeof noticeEditCall>;

export function editNotice(body: EditNoticeBody, idempotencyKey?: string) {
  return apiPost(noticeEditCall, body, { idempotencyKey });
}

export function useEditNotice(callbacks: WriteCallbacks<CallResponse<typeof noticeEditCall>> = {}) {
  return useSettingsWrite(
    (vars: { body: EditNoticeBody; idempotencyKey?: string }) => editNotice(vars.body, vars.idempotencyKey),
    [storeSettingsKeys.notices()],
    callbacks,
  );
}
