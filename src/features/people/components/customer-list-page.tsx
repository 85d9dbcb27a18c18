import { useState } from 'react';
import { Badge, Box, Button, DataList, Heading, Input, Spinner, Stack } from '@chakra-ui/react';
import type { CustomerListItem, CustomerOrder } from '@/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { Modal } from '@/components/modal';
import { formatDateTime } from '@/lib/format';
import { ko } from '@/i18n/ko';
import { useListCustomerOrders } from '../api/list-customer-orders';
import { useListCustomers } from '../api/list-customers';
import { useGetUserInfo } from '../api/get-user-info';
import type { CustomerSearch } from '../search';
import { ErrorNotice, formatDay, P, PagedTable, useStoreId } from './people-parts';

const C = P.customer;

const columns: DataColumn<CustomerListItem>[] = [
  { key: 'customer_name', header: C.name },
  { key: 'customer_phone', header: C.phone },
  { key: 'order_count', header: C.orderCount, align: 'end', cell: (r) => P.common.count(r.order_count) },
  { key: 'order_amount', header: C.orderAmount, align: 'end', cell: (r) => P.common.won(r.order_amount) },
  { key: 'last_order_at', header: C.lastOrder, cell: (r) => formatDateTime(r.last_order_at) },
];

const orderColumns: DataColumn<CustomerOrder>[] = [
  { key: 'order_no', header: C.orderNo },
  { key: 'created_at', header: C.orderedAt, cell: (r) => formatDateTime(r.created_at) },
  { key: 'order_type', header: C.orderType, cell: (r) => ko.orderType[r.order_type] ?? String(r.order_type) },
  {
    key: 'items',
    header: C.items,
    cell: (r) => (r.items[0] ? C.itemsSummary(r.items[0].product_name, r.items.length - 1) : ''),
  },
  { key: 'total_amount', header: C.amount, align: 'end', cell: (r) => P.common.won(r.total_amount) },
  {
    key: 'order_status',
    header: C.orderStatus,
    cell: (r) => (
      <Badge colorPalette={r.order_status === 9 ? 'red' : r.order_status === 7 ? 'gray' : 'teal'}>
        {ko.orderStatus[r.order_status] ?? String(r.order_status)}
      </Badge>
    ),
  },
];

/** /customer-manager: the store's customers (phones masked), a customer's detail and order history. */
export function CustomerListPage({
  search,
  onSearchChange,
}: {
  search: CustomerSearch;
  onSearchChange(next: Partial<CustomerSearch>): void;
}) {
  const storeId = useStoreId();
  const q = useListCustomers({ store_id: storeId, keyword: search.keyword, page_no: search.page_no });
  const [draft, setDraft] = useState(search.keyword);
  const [seen, setSeen] = useState(search.keyword);
  if (seen !== search.keyword) {
    setSeen(search.keyword);
    setDraft(search.keyword);
  }
  const data = q.data;
  const go = () => onSearchChange({ keyword: draft, page_no: 1 });
  return (
    <ListPage
      title={ko.page.customerManager}
      filters={
        <>
          <Input
            aria-label={P.common.keyword}
            name="keyword"
            size="lg"
            maxW="xs"
            placeholder={C.keywordPlaceholder}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') go();
            }}
          />
          <Button size="lg" colorPalette="teal" onClick={go}>
            {P.common.search}
          </Button>
        </>
      }
    >
      <PagedTable
        page={data}
        query={q}
        onPageChange={(page_no) => onSearchChange({ page_no })}
        label={ko.page.customerManager}
        columns={columns}
        rows={data?.customer_list}
        rowKey={(r) => r.customer_id}
        onRowClick={(r) => onSearchChange({ customer_id: r.customer_id })}
      />
      {search.customer_id ? (
        <CustomerDialog
          storeId={storeId}
          customerId={search.customer_id}
          onClose={() => onSearchChange({ customer_id: undefined })}
        />
      ) : null}
    </ListPage>
  );
}

function CustomerDialog({
  storeId,
  customerId,
  onClose,
}: {
  storeId: number;
  customerId: number;
  onClose(): void;
}) {
  const info = useGetUserInfo({ store_id: storeId, customer_id: customerId });
  const [pageNo, setPageNo] = useState(1);
  const orders = useListCustomerOrders({ store_id: storeId, customer_id: customerId, page_no: pageNo });
  const user = info.data?.user;
  return (
    <Modal open onClose={onClose} size="xl" title={user ? C.detailTitle(user.customer_name) : C.name}>
      {info.error ? <ErrorNotice error={info.error} /> : null}
      {!user && !info.error ? <Spinner /> : null}
      {user ? (
        <Stack gap="6">
          <DataList.Root orientation="horizontal" size="lg">
            <DataList.Item>
              <DataList.ItemLabel>{C.phone}</DataList.ItemLabel>
              <DataList.ItemValue>{user.customer_phone}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{C.orderCount}</DataList.ItemLabel>
              <DataList.ItemValue>
                {P.common.count(user.order_count)} · {P.common.won(user.order_amount)}
                {user.cancel_count ? ` (${C.cancelCount} ${P.common.count(user.cancel_count)})` : ''}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{C.firstOrder}</DataList.ItemLabel>
              <DataList.ItemValue>
                {formatDay(user.first_order_at)} ~ {formatDay(user.last_order_at)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{C.coupons}</DataList.ItemLabel>
              <DataList.ItemValue>
                {C.couponSummary(user.coupon_count, user.coupon_used_count)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{C.stamps}</DataList.ItemLabel>
              <DataList.ItemValue>
                {user.stamp_cards.length
                  ? user.stamp_cards
                      .map(
                        (s) =>
                          `${s.program_name} ${C.stampLine(s.stamp_count, s.stamps_required, s.reward_count)}`,
                      )
                      .join(' · ')
                  : C.noStamps}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Box>
            <Heading as="h3" size="md" mb="3">
              {C.orders}
            </Heading>
            <DataTable
              label={C.orders}
              columns={orderColumns}
              rows={orders.data?.order_list}
              query={orders}
              emptyText={P.common.empty}
              rowKey={(r) => r.order_id}
              page={orders.data}
              onPageChange={setPageNo}
            />
          </Box>
        </Stack>
      ) : null}
    </Modal>
  );
}
