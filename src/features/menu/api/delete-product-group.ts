import { productGroupDelCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useMenuWrite, type WriteCallbacks } from './use-menu-write';

export type DeleteProductGroupBody = CallRequest<typeof productGroupDelCall>;

export function deleteProductGroup(body: DeleteProductGroupBody, idempotencyKey?: string) {
  return apiPost(productGroupDelCall, body, { idempotencyKey });
}

export function useDeleteProductGroup(
  callbacks: WriteCallbacks<CallResponse<typeof productGroupDelCall>> = {},
) {
  return useMenuWrite(
    (vars: { body: DeleteProductGroupBody; idempotencyKey?: string }) =>
      deleteProductGroup(vars.body, vars.idempotencyKey),
    callbacks,
  );
}
