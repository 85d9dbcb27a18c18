import { tempEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';
import { storeKeys } from '@/lib/queries/get-store-info';
import { setStoreStatus } from '@/state/store';

export type EditTempBody = CallRequest<typeof tempEditCall>;

export function editTemp(body: EditTempBody, idempotencyKey?: string) {
  return apiPost(tempEditCall, body, { idempotencyKey });
}

export function useEditTemp(callbacks: WriteCallbacks<CallResponse<typeof tempEditCall>> = {}) {
  return useSettingsWrite(
    (vars: { body: EditTempBody; idempotencyKey?: string }) => editTemp(vars.body, vars.idempotencyKey),
    [storeSettingsKeys.all, storeKeys.all],
    callbacks,
    // The shell's status badge reads the store status from the app state and store info.
    (data) => setStoreStatus(data.store_status),
  );
}
