import { playInfoEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';

export type EditPlayInfoBody = CallRequest<typeof playInfoEditCall>;

export function editPlayInfo(body: EditPlayInfoBody, idempotencyKey?: string) {
  return apiPost(playInfoEditCall, body, { idempotencyKey });
}

export function useEditPlayInfo(callbacks: WriteCallbacks<CallResponse<typeof playInfoEditCall>> = {}) {
  return useSettingsWrite(
    (vars: { body: EditPlayInfoBody; idempotencyKey?: string }) =>
      editPlayInfo(vars.body, vars.idempotencyKey),
    [storeSettingsKeys.plays()],
    callbacks,
  );
}
