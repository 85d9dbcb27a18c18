/**
 * CSV export for every list (issue 6). Excel opens a CSV as the system code page unless it starts
 * with a UTF-8 byte order mark, so Korean text needs the BOM; fields are quoted per RFC 4180.
 */
export const CSV_BOM = '\uFEFF';

export interface CsvColumn<T> {
  key: string;
  header: string;
  /** The exported value; when absent the row's own `key` property is used. */
  csv?(row: T): string | number | null | undefined;
}

/** Quotes a field when it holds a comma, a quote or a line break (quotes doubled). */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Header line plus one line per row, CRLF-separated, BOM first. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(',')];
  for (const row of rows) {
    lines.push(
      columns
        .map((c) => {
          const v = c.csv ? c.csv(row) : (row as Record<string, unknown>)[c.key];
          return csvField(
            typeof v === 'string' || typeof v === 'number'
              ? v
              : v === null || v === undefined
                ? ''
                : String(v),
          );
        })
        .join(','),
    );
  }
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

/** Saves the CSV through a temporary link (the BOM is already in `csv`). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke after the click has been handled (some browsers read the URL asynchronously).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
