import { productGroupOrderEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost } from '@/lib/api-client';
import { useMenuWrite, type WriteCallbacks } from './use-menu-write';

export type ReorderProductGroupsBody = CallRequest<typeof productGroupOrderEditCall>;

export function reorderProductGroups(body: ReorderProductGroupsBody, idempotencyKey?: string) {
  return apiPost(productGroupOrderEditCall, body, { idempotencyKey });
}

export function useReorderProductGroups(
  callbacks: WriteCallbacks<CallResponse<typeof productGroupOrderEditCall>> = {},
) {
  return useMenuWrite(
    (vars: { body: ReorderProductGroupsBody; idempotencyKey?: string }) =>
      reorderProductGroups(vars.body, vars.idempotencyKey),
    callbacks,
  );
}
