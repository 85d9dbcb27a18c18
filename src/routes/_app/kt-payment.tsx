import { createFileRoute } from '@tanstack/react-router';
import { listAdminOrdersQueryOptions } from '@/features/money/api/list-admin-orders';
import { AdminOrdersPage } from '@/features/money/components/admin-orders-page';
import { adminOrderSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/kt-payment')({
  validateSearch: adminOrderSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, storeId }, deps }) => {
    // A refused or invalid report is shown by the screen itself (its Korean message), not as a route error.
    if (storeId)
      await queryClient
        .ensureQueryData(listAdminOrdersQueryOptions({ store_id: storeId, ...deps }))
        .catch(() => undefined);
  },
  component: KtPaymentRoute,
});

function KtPaymentRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminOrdersPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => toUrlSearch({ ...prev, ...next }) })}
    />
  );
}
