import { couponEditCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { promotionKeys } from './keys';

/** Adds (no id) or edits a coupon. */
export const useEditCoupon = (options: WriteOptions<typeof couponEditCall> = {}) =>
  useApiMutation(couponEditCall, { idempotent: true, invalidates: [promotionKeys.coupons()], ...options });
