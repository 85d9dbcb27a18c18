import type { ReactNode } from 'react';
import { koTable } from '@/i18n/ko-table';
import { toCsv, type CsvColumn } from '@/lib/csv';

type Cell = string | number | null | undefined;

/**
 * One column of a list, written once per screen and used for the table, its sorting, its totals row
 * and its CSV file. Plain objects rather than react-table's ColumnDef: the CSV and these rules need no
 * table library (unit-tested in node), and DataTable maps them to ColumnDefs in one place.
 */
export interface DataColumn<T> {
  /** The row field shown when there is no `cell`; also the column's id. */
  key: string;
  /** Korean header, also the CSV header. */
  header: string;
  cell?(row: T): ReactNode;
  align?: 'start' | 'end';
  /** The CSV value. A column with a `cell` and no `csv` (buttons, badges without text) is not exported. */
  csv?(row: T): Cell;
  /** What sorting compares; by default the row's `key` field, else the CSV value. */
  sortValue?(row: T): Cell;
  /** false turns sorting off for a column that would otherwise sort. */
  sortable?: boolean;
  /**
   * The column's cell in the totals row (DataTable's `total`): `true` renders the total with the column's
   * own cell and CSV value, a function renders it its own way; without it the cell stays empty. The first
   * column says "합계" unless it has a footer of its own.
   */
  footer?: true | ((total: T) => ReactNode);
}

const primitive = (v: unknown): Cell =>
  typeof v === 'string' || typeof v === 'number' ? v : v === null || v === undefined ? v : undefined;

/** The row's own `key` field when it is a string or a number. */
export function fieldValue<T>(row: T, key: string): Cell {
  return primitive((row as Record<string, unknown>)[key]);
}

/** The value a column shows when it has no cell renderer. */
export function plainCell<T>(row: T, column: DataColumn<T>): ReactNode {
  return fieldValue(row, column.key) ?? null;
}

export function isExported<T>(column: DataColumn<T>): boolean {
  return column.csv !== undefined || column.cell === undefined;
}

export function sortValue<T>(column: DataColumn<T>, row: T): Cell {
  if (column.sortValue) return column.sortValue(row);
  const own = fieldValue(row, column.key);
  if (own !== undefined) return own;
  return column.csv?.(row);
}

/**
 * Whether a column can be sorted: not when turned off, yes when it says what to compare or exports a
 * value, otherwise when the rows carry its `key` as a field (action and badge-only columns do not).
 */
export function isSortable<T>(column: DataColumn<T>, sample: T | undefined): boolean {
  if (column.sortable !== undefined) return column.sortable;
  if (column.sortValue || column.csv) return true;
  return sample !== undefined && fieldValue(sample, column.key) !== undefined;
}

/** Numbers by value, text in Korean order; empty values last whichever the direction is (see DataTable). */
export function compareValues(a: Cell, b: Cell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'ko', { numeric: true });
}

/**
 * The CSV of a list from its columns: Korean headers, the exported columns only, a BOM (lib/csv), and a
 * last line with the totals when there is a `total`.
 */
export function columnsCsv<T>(columns: readonly DataColumn<T>[], rows: readonly T[], total?: T): string {
  const exported = columns.filter(isExported);
  const csvColumns: CsvColumn<T>[] = exported.map((c, i) => ({
    key: c.key,
    header: c.header,
    csv: (row) => {
      if (total !== undefined && row === total && !c.footer) return i === 0 ? koTable.total : '';
      return c.csv ? c.csv(row) : fieldValue(row, c.key);
    },
  }));
  return toCsv(csvColumns, total === undefined ? rows : [...rows, total]);
}
