import { productSoldOutCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useMenuWrite, type WriteCallbacks } from './use-menu-write';

export type SetSoldOutBody = CallRequest<typeof productSoldOutCall>;

export function setSoldOut(body: SetSoldOutBody, idempotencyKey?: string) {
  return apiPost(productSoldOutCall, body, { idempotencyKey });
}

export function useSetSoldOut(callbacks: WriteCallbacks<CallResponse<typeof productSoldOutCall>> = {}) {
  return useMenuWrite(
    (vars: { body: SetSoldOutBody; idempotencyKey?: string }) => setSoldOut(vars.body, vars.idempotencyKey),
    callbacks,
  );
}
