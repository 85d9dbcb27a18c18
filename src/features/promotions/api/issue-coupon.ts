import { couponIssueCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { promotionKeys } from './keys';

/** Gives a coupon to customers of the store; the coupon list (its issued count) and the issue list refetch. */
export const useIssueCoupon = (options: WriteOptions<typeof couponIssueCall> = {}) =>
  useApiMutation(couponIssueCall, { idempotent: true, invalidates: [promotionKeys.coupons()], ...options });
