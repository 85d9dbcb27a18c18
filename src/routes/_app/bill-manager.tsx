import { createFileRoute } from '@tanstack/react-router';
import { listBillsQueryOptions } from '@/features/money/api/list-bills';
import { BillManagerPage } from '@/features/money/components/bill-manager-page';
import { billSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/bill-manager')({
  validateSearch: billSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, storeId }, deps }) => {
    // A refused or invalid report is shown by the screen itself (its Korean message), not as a route error.
    if (storeId)
      await queryClient
        .ensureQueryData(listBillsQueryOptions({ store_id: storeId, ...deps }))
        .catch(() => undefined);
  },
  component: BillManagerRoute,
});

function BillManagerRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BillManagerPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => toUrlSearch({ ...prev, ...next }) })}
    />
  );
}
