import { Alert, Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { CodeColumn, ErrorCode } from '@/contract';
import type { DataColumn } from '@/components/data-table';
import { ko } from '@/i18n/ko';
import { koMoney } from '@/i18n/ko-money';
import { isApiError } from '@/lib/api-client';
import { codeLabel } from '@/lib/codes';
import { useCodes } from '@/queries/list-codes';
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
  const list = codes?.codeList ?? [];
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

type NumberKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;

/** An amount column (원), right-aligned, exported as the bare number, summed in the totals row. */
export function wonColumn<T>(key: NumberKey<T>, header: string): DataColumn<T> {
  const v = (r: T) => r[key] as number;
  return { key, header, align: 'end', cell: (r) => won(v(r)), csv: v, footer: true };
}

/** A count column (건), like wonColumn. */
export function countColumn<T>(key: NumberKey<T>, header: string): DataColumn<T> {
  const v = (r: T) => r[key] as number;
  return { key, header, align: 'end', cell: (r) => L.count(v(r)), csv: v, footer: true };
}

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

export interface Figure {
  label: string;
  value: string;
  tone?: 'danger';
}

/** Summary figures above a list. */
export function Figures({ items }: { items: Figure[] }) {
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
