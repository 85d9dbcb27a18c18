import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponEditCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { promotionKeys } from './keys';

export type EditCouponBody = CallRequest<typeof couponEditCall>;
export type EditCouponResult = CallResponse<typeof couponEditCall>;
export interface EditCouponVars {
  body: EditCouponBody;
  /** One key per intent (made when the form or confirm opens): a double tap applies once. */
  idempotencyKey: string;
}

export function editCoupon({ body, idempotencyKey }: EditCouponVars) {
  return apiPost(couponEditCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: EditCouponResult): void;
  onError?(error: ApiError): void;
}

/** Invalidates coupons first, then runs the caller's callbacks. */
export function useEditCoupon(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<EditCouponResult, ApiError, EditCouponVars>({
    mutationFn: editCoupon,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: promotionKeys.coupons() });
      callbacks.onSuccess?.(data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
