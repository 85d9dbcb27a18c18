import { createFileRoute } from '@tanstack/react-router';
import { listSalesQueryOptions } from '@/features/money/api/list-sales';
import { ReportPage } from '@/features/money/components/report-page';
import { salesPeriodReport } from '@/features/money/components/reports';
import { reportLoader, useReportSearch } from '@/features/money/report-route';
import { periodSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/sales-period')({
  validateSearch: periodSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: reportLoader(listSalesQueryOptions),
  component: SalesPeriodRoute,
});

function SalesPeriodRoute() {
  const { search, onSearchChange } = useReportSearch('/_app/sales-period');
  return <ReportPage config={salesPeriodReport} search={search} onSearchChange={onSearchChange} />;
}
