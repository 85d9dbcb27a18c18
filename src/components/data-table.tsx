import type { ReactNode } from 'react';
import { Box, Spinner, Table, Text } from '@chakra-ui/react';
import { ko } from '@/i18n/ko';

/** One column: `cell` renders it (default: the row's `key` property), `csv` exports it (see lib/csv). */
export interface DataColumn<T> {
  key: string;
  header: string;
  cell?(row: T): ReactNode;
  align?: 'start' | 'end';
  csv?(row: T): string | number;
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  isLoading?: boolean;
  emptyText?: string;
  rowKey(row: T): string | number;
  onRowClick?(row: T): void;
  /** Optional totals row under the body, by column key (columns without an entry stay empty). */
  totals?: Partial<Record<string, ReactNode>>;
  /** Accessible name of the table. */
  label?: string;
}

function defaultCell<T>(row: T, key: string): ReactNode {
  const v = (row as Record<string, unknown>)[key];
  return typeof v === 'string' || typeof v === 'number' ? v : null;
}

/** The list table every money and management screen uses: header, rows, empty and loading states. */
export function DataTable<T>({
  columns,
  rows,
  isLoading,
  emptyText,
  rowKey,
  onRowClick,
  totals,
  label,
}: DataTableProps<T>) {
  const showEmpty = !isLoading && rows.length === 0;
  return (
    <Box
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      position="relative"
      aria-busy={isLoading || undefined}
    >
      <Table.Root size="md" interactive={Boolean(onRowClick)} aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign={c.align ?? 'start'} whiteSpace="nowrap">
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row
              key={rowKey(row)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              cursor={onRowClick ? 'pointer' : undefined}
              h="12"
            >
              {columns.map((c) => (
                <Table.Cell key={c.key} textAlign={c.align ?? 'start'} whiteSpace="nowrap">
                  {c.cell ? c.cell(row) : defaultCell(row, c.key)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        {totals && rows.length > 0 ? (
          <Table.Footer>
            <Table.Row bg="bg.subtle" fontWeight="bold" data-testid="totals-row">
              {columns.map((c) => (
                <Table.Cell key={c.key} textAlign={c.align ?? 'start'} whiteSpace="nowrap">
                  {totals[c.key] ?? null}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        ) : null}
      </Table.Root>
      {showEmpty ? (
        <Text py="10" textAlign="center" color="fg.muted">
          {emptyText ?? ko.common.noRows}
        </Text>
      ) : null}
      {isLoading ? (
        <Box py="10" display="flex" justifyContent="center" aria-label={ko.common.loading}>
          <Spinner size="lg" />
        </Box>
      ) : null}
    </Box>
  );
}
