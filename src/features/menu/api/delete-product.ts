import { productDelCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useMenuWrite, type WriteCallbacks } from './use-menu-write';

export type DeleteProductBody = CallRequest<typeof productDelCall>;

export function deleteProduct(body: DeleteProductBody, idempotencyKey?: string) {
  return apiPost(productDelCall, body, { idempotencyKey });
}

export function useDeleteProduct(callbacks: WriteCallbacks<CallResponse<typeof productDelCall>> = {}) {
  return useMenuWrite(
    (vars: { body: DeleteProductBody; idempotencyKey?: string }) =>
      deleteProduct(vars.body, vars.idempotencyKey),
    callbacks,
  );
}
