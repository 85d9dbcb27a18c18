import { productOrderEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useMenuWrite, type WriteCallbacks } from './use-menu-write';

export type ReorderProductsBody = CallRequest<typeof productOrderEditCall>;

export function reorderProducts(body: ReorderProductsBody, idempotencyKey?: string) {
  return apiPost(productOrderEditCall, body, { idempotencyKey });
}

export function useReorderProducts(
  callbacks: WriteCallbacks<CallResponse<typeof productOrderEditCall>> = {},
) {
  return useMenuWrite(
    (vars: { body: ReorderProductsBody; idempotencyKey?: string }) =>
      reorderProducts(vars.body, vars.idempotencyKey),
    callbacks,
  );
}
