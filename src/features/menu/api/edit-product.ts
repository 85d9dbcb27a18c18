import { productEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useMenuWrite, type WriteCallbacks } from './use-menu-write';

export type EditProductBody = CallRequest<typeof productEditCall>;

export function editProduct(body: EditProductBody, idempotencyKey?: string) {
  return apiPost(productEditCall, body, { idempotencyKey });
}

export function useEditProduct(callbacks: WriteCallbacks<CallResponse<typeof productEditCall>> = {}) {
  return useMenuWrite(
    (vars: { body: EditProductBody; idempotencyKey?: string }) => editProduct(vars.body, vars.idempotencyKey),
    callbacks,
  );
}
