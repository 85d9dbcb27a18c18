import { createFileRoute } from '@tanstack/react-router';
import { listStampsQueryOptions } from '@/features/promotions/api/list-stamps';
import { StampPage } from '@/features/promotions/components/stamp-page';
import { promotionSearchSchema } from '@/features/promotions/search';

export const Route = createFileRoute('/_app/promotion-stamp')({
  validateSearch: promotionSearchSchema,
  loaderDeps: ({ search }) => search,
  // Prefetch only: a refusal shows on the screen, not as a failed route.
  loader: ({ context: { queryClient, storeId }, deps }) => {
    if (storeId) void queryClient.prefetchQuery(listStampsQueryOptions({ store_id: storeId, ...deps }));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StampPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
    />
  );
}
