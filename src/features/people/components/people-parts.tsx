import { Alert, Badge, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { format, isValid, parseISO } from 'date-fns';
import { DataTable, type DataTableProps } from '@/components/data-table';
import { koPeople } from '@/i18n/ko-people';
import { appState } from '@/state/store';
import { useCurrentStore } from '@/queries/get-store-info';
import { useManager } from '@/queries/get-token-info';

export const P = koPeople;

/** The store the shell works in (set at startup; the shell renders only after that). */
export function useStoreId(): number {
  return useSnapshot(appState).store_id ?? 0;
}

export function useStoreName(): string {
  return useCurrentStore()?.store_name ?? '';
}

/** The signed-in manager as the shell knows them. */
export function useManagerInfo() {
  return useManager();
}

export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const d = parseISO(value);
  return isValid(d) ? format(d, 'yyyy. MM. dd.') : '';
}

export function ActiveBadge({
  active,
  on = P.common.active,
  off = P.common.inactive,
}: {
  active: number;
  on?: string;
  off?: string;
}) {
  return <Badge colorPalette={active === 1 ? 'green' : 'gray'}>{active === 1 ? on : off}</Badge>;
}

export function ErrorNotice({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert.Root status="error" mb="3">
      <Alert.Indicator />
      <Alert.Title>
        {P.common.loadError} {error.message}
      </Alert.Title>
    </Alert.Root>
  );
}

type PageInfo = { page_no: number; page_count: number; total_count: number };

/** The body of a paged list: the total count, then the table with its pager and states. */
export function PagedTable<T>({
  page,
  ...table
}: { page: PageInfo | undefined } & Omit<DataTableProps<T>, 'page'>) {
  return (
    <>
      {page ? (
        <Text mb="2" color="fg.muted">
          {P.common.total(page.total_count)}
        </Text>
      ) : null}
      <DataTable emptyText={P.common.empty} page={page} {...table} />
    </>
  );
}
