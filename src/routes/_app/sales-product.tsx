import { createFileRoute } from '@tanstack/react-router';
import { getProductStatsQueryOptions } from '@/features/money/api/get-product-stats';
import { ReportPage } from '@/features/money/components/report-page';
import { salesProductReport } from '@/features/money/components/reports';
import { reportLoader, useReportSearch } from '@/features/money/report-route';
import { periodSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/sales-product')({
  validateSearch: periodSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: reportLoader(getProductStatsQueryOptions),
  component: SalesProductRoute,
});

function SalesProductRoute() {
  const { search, onSearchChange } = useReportSearch('/_app/sales-product');
  return <ReportPage config={salesProductReport} search={search} onSearchChange={onSearchChange} />;
}
