import { createFileRoute } from '@tanstack/react-router';
import { listBillOrdersQueryOptions } from '@/features/money/api/list-bill-orders';
import { BillEditPage } from '@/features/money/components/bill-edit-page';
import { billEditSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/bill-edit')({
  validateSearch: billEditSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, storeId }, deps }) => {
    // A refused or invalid report is shown by the screen itself (its Korean message), not as a route error.
    if (storeId)
      await queryClient
        .ensureQueryData(listBillOrdersQueryOptions({ store_id: storeId, ...deps }))
        .catch(() => undefined);
  },
  component: BillEditRoute,
});

function BillEditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BillEditPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => toUrlSearch({ ...prev, ...next }) })}
    />
  );
}
