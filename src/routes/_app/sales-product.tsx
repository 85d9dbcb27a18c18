import { createFileRoute } from '@tanstack/react-router';
import { getProductStatsQueryOptions } from '@/features/money/api/get-product-stats';
import { ReportPage } from '@/features/money/components/report-page';
import { salesProductReport } from '@/features/money/components/reports';
import { periodBody, periodSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/sales-product')({
  validateSearch: periodSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, storeId }, deps }) => {
    // A refused or invalid report is shown by the screen itself (its Korean message), not as a route error.
    if (storeId)
      await queryClient
        .ensureQueryData(getProductStatsQueryOptions(periodBody(storeId, deps)))
        .catch(() => undefined);
  },
  component: SalesProductRoute,
});

function SalesProductRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportPage
      config={salesProductReport}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => toUrlSearch({ ...prev, ...next }) })}
    />
  );
}
