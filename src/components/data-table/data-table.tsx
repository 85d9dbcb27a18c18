import { useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { Alert, Box, Button, chakra, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { ErrorCode } from '@/contract';
import { Pager } from '@/components/pager';
import { koTable } from '@/i18n/ko-table';
import { isApiError } from '@/lib/api-client';
import { downloadCsv } from '@/lib/csv';
import { columnsCsv, compareValues, isSortable, plainCell, sortValue, type DataColumn } from './columns';

export interface PageInfo {
  page_no: number;
  page_count: number;
}

/** The parts of a TanStack Query result the table reads (`query={q}`). */
export interface DataTableQuery {
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch(): unknown;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (the e2e tests find tables by it). */
  label?: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey(row: T): string | number;
  onRowClick?(row: T): void;
  emptyText?: string;
  /** Loading, refetching and error state from the list's query; the props below override it. */
  query?: DataTableQuery;
  /** No rows yet: a spinner where the rows will be. */
  isLoading?: boolean;
  /** A new page or filter on its way while the previous rows stay: a small indicator only. */
  isFetching?: boolean;
  error?: unknown;
  onRetry?(): void;
  /** A totals row under the body (columns with `footer`), and the CSV's last line. */
  total?: T;
  /** The spec's pager (50 rows a page on the server, 10 page links); absent for unpaged lists. */
  page?: PageInfo;
  onPageChange?(pageNo: number): void;
  /**
   * A CSV button above the table, exporting these columns. `loadAll` fetches every page of a paged
   * list so the file holds the whole filter; without it the rows on screen are exported.
   */
  csv?: { fileName: string; loadAll?(): Promise<readonly T[]> };
  /** Header buttons that sort the loaded rows; on by default. */
  sortable?: boolean;
}

type Meta<T> = { column: DataColumn<T> };

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function ErrorState({ error, onRetry }: { error: unknown; onRetry?(): void }) {
  const forbidden = isApiError(error) && error.code === ErrorCode.FORBIDDEN;
  const detail = error instanceof Error ? error.message : '';
  return (
    <Alert.Root status={forbidden ? 'warning' : 'error'} role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{forbidden ? koTable.forbidden : koTable.loadError}</Alert.Title>
        {!forbidden && detail ? <Alert.Description>{detail}</Alert.Description> : null}
      </Alert.Content>
      {/* Retrying a refusal gets the same refusal: the button is for failures that may pass. */}
      {!forbidden && onRetry ? (
        <Button size="md" variant="outline" onClick={() => onRetry()}>
          {koTable.retry}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

function CsvButton({ onExport, disabled }: { onExport(): Promise<void>; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="lg"
      loading={busy}
      disabled={disabled}
      onClick={async () => {
        setBusy(true);
        try {
          await onExport();
        } catch {
          // The api client has logged it; the table's error state shows the reason of a failed list.
        } finally {
          setBusy(false);
        }
      }}
    >
      {koTable.csv}
    </Button>
  );
}

/**
 * The list table of every back-office screen, on @tanstack/react-table (as Medusa's admin DataTable):
 * the screen's columns, sorting, sticky header, totals row, empty / loading / error states, the pager
 * and a CSV of the same columns.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rowKey, onRowClick, emptyText, total, page, onPageChange, csv } = props;
  const rows = props.rows ?? [];
  const isLoading = props.isLoading ?? props.query?.isLoading ?? false;
  const isFetching = props.isFetching ?? props.query?.isFetching ?? false;
  const error = props.error ?? props.query?.error ?? null;
  const onRetry = props.onRetry ?? (props.query ? () => void props.query!.refetch() : undefined);
  const [sorting, setSorting] = useState<SortingState>([]);

  const defs: ColumnDef<T>[] = columns.map((c) => ({
    id: c.key,
    header: c.header,
    accessorFn: (row: T) => sortValue(c, row),
    cell: ({ row }) => (c.cell ? c.cell(row.original) : plainCell(row.original, c)),
    // The list calls of the spec take no sort parameter, so sorting orders the rows of the loaded page
    // only (at most 50): it helps to scan a page, it does not reorder the whole list across pages.
    enableSorting: props.sortable !== false && isSortable(c, rows[0]),
    sortingFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id)),
    sortUndefined: 'last',
    // Ascending, then descending, then the server's order: the same three steps on every column.
    sortDescFirst: false,
    meta: { column: c } satisfies Meta<T>,
  }));
  // The React Compiler is not used here (no babel plugin); the table instance is read during this render
  // only and never handed to a memoized child, which is the case the rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows as T[],
    columns: defs,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => String(rowKey(row)),
  });

  const hasRows = rows.length > 0;
  const exportCsv = async () => {
    const all = csv?.loadAll ? await csv.loadAll() : rows;
    downloadCsv(csv!.fileName, columnsCsv(columns, all, total));
  };
  const alignOf = (id: string) => (table.getColumn(id)?.columnDef.meta as Meta<T> | undefined)?.column.align;

  if (error && !hasRows) return <ErrorState error={error} onRetry={onRetry} />;

  return (
    <Box>
      {csv ? (
        <HStack justify="flex-end" mb="3">
          <CsvButton onExport={exportCsv} disabled={!hasRows || isLoading} />
        </HStack>
      ) : null}
      {error ? (
        <Box mb="3">
          <ErrorState error={error} onRetry={onRetry} />
        </Box>
      ) : null}
      <Box
        position="relative"
        borderWidth="1px"
        borderRadius="md"
        // The header stays in view while a long page scrolls inside the frame.
        overflow="auto"
        maxH="75vh"
        aria-busy={isLoading || isFetching || undefined}
        // A frame that scrolls must be reachable without a mouse (WCAG 2.1.1): a tab stop that arrow
        // keys then scroll, named like its table so a screen reader says what the stop is.
        tabIndex={0}
        role="region"
        aria-label={label ?? koTable.scrollRegion}
        focusVisibleRing="outside"
      >
        {isFetching && hasRows ? (
          <HStack
            position="absolute"
            top="2"
            right="2"
            zIndex="2"
            gap="2"
            px="2"
            py="1"
            bg="bg.panel"
            borderRadius="md"
            shadow="sm"
            role="status"
          >
            <Spinner size="xs" />
            <Text fontSize="xs">{koTable.refreshing}</Text>
          </HStack>
        ) : null}
        <Table.Root
          size="md"
          stickyHeader
          interactive={Boolean(onRowClick)}
          aria-label={label}
          opacity={isFetching && hasRows ? 0.7 : undefined}
        >
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} bg="bg.muted">
                {group.headers.map((header) => {
                  const col = header.column;
                  const align = alignOf(col.id) ?? 'start';
                  const dir = col.getIsSorted();
                  const title = flexRender(col.columnDef.header, header.getContext());
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      textAlign={align}
                      whiteSpace="nowrap"
                      bg="bg.muted"
                      aria-sort={col.getCanSort() ? (dir ? ARIA_SORT[dir] : 'none') : undefined}
                    >
                      {col.getCanSort() ? (
                        <chakra.button
                          type="button"
                          display="inline-flex"
                          alignItems="center"
                          gap="1"
                          fontWeight="inherit"
                          cursor="pointer"
                          _hover={{ color: 'teal.fg' }}
                          onClick={col.getToggleSortingHandler()}
                        >
                          {title}
                          <chakra.span aria-hidden color={dir ? undefined : 'fg.subtle'}>
                            {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                          </chakra.span>
                        </chakra.button>
                      ) : (
                        title
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {table.getRowModel().rows.map((row) => (
              <Table.Row
                key={row.id}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                cursor={onRowClick ? 'pointer' : undefined}
                h="12"
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Cell
                    key={cell.id}
                    textAlign={alignOf(cell.column.id) ?? 'start'}
                    whiteSpace="nowrap"
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
          {total !== undefined && hasRows ? (
            <Table.Footer>
              <Table.Row bg="bg.subtle" fontWeight="bold" data-testid="totals-row">
                {columns.map((c, i) => (
                  <Table.Cell key={c.key} textAlign={c.align ?? 'start'} whiteSpace="nowrap">
                    {footerCell(c, total, i)}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Footer>
          ) : null}
        </Table.Root>
        {!isLoading && !hasRows ? (
          <Text py="10" textAlign="center" color="fg.muted">
            {emptyText ?? koTable.empty}
          </Text>
        ) : null}
        {isLoading && !hasRows ? (
          <Box py="10" display="flex" justifyContent="center" role="status" aria-label={koTable.loading}>
            <Spinner size="lg" />
          </Box>
        ) : null}
      </Box>
      {page && onPageChange ? (
        <Pager pageNo={page.page_no} pageCount={page.page_count} onChange={onPageChange} />
      ) : null}
    </Box>
  );
}

function footerCell<T>(c: DataColumn<T>, total: T, index: number): ReactNode {
  if (c.footer === true) return c.cell ? c.cell(total) : plainCell(total, c);
  if (c.footer) return c.footer(total);
  return index === 0 ? koTable.total : null;
}
