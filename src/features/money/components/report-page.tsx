import type { ReactNode } from 'react';
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BarChart, type BarChartProps } from '@/components/bar-chart';
import { DataTable, type DataTableProps } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { useStoreId } from './money-parts';
import { Figures, RangeNotice, type Figure } from './money-parts';

/** The query a report reads (a TanStack Query result). */
export interface ReportQuery<D> {
  data: D | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch(): unknown;
}

/** One table of a report, with its optional chart and heading. */
export type ReportTable = Omit<DataTableProps<unknown>, 'query'> & {
  heading?: string;
  chart?: BarChartProps | null;
};

/** Widens a typed table for the report's list (the columns stay checked against their rows). */
export const reportTable = <T,>(
  t: Omit<DataTableProps<T>, 'query'> & Omit<ReportTable, keyof DataTableProps<unknown>>,
) => t as ReportTable;

/**
 * What differs between the report screens (sales by day, by menu, by payment and order type, PG
 * settlement by day): the call, the filter, the figures and the tables. The route passes one.
 */
export interface ReportConfig<S, D> {
  title: string;
  Filter(props: { search: S; onChange(next: Partial<S>): void }): ReactNode;
  /** A client-side check of the search (reversed or future dates): the Korean message, or null. */
  problem(search: S): string | null;
  useReport(storeId: number, search: S, enabled: boolean): ReportQuery<D>;
  /** The line above the figures (the period and what it counts). */
  caption?(data: D): string;
  figures(data: D): Figure[];
  /** The tables from the data (undefined while the first answer is on its way). */
  useTables(data: D | undefined, search: S): ReportTable[];
  /** Two tables side by side on wide screens. */
  sideBySide?: boolean;
}

export interface ReportPageProps<S, D> {
  config: ReportConfig<S, D>;
  search: S;
  onSearchChange(next: Partial<S>): void;
}

/** The body of a report: the check message, caption, figures, then each table under its chart. */
export function ReportView<S, D>({ config, search }: Omit<ReportPageProps<S, D>, 'onSearchChange'>) {
  const storeId = useStoreId();
  const problem = config.problem(search);
  const q = config.useReport(storeId, search, !problem);
  const data = q.data;
  const tables = config.useTables(data, search);
  if (problem) return <RangeNotice message={problem} />;
  // Until there is data the first table stands in, showing the spinner or the error with a retry.
  const shown = data ? tables : tables.slice(0, 1);
  const parts = shown.map((t) => (
    <Stack key={t.label} gap="3">
      {t.heading ? (
        <Heading as="h2" size="md">
          {t.heading}
        </Heading>
      ) : null}
      {t.chart ? <BarChart {...t.chart} /> : null}
      <DataTable {...t} query={q} />
    </Stack>
  ));
  return (
    <Stack gap="4">
      {data && config.caption ? <Text color="fg.muted">{config.caption(data)}</Text> : null}
      {data ? <Figures items={config.figures(data)} /> : null}
      {config.sideBySide && data ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          {parts}
        </SimpleGrid>
      ) : (
        parts
      )}
    </Stack>
  );
}

/** A report screen: title, filter, and the report. */
export function ReportPage<S, D>({ config, search, onSearchChange }: ReportPageProps<S, D>) {
  const { Filter } = config;
  return (
    <ListPage title={config.title} filters={<Filter search={search} onChange={onSearchChange} />}>
      <ReportView config={config} search={search} />
    </ListPage>
  );
}
