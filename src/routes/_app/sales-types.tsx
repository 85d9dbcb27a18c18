import { createFileRoute } from '@tanstack/react-router';
import { listSalesTypesQueryOptions } from '@/features/money/api/list-sales-types';
import { ReportPage } from '@/features/money/components/report-page';
import { salesTypesReport } from '@/features/money/components/reports';
import { periodBody, periodSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/sales-types')({
  validateSearch: periodSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, storeId }, deps }) => {
    // A refused or invalid report is shown by the screen itself (its Korean message), not as a route error.
    if (storeId)
      await queryClient
        .ensureQueryData(listSalesTypesQueryOptions(periodBody(storeId, deps)))
        .catch(() => undefined);
  },
  component: SalesTypesRoute,
});

function SalesTypesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportPage
      config={salesTypesReport}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => toUrlSearch({ ...prev, ...next }) })}
    />
  );
}
