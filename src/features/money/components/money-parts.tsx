import { useState } from 'react';
import { Alert, Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { CodeColumn, ErrorCode } from '@/contract';
import type { DataColumn } from '@/components/data-table';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { isApiError } from '@/lib/api-client';
import { codeLabel } from '@/lib/codes';
import { downloadCsv, toCsv } from '@/lib/csv';
import { useCodes } from '@/lib/queries/list-codes';
import { appState } from '@/state/store';

const L = koMoney;

/** The store the screens work on (the shell renders only once it is known). */
export function useStoreId(): number {
  const { store_id } = useSnapshot(appState);
  return store_id ?? 0;
}

/** Labels of pay types and order types from the server's code list, with fallbacks. */
export function useCodeLabels() {
  const codes = useCodes();
  const list = codes.data?.codeList ?? [];
  return {
    payType: (v: number) => codeLabel(list, CodeColumn.PAY_TYPE, v) ?? String(v),
    orderType: (v: number | null) =>
      v === null || v === 0
        ? L.noOrder
        : (codeLabel(list, CodeColumn.ORDER_TYPE, v) ?? ko.orderType[v] ?? String(v)),
    orderStatus: (v: number | null) =>
      v === null ? '' : (codeLabel(list, CodeColumn.ORDER_STATUS, v) ?? ko.orderStatus[v] ?? String(v)),
    codeList: list,
  };
}

export const won = (n: number) => L.won(n);

/** A failed report: the server's Korean message (forbidden screens say so plainly). */
export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null;
  const forbidden = isApiError(error) && error.code === ErrorCode.FORBIDDEN;
  const message = forbidden ? L.forbidden : error instanceof Error ? error.message : ko.error.generic;
  return (
    <Alert.Root status={forbidden ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{forbidden ? L.forbidden : L.loadError}</Alert.Title>
        {forbidden ? null : <Alert.Description>{message}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/** A validation message shown instead of a query (reversed or future ranges). */
export function RangeNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** Summary figures above a list. */
export function Figures({ items }: { items: { label: string; value: string; tone?: 'danger' }[] }) {
  return (
    <SimpleGrid
      columns={{ base: 2, md: items.length > 4 ? 3 : items.length }}
      gap="3"
      mb="4"
      data-testid="figures"
    >
      {items.map((i) => (
        <Box key={i.label} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
          <Text fontSize="sm" color="fg.muted">
            {i.label}
          </Text>
          <Text fontSize="xl" fontWeight="bold" color={i.tone === 'danger' ? 'red.600' : undefined}>
            {i.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/**
 * CSV of a list: `rows` for unpaged lists, or `loadAll` to fetch every page of a paged one so the
 * file holds the whole filter, not one screen.
 */
export function CsvButton<T>({
  fileName,
  columns,
  rows,
  loadAll,
  disabled,
}: {
  fileName: string;
  columns: readonly DataColumn<T>[];
  rows?: readonly T[];
  loadAll?: () => Promise<readonly T[]>;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const exportable = columns.filter((c) => c.csv || !c.cell);
  return (
    <Button
      variant="outline"
      size="lg"
      loading={busy}
      disabled={disabled}
      onClick={async () => {
        setBusy(true);
        try {
          const all = loadAll ? await loadAll() : (rows ?? []);
          downloadCsv(fileName, toCsv(exportable, all));
        } catch {
          // The api client has logged it; the list's own error notice shows the reason.
        } finally {
          setBusy(false);
        }
      }}
    >
      {L.csv}
    </Button>
  );
}

/** Every page of a paged list, one after the other (at most 200 pages of 50). */
export async function allPages<T>(
  fetchPage: (pageNo: number) => Promise<{ rows: T[]; page_count: number }>,
): Promise<T[]> {
  const first = await fetchPage(1);
  const out = [...first.rows];
  for (let p = 2; p <= Math.min(first.page_count, 200); p++) out.push(...(await fetchPage(p)).rows);
  return out;
}
