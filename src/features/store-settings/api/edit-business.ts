import { businessEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';

export type EditBusinessBody = CallRequest<typeof businessEditCall>;

export function editBusiness(body: EditBusinessBody, idempotencyKey?: string) {
  return apiPost(businessEditCall, body, { idempotencyKey });
}

export function useEditBusiness(callbacks: WriteCallbacks<CallResponse<typeof businessEditCall>> = {}) {
  return useSettingsWrite(
    (vars: { body: EditBusinessBody; idempotencyKey?: string }) =>
      editBusiness(vars.body, vars.idempotencyKey),
    [storeSettingsKeys.all],
    callbacks,
  );
}
