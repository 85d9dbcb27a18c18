import { createFileRoute } from '@tanstack/react-router';
import { listSalesTypesQueryOptions } from '@/features/money/api/list-sales-types';
import { ReportPage } from '@/features/money/components/report-page';
import { salesTypesReport } from '@/features/money/components/reports';
import { reportLoader, useReportSearch } from '@/features/money/report-route';
import { periodSearchSchema, toUrlSearch } from '@/features/money/search';

export const Route = createFileRoute('/_app/sales-types')({
  validateSearch: periodSearchSchema,
  // Digits travel as numbers in the URL (see toUrlSearch).
  search: { middlewares: [({ search, next }) => toUrlSearch(next(search))] },
  loaderDeps: ({ search }) => search,
  loader: reportLoader(listSalesTypesQueryOptions),
  component: SalesTypesRoute,
});

function SalesTypesRoute() {
  const { search, onSearchChange } = useReportSearch('/_app/sales-types');
  return <ReportPage config={salesTypesReport} search={search} onSearchChange={onSearchChange} />;
}
