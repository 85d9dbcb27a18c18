import { storeEditCall, type CallResponse } from '@/contract';
import { apiPost, type ApiOptions } from '@/lib/api-client';
import { setCachedStore } from '@/queries/get-store-info';
import { useApiMutation, type ApiMutationOptions } from '@/lib/use-api-mutation';
import { storeSettingsKeys } from './keys';

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
export function editStore(fields: EditStoreFields, options: ApiOptions = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  return apiPost(storeEditCall, form, options);
}

type Options = ApiMutationOptions<CallResponse<typeof storeEditCall>, EditStoreFields>;

/** Edits the store's own information; the idempotency key is bound to the fields, not the multipart form. */
export const useEditStore = (options: Options = {}) =>
  useApiMutation(editStore, {
    idempotent: true,
    // The store info takes the answer's store in setData: no second fetch of what was just answered.
    invalidates: [storeSettingsKeys.all],
    // The shell's store name and logo come from the store info query: it takes the answer at once.
    setData: (queryClient, data) => setCachedStore(queryClient, data.store),
    ...options,
  });
