import { useState, type ReactNode } from 'react';
import { Badge, Button, HStack, Input, Text } from '@chakra-ui/react';
import { can, type ManagerListItem } from '@/contract';
import type { DataColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { SelectBox } from '@/components/select-box';
import { ko } from '@/i18n/ko';
import { useListManagers } from '../api/list-managers';
import { useListStores } from '../api/list-stores';
import type { StoreMemberSearch } from '../search';
import { ManagerFormDialog } from './manager-form-dialog';
import {
  ActiveBadge,
  formatDay,
  P,
  PagedTable,
  useManagerInfo,
  useStoreId,
  useStoreName,
} from './people-parts';
import { StorePanel } from './store-panel';

const M = P.member;

function useMemberColumns(showStore: boolean): DataColumn<ManagerListItem>[] {
  return [
    { key: 'manager_user_id', header: M.userId },
    {
      key: 'manager_name',
      header: M.name,
      cell: (r) => (
        <HStack gap="2">
          <Text>{r.manager_name}</Text>
          {r.is_self ? <Badge colorPalette="teal">{M.self}</Badge> : null}
        </HStack>
      ),
    },
    { key: 'manager_group_name', header: M.group },
    ...(showStore
      ? [{ key: 'store_name', header: M.store, cell: (r: ManagerListItem) => r.store_name ?? '—' }]
      : []),
    { key: 'manager_phone', header: M.phone, cell: (r) => r.manager_phone ?? '' },
    { key: 'active', header: M.status, cell: (r) => <ActiveBadge active={r.active} /> },
    { key: 'created_at', header: M.createdAt, cell: (r) => formatDay(r.created_at) },
  ];
}

function KeywordFilter({
  value,
  onSearch,
  extra,
}: {
  value: string;
  onSearch(keyword: string): void;
  extra?: ReactNode;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <>
      {extra}
      <Input
        aria-label={P.common.keyword}
        name="keyword"
        size="lg"
        maxW="xs"
        placeholder={M.keywordPlaceholder}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(draft);
        }}
      />
      <Button size="lg" colorPalette="teal" onClick={() => onSearch(draft)}>
        {P.common.search}
      </Button>
    </>
  );
}

interface MemberPageProps<S> {
  search: S;
  onSearchChange(next: Partial<S>): void;
}

/**
 * The members list both screens show: keyword search (plus `extra` filters), the paged table, the
 * add button and the member dialog (a tap on a row edits it). `after` goes below the table.
 */
function MemberList({
  title,
  tableLabel,
  search,
  onSearchChange,
  storeId,
  extra,
  fixedStore,
  canChooseFranchise,
  after,
}: MemberPageProps<{ keyword: string; page_no: number }> & {
  title: string;
  tableLabel: string;
  /** The store whose members are listed; undefined lists every store the manager oversees. */
  storeId: number | undefined;
  extra?: ReactNode;
  fixedStore: { id: number; name: string } | null;
  canChooseFranchise: boolean;
  after?: ReactNode;
}) {
  const q = useListManagers({ store_id: storeId, keyword: search.keyword, page_no: search.page_no });
  const [editing, setEditing] = useState<number | null | 'new'>(null);
  const columns = useMemberColumns(fixedStore === null);
  const data = q.data;
  return (
    <ListPage
      title={title}
      actions={
        <Button size="lg" colorPalette="teal" onClick={() => setEditing('new')}>
          {M.add}
        </Button>
      }
      filters={
        <KeywordFilter
          value={search.keyword}
          onSearch={(keyword) => onSearchChange({ keyword, page_no: 1 })}
          extra={extra}
        />
      }
    >
      <PagedTable
        page={data}
        query={q}
        onPageChange={(page_no) => onSearchChange({ page_no })}
        label={tableLabel}
        columns={columns}
        rows={data?.manager_list}
        rowKey={(r) => r.manager_id}
        onRowClick={(r) => setEditing(r.manager_id)}
      />
      {after}
      {editing !== null ? (
        <ManagerFormDialog
          managerId={editing === 'new' ? null : editing}
          fixedStore={fixedStore}
          canChooseFranchise={canChooseFranchise}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ListPage>
  );
}

/** /manager-list: the members of the store the shell works in. */
export function ManagerListPage({
  search,
  onSearchChange,
}: MemberPageProps<{ keyword: string; page_no: number }>) {
  const storeId = useStoreId();
  const storeName = useStoreName();
  return (
    <MemberList
      title={ko.page.managerList}
      tableLabel={ko.page.managerList}
      search={search}
      onSearchChange={onSearchChange}
      storeId={storeId}
      fixedStore={{ id: storeId, name: storeName }}
      canChooseFranchise={false}
    />
  );
}

/** /store-list: members across the stores the manager oversees (outside store mode), plus stores. */
export function StoreMemberListPage({ search, onSearchChange }: MemberPageProps<StoreMemberSearch>) {
  const manager = useManagerInfo();
  const isSuper = can(manager, 'manageStores');
  const stores = useListStores({ filter_type: 1, keyword: '', page_no: 1 });
  const storeOptions = [
    { label: M.allStores, value: '' },
    ...(stores.data?.store_list ?? []).map((s) => ({ label: s.store_name, value: String(s.store_id) })),
  ];
  return (
    <MemberList
      title={ko.page.storeList}
      tableLabel={P.store.members}
      search={search}
      onSearchChange={onSearchChange}
      storeId={search.store_id}
      extra={
        <SelectBox
          label={M.store}
          name="store_id"
          size="lg"
          width="64"
          value={search.store_id === undefined ? '' : String(search.store_id)}
          options={storeOptions}
          onChange={(v) => onSearchChange({ store_id: v === '' ? undefined : Number(v), page_no: 1 })}
        />
      }
      fixedStore={null}
      canChooseFranchise={isSuper}
      after={isSuper ? <StorePanel /> : null}
    />
  );
}
