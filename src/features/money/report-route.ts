import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { periodBody, toUrlSearch, type PeriodSearch } from './search';

/** The three period reports' routes (sales per day, per product, per payment type). */
type ReportPath = '/_app/sales-period' | '/_app/sales-product' | '/_app/sales-types';

/** A report route's loader: warms the report's query for the search in the URL. */
export function reportLoader<TData, TKey extends QueryKey>(
  queryOptions: (body: ReturnType<typeof periodBody>) => EnsureQueryDataOptions<TData, Error, TData, TKey>,
) {
  return async ({
    context: { queryClient, storeId },
    deps,
  }: {
    context: { queryClient: QueryClient; storeId: number | null };
    deps: PeriodSearch;
  }) => {
    // A refused or invalid report is shown by the screen itself (its Korean message), not as a route error.
    if (storeId)
      await queryClient.ensureQueryData(queryOptions(periodBody(storeId, deps))).catch(() => undefined);
  };
}

/** A report's search and its change handler (digits travel as numbers in the URL, see toUrlSearch). */
export function useReportSearch(path: ReportPath) {
  const route = getRouteApi(path);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = (next: Partial<PeriodSearch>) =>
    void navigate({ search: (prev) => toUrlSearch({ ...prev, ...next }) });
  return { search, onSearchChange };
}
