/** Query keys of the promotion screens; mutations invalidate by these prefixes. */
export const promotionKeys = {
  all: ['promotions'] as const,
  coupons: () => [...promotionKeys.all, 'coupons'] as const,
  couponList: (body: object) => [...promotionKeys.coupons(), 'list', body] as const,
  couponIssueList: (body: object) => [...promotionKeys.coupons(), 'issues', body] as const,
  customerSearch: (body: object) => [...promotionKeys.all, 'customers', body] as const,
  stamps: () => [...promotionKeys.all, 'stamps'] as const,
  stampList: (body: object) => [...promotionKeys.stamps(), 'list', body] as const,
  periods: () => [...promotionKeys.all, 'periods'] as const,
  periodList: (body: object) => [...promotionKeys.periods(), 'list', body] as const,
};
