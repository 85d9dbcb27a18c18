import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  HStack,
  Input,
  Table,
  Text,
} from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { StoreFilterType, type StoreListItem } from '@/contract';
import { Pager } from '@/components/pager';
import { SelectBox } from '@/components/select-box';
import { ko } from '@/i18n/ko';
import { koAdminMode } from '@/i18n/ko-account';
import type { SelectOption } from '@/lib/codes';
import { useTokenInfo } from '@/queries/get-token-info';
import { setAdminStoreId } from '@/lib/session';
import { useLogout } from '@/hooks/use-logout';
import { resetSession } from '@/state/store';
import { useListStoreGroups } from '../api/list-store-groups';
import { useListStores } from '../api/list-stores';
import type { StoreSearch } from '../search';

const FILTER_OPTIONS: SelectOption[] = [
  { label: koAdminMode.filterAll, value: String(StoreFilterType.ALL) },
  { label: koAdminMode.filterFranchise, value: String(StoreFilterType.FRANCHISE) },
  { label: koAdminMode.filterStoreName, value: String(StoreFilterType.STORE_NAME) },
];

function toFilterType(value: string): StoreSearch['filter_type'] {
  const n = Number(value);
  return n === StoreFilterType.FRANCHISE || n === StoreFilterType.STORE_NAME ? n : StoreFilterType.ALL;
}

interface AdminModePageProps {
  search: StoreSearch;
  onSearchChange: (search: StoreSearch) => void;
}

/** Store selection for managers outside store mode: pick a store, then work in it. */
export function AdminModePage({ search, onSearchChange }: AdminModePageProps) {
  const navigate = useNavigate();
  const router = useRouter();
  const logout = useLogout();
  const manager = useTokenInfo().data;
  const stores = useListStores(search);
  const [form, setForm] = useState(search);
  // Back/forward changes the URL: the form follows it (adjusting state during render, not in an effect).
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setForm(search);
  }
  const franchise = form.filter_type === StoreFilterType.FRANCHISE;
  const groups = useListStoreGroups(franchise);

  const groupOptions: SelectOption[] = [
    { label: ko.common.all, value: '' },
    ...(groups.data?.group_list ?? []).map((g) => ({
      label: g.store_group_name,
      value: String(g.store_group_id),
    })),
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearchChange({ ...form, page_no: 1 });
  };

  const choose = async (store: StoreListItem) => {
    setAdminStoreId(store.store_id);
    // The shell must start over for the newly chosen store, not show the previous one.
    resetSession();
    router.clearCache();
    await navigate({ to: '/order-list' });
  };

  const data = stores.data;
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        px="6"
        h="14"
        bg="bg.panel"
        borderBottomWidth="1px"
      >
        <Heading as="h1" size="md">
          {ko.page.adminMode}
        </Heading>
        <HStack gap="3">
          {manager ? (
            <Text fontWeight="semibold" data-testid="manager-name">
              {manager.manager_name}
              <Text as="span" fontWeight="normal" color="fg.muted">
                {' '}
                {ko.shell.managerSuffix}
              </Text>
            </Text>
          ) : null}
          {manager?.manager_group_name ? (
            <Badge colorPalette="purple">{manager.manager_group_name}</Badge>
          ) : null}
          <Button size="sm" variant="subtle" colorPalette="red" onClick={() => void logout()}>
            {ko.shell.logout}
          </Button>
        </HStack>
      </Flex>

      <Container maxW="6xl" py="6">
        <Heading as="h1" size="lg" mb="1">
          {koAdminMode.title}
        </Heading>
        <Text color="fg.muted" mb="4">
          {koAdminMode.description}
        </Text>

        <Card.Root mb="4">
          <Card.Body>
            <HStack asChild gap="3" wrap="wrap">
              <form onSubmit={submit} role="search">
                <SelectBox
                  label={koAdminMode.filterType}
                  name="filter_type"
                  width="36"
                  value={String(form.filter_type)}
                  options={FILTER_OPTIONS}
                  onChange={(value) => setForm((f) => ({ ...f, filter_type: toFilterType(value) }))}
                />
                {franchise ? (
                  <SelectBox
                    label={koAdminMode.franchise}
                    name="store_group_id"
                    width="64"
                    value={form.store_group_id === undefined ? '' : String(form.store_group_id)}
                    options={groupOptions}
                    onChange={(value) =>
                      setForm((f) => ({ ...f, store_group_id: value === '' ? undefined : Number(value) }))
                    }
                  />
                ) : (
                  <Input
                    aria-label={koAdminMode.keyword}
                    name="keyword"
                    placeholder={koAdminMode.keywordPlaceholder}
                    maxW="xs"
                    value={form.keyword}
                    onChange={(event) => {
                      const { value } = event.currentTarget;
                      setForm((f) => ({ ...f, keyword: value }));
                    }}
                  />
                )}
                <Button type="submit" colorPalette="teal">
                  {koAdminMode.search}
                </Button>
                {data ? (
                  <Text ms="auto" color="fg.muted" fontSize="sm">
                    {koAdminMode.total(data.total_count)}
                  </Text>
                ) : null}
              </form>
            </HStack>
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Body p="0">
            <Table.Root size="md" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="24">{koAdminMode.storeId}</Table.ColumnHeader>
                  <Table.ColumnHeader>{koAdminMode.storeName}</Table.ColumnHeader>
                  <Table.ColumnHeader>{koAdminMode.group}</Table.ColumnHeader>
                  <Table.ColumnHeader>{koAdminMode.address}</Table.ColumnHeader>
                  <Table.ColumnHeader w="24">{koAdminMode.status}</Table.ColumnHeader>
                  <Table.ColumnHeader w="24" />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data?.store_list.map((store) => (
                  <Table.Row key={store.store_id} cursor="pointer" onClick={() => void choose(store)}>
                    <Table.Cell>{store.store_id}</Table.Cell>
                    <Table.Cell fontWeight="semibold">{store.store_name}</Table.Cell>
                    <Table.Cell>{store.store_group_name ?? ''}</Table.Cell>
                    <Table.Cell color="fg.muted">{store.store_address ?? ''}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={store.store_status === 1 ? 'green' : 'gray'}>
                        {ko.storeStatus[store.store_status] ?? ''}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        colorPalette="teal"
                        variant="outline"
                        aria-label={`${store.store_name} ${koAdminMode.select}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          void choose(store);
                        }}
                      >
                        {koAdminMode.select}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {data && data.store_list.length === 0 ? (
              <Text textAlign="center" py="10" color="fg.muted">
                {koAdminMode.empty}
              </Text>
            ) : null}
          </Card.Body>
        </Card.Root>

        {data ? (
          <Pager
            pageNo={data.page_no}
            pageCount={data.page_count}
            onChange={(page) => onSearchChange({ ...search, page_no: page })}
          />
        ) : null}
      </Container>
    </Box>
  );
}
