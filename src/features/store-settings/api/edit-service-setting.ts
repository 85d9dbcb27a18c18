import { serviceManageEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';

export type EditServiceSettingBody = CallRequest<typeof serviceManageEditCall>;

export function editServiceSetting(body: EditServiceSettingBody, idempotencyKey?: string) {
  return apiPost(serviceManageEditCall, body, { idempotencyKey });
}

export function useEditServiceSetting(
  callbacks: WriteCallbacks<CallResponse<typeof serviceManageEditCall>> = {},
) {
  return useSettingsWrite(
    (vars: { body: EditServiceSettingBody; idempotencyKey?: string }) =>
      editServiceSetting(vars.body, vars.idempotencyKey),
    [storeSettingsKeys.all],
    callbacks,
  );
}
