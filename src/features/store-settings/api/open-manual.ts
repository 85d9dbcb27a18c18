import { openManualCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';
import { storeKeys } from '@/lib/queries/get-store-info';
import { setStoreStatus } from '@/state/store';

export type OpenManualBody = CallRequest<typeof openManualCall>;

export function openManual(body: OpenManualBody, idempotencyKey?: string) {
  return apiPost(openManualCall, body, { idempotencyKey });
}

export function useOpenManual(callbacks: WriteCallbacks<CallResponse<typeof openManualCall>> = {}) {
  return useSettingsWrite(
    (vars: { body: OpenManualBody; idempotencyKey?: string }) => openManual(vars.body, vars.idempotencyKey),
    [storeSettingsKeys.all, storeKeys.all],
    callbacks,
    // The shell's status badge reads the store status from the app state and store info.
    (data) => setStoreStatus(data.store_status),
  );
}
