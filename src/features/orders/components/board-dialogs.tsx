import { useImperativeHandle, useState, type Ref } from 'react';
import { LazyPart } from '@/components/lazy-part';
import { DialogBox } from '@/components/ui/dialog-box';
import { OrderStatus, type Order } from '@/contract';
import { ko } from '@/i18n/ko';
import { afterNextPaint } from '@/lib/yield';
import { useCurrentStore } from '@/queries/get-store-info';
import { useAdvanceOrder, useCancelOrder } from '../api/transition-order';
import { AcceptDialog, CancelDialog, OrderDetailDialog } from './order-dialogs';
import type { OrderLabels } from './order-labels';

/** What the board's cards open. */
export interface BoardDialogsHandle {
  accept(order: Order): void;
  cancel(order: Order): void;
  detail(order: Order): void;
}

/**
 * The board's three dialogs, with their open/closed state here and not in the board: opening or
 * closing one renders this component only, not the board with its hundreds of orders (issue 27 §2: a
 * tap on a full board's 접수 rendered every column to open the dialog, and again to close it).
 */
export function BoardDialogs({ ref, labels }: { ref: Ref<BoardDialogsHandle>; labels: OrderLabels }) {
  const store = useCurrentStore();
  const advance = useAdvanceOrder();
  const cancel = useCancelOrder();
  const [accepting, setAccepting] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [detail, setDetail] = useState<Order | null>(null);
  useImperativeHandle(ref, () => ({ accept: setAccepting, cancel: setCancelling, detail: setDetail }), []);
  const closeAll = () => {
    setAccepting(null);
    setCancelling(null);
    setDetail(null);
  };

  return (
    <LazyPart
      parts={[AcceptDialog, CancelDialog, OrderDetailDialog]}
      failed={(retry) => (
        <DialogBox
          title={ko.common.partFailedTitle}
          onClose={() => {
            closeAll();
            retry();
          }}
        >
          {ko.common.partFailed}
        </DialogBox>
      )}
    >
      {accepting ? (
        <AcceptDialog
          order={accepting}
          onClose={() => setAccepting(null)}
          onAccept={(m) => {
            const order = accepting;
            setAccepting(null);
            // The dialog closes in this tap's frame; the card's move (the board rendered again, tens
            // of milliseconds on a slow tablet's full board) comes in the task after it is painted.
            afterNextPaint(() => void advance(order, OrderStatus.ACCEPTED, m));
          }}
        />
      ) : null}
      {cancelling ? (
        <CancelDialog
          order={cancelling}
          onClose={() => setCancelling(null)}
          onCancel={(reason) => {
            const order = cancelling;
            setCancelling(null);
            afterNextPaint(() => void cancel(order, reason));
          }}
        />
      ) : null}
      {detail ? (
        <OrderDetailDialog
          order={detail}
          labels={labels}
          storeName={store?.store_name ?? ''}
          onClose={() => setDetail(null)}
        />
      ) : null}
    </LazyPart>
  );
}
