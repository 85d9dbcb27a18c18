import { dailyCloseCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';
import { storeKeys } from '@/lib/queries/get-store-info';
import { setStoreStatus } from '@/state/store';

export type DailyCloseBody = CallRequest<typeof dailyCloseCall>;

export function dailyClose(body: DailyCloseBody, idempotencyKey?: string) {
  return apiPost(dailyCloseCall, body, { idempotencyKey });
}

export function useDailyClose(callbacks: WriteCallbacks<CallResponse<typeof dailyCloseCall>> = {}) {
  return useSettingsWrite(
    (vars: { body: DailyCloseBody; idempotencyKey?: string }) => dailyClose(vars.body, vars.idempotencyKey),
    [storeSettingsKeys.all, storeKeys.all],
    callbacks,
    // The shell's status badge reads the store status from the app state and store info.
    (data) => setStoreStatus(data.store_status),
  );
}
