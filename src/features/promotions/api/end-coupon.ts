import { couponEndCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { promotionKeys } from './keys';

/** Ends a coupon early. */
export const useEndCoupon = (options: WriteOptions<typeof couponEndCall> = {}) =>
  useApiMutation(couponEndCall, { idempotent: true, invalidates: [promotionKeys.coupons()], ...options });
