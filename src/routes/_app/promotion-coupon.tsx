import { createFileRoute } from '@tanstack/react-router';
import { listCouponsQueryOptions } from '@/features/promotions/api/list-coupons';
import { CouponPage } from '@/features/promotions/components/coupon-page';
import { promotionSearchSchema } from '@/features/promotions/search';

export const Route = createFileRoute('/_app/promotion-coupon')({
  validateSearch: promotionSearchSchema,
  loaderDeps: ({ search }) => search,
  // Prefetch only: a refusal shows on the screen, not as a failed route.
  loader: ({ context: { queryClient, storeId }, deps }) => {
    if (storeId) void queryClient.prefetchQuery(listCouponsQueryOptions({ store_id: storeId, ...deps }));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CouponPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
