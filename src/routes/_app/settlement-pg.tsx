import { createFileRoute } from '@tanstack/react-router';
import { listSettlementMainQueryOptions } from '@/features/money/api/list-settlement-main';
import { SettlementPgPage } from '@/features/money/components/settlement-pg-page';
import { settlementSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/settlement-pg')({
  validateSearch: settlementSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, storeId }, deps }) => {
    // A refused or invalid report is shown by the screen itself (its Korean message), not as a route error.
    if (storeId)
      await queryClient
        .ensureQueryData(
          listSettlementMainQueryOptions({
            store_id: storeId,
            start_date: deps.start_date,
            end_date: deps.end_date,
          }),
        )
        .catch(() => undefined);
  },
  component: SettlementPgRoute,
});

function SettlementPgRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SettlementPgPage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => toUrlSearch({ ...prev, ...next }) })}
    />
  );
}
