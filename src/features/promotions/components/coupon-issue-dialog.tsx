import { useState } from 'react';
import { Badge, Box, Button, Checkbox, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import toast from '@/lib/toast';
import type { Coupon, CouponIssue, CustomerListItem } from '@/contract';
import { COUPON_ISSUE_MAX } from '@/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Modal } from '@/components/modal';
import { formatDateTime } from '@/lib/format';
import { useFindCustomers } from '../api/find-customers';
import { useIssueCoupon } from '../api/issue-coupon';
import { useListCouponIssues } from '../api/list-coupon-issues';
import { PC, PR, ymdLabel } from './promotion-parts';

const K = PR.coupon;

const issueColumns: DataColumn<CouponIssue>[] = [
  { key: 'customer_name', header: K.issueCustomer },
  { key: 'customer_phone', header: K.issuePhone },
  { key: 'issued_at', header: K.issuedAt, cell: (r) => formatDateTime(r.issued_at) },
  { key: 'expires_on', header: K.expiresOn, cell: (r) => ymdLabel(r.expires_on) },
  {
    key: 'used_at',
    header: K.usedAt,
    cell: (r) =>
      r.used_at ? (
        K.usedOn(formatDateTime(r.used_at), r.order_no)
      ) : (
        <Badge colorPalette="gray">{K.unused}</Badge>
      ),
  },
];

/**
 * "쿠폰 발급" (issue 26 §5): find the store's customers (the customer list call: name or the phone's
 * last digits), tick several, issue; below, who holds the coupon and whether they used it, on which
 * order. The server refuses a customer who still holds an unused one (docs/decisions.md).
 */
export function CouponIssueDialog({
  storeId,
  coupon,
  onClose,
}: {
  storeId: number;
  coupon: Coupon;
  onClose(): void;
}) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [issuePage, setIssuePage] = useState(1);
  const customers = useFindCustomers({ store_id: storeId, keyword, page_no: 1 });
  const issues = useListCouponIssues({ store_id: storeId, coupon_id: coupon.coupon_id, page_no: issuePage });
  const issue = useIssueCoupon({
    onSuccess: (data) => {
      toast.success(K.issueDone(data.issued_count));
      setPicked(new Map());
      setIssuePage(1);
    },
  });
  const issuable = coupon.state === 'active' || coupon.state === 'scheduled';
  const toggle = (c: CustomerListItem, on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (on) next.set(c.customer_id, c.customer_name);
      else next.delete(c.customer_id);
      return next;
    });
  const list = customers.data?.customer_list;
  const full = picked.size >= COUPON_ISSUE_MAX;
  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      title={K.issueTitle(coupon.coupon_name)}
      busy={issue.isPending}
      footer={
        <>
          <Button size="lg" variant="outline" onClick={onClose}>
            {PC.close}
          </Button>
          {issuable ? (
            <Button
              size="lg"
              colorPalette="teal"
              disabled={!picked.size}
              loading={issue.isPending}
              onClick={() =>
                issue.mutate({
                  store_id: storeId,
                  coupon_id: coupon.coupon_id,
                  customer_ids: [...picked.keys()],
                })
              }
            >
              {K.issueSubmit(picked.size)}
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="6">
        {issuable ? (
          <Box as="section" aria-labelledby="coupon-issue-pick">
            <Heading as="h3" size="md" mb="3" id="coupon-issue-pick">
              {K.issuePick}
            </Heading>
            <HStack
              as="form"
              gap="2"
              mb="3"
              onSubmit={(e) => {
                e.preventDefault();
                setKeyword(draft.trim());
              }}
            >
              <Input
                aria-label={K.issueSearch}
                name="keyword"
                size="lg"
                maxW="xs"
                placeholder={K.issueSearchHint}
                value={draft}
                onChange={(e) => setDraft(e.currentTarget.value)}
              />
              <Button size="lg" type="submit" colorPalette="teal" variant="outline">
                {PC.search}
              </Button>
            </HStack>
            {picked.size ? (
              <Text mb="2" data-testid="coupon-issue-picked">
                {K.issueSelected(picked.size)}: {[...picked.values()].join(', ')}
              </Text>
            ) : null}
            {customers.error ? <Text role="alert">{PC.loadError}</Text> : null}
            {list && !list.length ? <Text>{K.issueNoCustomers}</Text> : null}
            <Stack as="ul" gap="1" listStyleType="none" maxH="16rem" overflowY="auto" tabIndex={-1}>
              {list?.map((c) => (
                <li key={c.customer_id}>
                  <Checkbox.Root
                    size="lg"
                    minH="12"
                    checked={picked.has(c.customer_id)}
                    disabled={full && !picked.has(c.customer_id)}
                    onCheckedChange={(d) => toggle(c, d.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {c.customer_name} · {c.customer_phone}
                    </Checkbox.Label>
                  </Checkbox.Root>
                </li>
              ))}
            </Stack>
          </Box>
        ) : (
          <Text role="note">{K.notIssuable}</Text>
        )}
        <Box as="section" aria-labelledby="coupon-issue-list">
          <Heading as="h3" size="md" mb="3" id="coupon-issue-list">
            {K.issueList}
          </Heading>
          <DataTable
            label={K.issueList}
            columns={issueColumns}
            rows={issues.data?.issue_list}
            query={issues}
            emptyText={K.issueEmpty}
            rowKey={(r) => r.coupon_issue_id}
            page={issues.data}
            onPageChange={setIssuePage}
          />
        </Box>
      </Stack>
    </Modal>
  );
}
