// What screens import. Only back-office screens render a DataTable, so @tanstack/react-table (imported by
// data-table.tsx) loads with them; vite.config.ts keeps it out of the first-load 'framework' chunk.
export { DataTable, type DataTableProps, type DataTableQuery, type PageInfo } from './data-table';
export { columnsCsv, type DataColumn } from './columns';
export { allPages } from './all-pages';
