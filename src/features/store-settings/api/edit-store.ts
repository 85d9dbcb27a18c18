import { storeEditCall, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { storeKeys } from '@/lib/queries/get-store-info';
import { setStoreInfo } from '@/state/store';
import { storeSettingsKeys } from './keys';
import { useSettingsWrite, type WriteCallbacks } from './use-settings-write';

export interface EditStoreFields {
  store_id: number;
  store_name: string;
  store_app_name: string;
  store_phone: string;
  store_address: string;
  store_description: string;
  /** The presigned upload's URL, '' to remove the logo, undefined to keep it. */
  store_logo?: string | undefined;
}

/** store/edit is multipart/form-data (spec §7). */
export function editStore(fields: EditStoreFields, idempotencyKey?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  return apiPost(storeEditCall, form, { idempotencyKey });
}

export function useEditStore(callbacks: WriteCallbacks<CallResponse<typeof storeEditCall>> = {}) {
  return useSettingsWrite(
    (vars: { fields: EditStoreFields; idempotencyKey?: string }) =>
      editStore(vars.fields, vars.idempotencyKey),
    [storeKeys.all, storeSettingsKeys.all],
    callbacks,
    // The shell's store name and logo come from the app state.
    (data) => setStoreInfo(data.store),
  );
}
