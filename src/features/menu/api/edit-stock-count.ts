import { productCountEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useMenuWrite, type WriteCallbacks } from './use-menu-write';

export type EditStockCountBody = CallRequest<typeof productCountEditCall>;

export function editStockCount(body: EditStockCountBody, idempotencyKey?: string) {
  return apiPost(productCountEditCall, body, { idempotencyKey });
}

export function useEditStockCount(callbacks: WriteCallbacks<CallResponse<typeof productCountEditCall>> = {}) {
  return useMenuWrite(
    (vars: { body: EditStockCountBody; idempotencyKey?: string }) =>
      editStockCount(vars.body, vars.idempotencyKey),
    callbacks,
  );
}
