import { getTableName } from 'drizzle-orm';
import { foreignKey, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/* Shapes every schema*.ts file repeats. Helpers only: no tables here. */

/** A `timestamptz` column read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The one-column foreign key from `column` to `target`, named as PostgreSQL names it when the
 * migration leaves the name out: `<table>_<column>_fkey` (the migrations rely on that default).
 */
export function fkey(column: AnyPgColumn, target: AnyPgColumn) {
  return foreignKey({
    columns: [column],
    foreignColumns: [target],
    name: `${getTableName(column.table)}_${column.name}_fkey`,
  });
}
