import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { PromotionState } from '@/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { Pager } from '@/components/pager';
import type { PromotionSearch } from '../search';
import { PC, PromotionTabs, StateFilter } from './promotion-parts';

interface FrameProps<T> {
  title: string;
  tab: 'coupon' | 'stamp' | 'period';
  search: PromotionSearch;
  onSearchChange(next: Partial<PromotionSearch>): void;
  addLabel: string;
  onAdd(): void;
  page: { page_no: number; page_count: number; total_count: number } | undefined;
  columns: DataColumn<T>[];
  rows: T[];
  isLoading: boolean;
  error: Error | null;
  rowKey(row: T): number;
  onRowClick(row: T): void;
  note?: ReactNode;
  children?: ReactNode;
}

/** The frame the three promotion lists share: tabs, state filter, table, pager, add button. */
export function PromotionListFrame<T>(props: FrameProps<T>) {
  const { page } = props;
  return (
    <ListPage
      title={props.title}
      actions={
        <Button size="lg" colorPalette="teal" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      }
      filters={
        <Stack gap="3" w="full">
          <PromotionTabs current={props.tab} />
          <StateFilter
            value={props.search.state}
            onChange={(state: PromotionState | '') => props.onSearchChange({ state, page_no: 1 })}
          />
        </Stack>
      }
      pager={
        page ? (
          <Pager
            pageNo={page.page_no}
            pageCount={page.page_count}
            onChange={(page_no) => props.onSearchChange({ page_no })}
          />
        ) : null
      }
    >
      {props.error ? <Text color="fg.error" mb="2">{`${PC.loadError} ${props.error.message}`}</Text> : null}
      {props.note}
      {page ? (
        <Text mb="2" color="fg.muted">
          {PC.total(page.total_count)}
        </Text>
      ) : null}
      <DataTable
        label={props.title}
        columns={props.columns}
        rows={props.rows}
        isLoading={props.isLoading}
        emptyText={PC.empty}
        rowKey={props.rowKey}
        onRowClick={props.onRowClick}
      />
      {props.children}
    </ListPage>
  );
}
