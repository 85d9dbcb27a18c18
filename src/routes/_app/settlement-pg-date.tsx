import { createFileRoute } from '@tanstack/react-router';
import { listPgDatesQueryOptions } from '@/features/money/api/list-pg-dates';
import { ReportPage } from '@/features/money/components/report-page';
import { pgDateReport } from '@/features/money/components/settlement-reports';
import { pgDateSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/settlement-pg-date')({
  validateSearch: pgDateSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, storeId }, deps }) => {
    // A refused or invalid report is shown by the screen itself (its Korean message), not as a route error.
    if (storeId)
      await queryClient
        .ensureQueryData(listPgDatesQueryOptions({ store_id: storeId, ...deps }))
        .catch(() => undefined);
  },
  component: SettlementPgDateRoute,
});

function SettlementPgDateRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportPage
      config={pgDateReport}
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => toUrlSearch({ ...prev, ...next }) })}
    />
  );
}
