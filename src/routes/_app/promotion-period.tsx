import { createFileRoute } from '@tanstack/react-router';
import { listPeriodsQueryOptions } from '@/features/promotions/api/list-periods';
import { PeriodPage } from '@/features/promotions/components/period-page';
import { promotionSearchSchema } from '@/features/promotions/search';

export const Route = createFileRoute('/_app/promotion-period')({
  validateSearch: promotionSearchSchema,
  loaderDeps: ({ search }) => search,
  // Prefetch only: a refusal shows on the screen, not as a failed route.
  loader: ({ context: { queryClient, storeId }, deps }) => {
    if (storeId) void queryClient.prefetchQuery(listPeriodsQueryOptions({ store_id: storeId, ...deps }));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PeriodPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
