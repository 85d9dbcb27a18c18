import { tempDelCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';
import { storeKeys } from '@/lib/queries/get-store-info';
import { setStoreStatus } from '@/state/store';

export type DeleteTempBody = CallRequest<typeof tempDelCall>;

export function deleteTemp(body: DeleteTempBody, idempotencyKey?: string) {
  return apiPost(tempDelCall, body, { idempotencyKey });
}

export function useDeleteTemp(callbacks: WriteCallbacks<CallResponse<typeof tempDelCall>> = {}) {
  return useSettingsWrite(
    (vars: { body: DeleteTempBody; idempotencyKey?: string }) => deleteTemp(vars.body, vars.idempotencyKey),
    [storeSettingsKeys.all, storeKeys.all],
    callbacks,
    // The shell's status badge reads the store status from the app state and store info.
    (data) => setStoreStatus(data.store_status),
  );
}
