import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponEndCall, type CallRequest, type CallResponse } from '@/contract';
import { apiPost, type ApiError } from '@/lib/api-client';
import { promotionKeys } from './keys';

export type EndCouponBody = CallRequest<typeof couponEndCall>;
export type EndCouponResult = CallResponse<typeof couponEndCall>;
export interface EndCouponVars {
  body: EndCouponBody;
  /** One key per intent (made when the form or confirm opens): a double tap applies once. */
  idempotencyKey: string;
}

export function endCoupon({ body, idempotencyKey }: EndCouponVars) {
  return apiPost(couponEndCall, body, { idempotencyKey });
}

interface Callbacks {
  onSuccess?(data: EndCouponResult): void;
  onError?(error: ApiError): void;
}

/** Invalidates coupons first, then runs the caller's callbacks. */
export function useEndCoupon(callbacks: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation<EndCouponResult, ApiError, EndCouponVars>({
    mutationFn: endCoupon,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: promotionKeys.coupons() });
      callbacks.onSuccess?.(data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}
