import { Text } from '@chakra-ui/react';
import { kstHm, type MissedOrder } from '@/contract';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Modal } from '@/components/modal';
import { koMoney } from '@/i18n/ko-money';
import { useMissedDay } from '../api/list-missed-day';
import { useCodeLabels } from './money-parts';

const T = koMoney.sales;

/**
 * A past day's missed orders, from the daily sales report (issue 26 §3): the board's log of the day
 * (store/order/missed/list with a date). Its own small table rather than the board's dialog, which lives in
 * the live screens' chunks: sharing it would add a chunk to the board's first load.
 */
export function MissedDayDialog({
  storeId,
  date,
  title,
  onClose,
}: {
  storeId: number;
  /** yyyyMMdd */
  date: string;
  title: string;
  onClose(): void;
}) {
  const q = useMissedDay(storeId, date);
  const labels = useCodeLabels();
  const columns: DataColumn<MissedOrder>[] = [
    { key: 'order_no', header: T.missedOrderNo },
    { key: 'order_type', header: T.missedKind, cell: (r) => labels.orderType(r.order_type) },
    { key: 'created_at', header: T.missedArrived, cell: (r) => kstHm(Date.parse(r.created_at)) },
    {
      key: 'accepted_at',
      header: T.missedAccepted,
      cell: (r) => (r.accepted_at ? kstHm(Date.parse(r.accepted_at)) : T.missedNotAccepted),
    },
    {
      key: 'waited_minutes',
      header: T.missedWaited,
      align: 'end',
      cell: (r) => T.missedMinutes(r.waited_minutes),
    },
  ];
  return (
    <Modal open onClose={onClose} size="xl" title={T.missedTitle(title)}>
      {q.data ? (
        <Text mb="3" color="fg.muted">
          {T.missedNote(q.data.missed_order_minutes)}
        </Text>
      ) : null}
      <DataTable
        label={T.missedTitle(title)}
        columns={columns}
        rows={q.data?.missed_list}
        query={q}
        emptyText={T.missedEmpty}
        rowKey={(r) => r.order_id}
      />
    </Modal>
  );
}
