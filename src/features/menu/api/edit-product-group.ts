import { productGroupEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useMenuWrite, type WriteCallbacks } from './use-menu-write';

export type EditProductGroupBody = CallRequest<typeof productGroupEditCall>;

export function editProductGroup(body: EditProductGroupBody, idempotencyKey?: string) {
  return apiPost(productGroupEditCall, body, { idempotencyKey });
}

export function useEditProductGroup(
  callbacks: WriteCallbacks<CallResponse<typeof productGroupEditCall>> = {},
) {
  return useMenuWrite(
    (vars: { body: EditProductGroupBody; idempotencyKey?: string }) =>
      editProductGroup(vars.body, vars.idempotencyKey),
    callbacks,
  );
}
