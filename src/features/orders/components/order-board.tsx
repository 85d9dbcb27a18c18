import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { LazyPart } from '@/components/lazy-part';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { nextStatus, OPEN_STATUSES, OrderStatus, type Order } from '@/contract';
import { afterIdle } from '@/lib/idle';
import { afterNextPaint } from '@/lib/yield';
import { ko } from '@/i18n/ko';
import { acknowledge, isOrderAction, liveState } from '@/state/live';
import { useSelect } from '@/state/use-select';
import { useAdvanceOrder, useConfirmCancel } from '../api/transition-order';
import type { OrderBoardSearch } from '../search';
import { useMissedNow } from '../use-missed-now';
import { OrderCard, STATUS_PALETTE } from './order-card';
import { BoardDialogs, type BoardDialogsHandle } from './board-dialogs';
import { MissedWatch, NewOrderAnnouncer, preloadOrderDialogs } from './order-dialogs';
import { useOrderLabels } from './order-labels';
import edge from './missed-edge.module.css';
import s from './orders.module.css';
import { useCurrentStore } from '@/queries/get-store-info';

type Layout = 'columns' | 'grid';
const KINDS = [0, 1, 2, 3, 4];
/**
 * Cards drawn per column (or grid) before a "more" button: a rush of hundreds of open orders must not
 * make every refresh re-lay out hundreds of cards; the oldest — the ones to act on — come first.
 */
const FIRST_CARDS = 40;
/**
 * Cards per column in the app's first board, a frame after its shell: more than a tablet's screen
 * shows (a card is at least ~10 rem tall). The first render draws the board without cards (the column
 * heads and counts), the next one these, once that frame is painted; the rest of the first 40 follow
 * in a transition, which React renders in slices. The board's first frame — the shell's and the cards'
 * style and layout in one task of 10–20 ms at 1× — was the start's longest task on a slow tablet
 * (issue 27 §1); drawn in two frames, each is about half. Later entries (back from another screen) draw
 * all 40 at once: nothing else of the start competes with them, and the bench's re-entry figure (all
 * cards drawn) doubled when they came in two renders.
 */
const FIRST_SCREEN_CARDS = 8;
const NO_ORDERS: readonly Order[] = [];
let startDrawn = false;

interface OrderBoardProps {
  orders: readonly Order[];
  search: OrderBoardSearch;
  onSearch(next: Partial<OrderBoardSearch>): void;
  /** 'columns': one column per open status (the live board); 'grid': cards in the list's order. */
  layout: Layout;
  statusChoices: readonly number[];
  emptyText: string;
  /** Counts for the kind filter's badges, indexed by order_type (0: all), when the server counts (a paged list). */
  kindCounts?: readonly number[];
  /** A list in pages (the completed orders): every loaded card is drawn, `footer` below them. */
  paged?: boolean;
  /** Below the cards once the first ones are drawn: a paged list's next-page button. */
  footer?: ReactNode;
}

/**
 * Cards of one order list, filterable by kind and status, with one-tap transitions. Memoised: its page
 * renders again when a list's fetch starts and ends, and the board's props do not change with that.
 */
export const OrderBoard = memo(function OrderBoard({
  orders,
  search,
  onSearch,
  layout,
  statusChoices,
  emptyText,
  kindCounts,
  paged = false,
  footer,
}: OrderBoardProps) {
  const labels = useOrderLabels();
  const pending = useSelect(liveState, (st) => st.pending);
  const unacked = useSelect(liveState, (st) => st.unacked);
  const connection = useSelect(liveState, (st) => st.connection);
  const store = useCurrentStore();
  const advance = useAdvanceOrder();
  const confirmCancel = useConfirmCancel();
  const dialogs = useRef<BoardDialogsHandle>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  // After the first cards are up and the page is idle, not during start-up: the dialogs' code, and the
  // screen reader's announcer of new orders (it reads those of its first seconds once it has loaded).
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      afterIdle(() => {
        preloadOrderDialogs();
        setIdle(true);
      }, 3_000),
    [],
  );
  const [drawn, setDrawn] = useState(startDrawn ? FIRST_CARDS : 0);
  useEffect(() => {
    startDrawn = true;
    if (drawn === 0) afterNextPaint(() => startTransition(() => setDrawn(FIRST_SCREEN_CARDS)));
    else if (drawn < FIRST_CARDS) startTransition(() => setDrawn(FIRST_CARDS));
  }, [drawn]);
  const expand = (key: number) => setExpanded((prev) => new Set(prev).add(key));
  const limited = (key: number, list: readonly Order[]) => {
    // A paged list's cards came a page at a time at the person's asking: all of them are drawn.
    const all = expanded.has(key) || (paged && drawn === FIRST_CARDS);
    // `drawn` is at most FIRST_CARDS. The button comes with the 40th card: above the first cards it
    // would be pushed down the screen as they come.
    return (
      <>
        {(all ? list : list.slice(0, drawn)).map(card)}
        {!all && drawn === FIRST_CARDS && list.length > FIRST_CARDS ? (
          <Button size="lg" variant="outline" onClick={() => expand(key)} data-testid="show-more-orders">
            {ko.orders.showMore(list.length - FIRST_CARDS)}
          </Button>
        ) : null}
      </>
    );
  };
  // A finger resting on a button must not fire the next step too: 700 ms between taps on one order.
  const lastTap = useRef(new Map<number, number>());

  const pendingByOrder = useMemo(() => {
    const m = new Map<number, number>();
    for (const a of pending) if (isOrderAction(a)) m.set(a.orderId, a.targetStatus);
    return m;
  }, [pending]);
  // Orders with a step this tablet has not sent yet: an accept waiting in the outbox is not a miss.
  const stepping = useMemo(() => new Set(pendingByOrder.keys()), [pendingByOrder]);
  // Missed orders' cards and the screen's edge flash from the first render; the escalation beyond them
  // (the louder alert, the pause offer, the day's log) comes with MissedWatch once the board is idle.
  const missed = useMissedNow(
    layout === 'columns' ? orders : NO_ORDERS,
    store?.missed_order_minutes,
    stepping,
  );
  // Read once into a Set, for the cards and the announcer: the snapshot is a proxy whose reads are
  // tracked one by one, and `includes` per order read it hundreds of times at each new order.
  const newIds = useMemo(() => new Set(unacked), [unacked]);
  const pendingMode = connection === 'open' && globalThis.navigator?.onLine !== false ? 'sending' : 'waiting';

  // The cards' handlers read the unsent steps from the live state when they run, not from this render,
  // so they keep their identity when a step is queued or answered: with the pending map in their
  // dependencies every tap gave all drawn cards (up to 120) new props, and React rendered them all
  // again (issue 27, the rush bench).

  // Only an order with an unsent step can be double-tapped into the next one (offline, the buttons
  // stay live so steps can be chained); once the server has answered, every tap counts.
  const guard = useCallback((o: Order) => {
    const now = Date.now();
    const last = lastTap.current.get(o.order_id) ?? 0;
    lastTap.current.set(o.order_id, now);
    return !(pendingTarget(o.order_id) !== undefined && now - last < 700);
  }, []);

  // The tap's decision is made here, at the tap; a one-tap step is handed back to the card, which
  // starts it after the tap's frame is painted (OrderCard).
  const onAdvance = useCallback(
    (o: Order) => {
      const e = effective(o);
      if (!guard(e)) return undefined;
      // Accepting asks for a prep time first; every other step is one tap.
      if (e.order_status === OrderStatus.ORDERED) {
        dialogs.current?.accept(e);
        return undefined;
      }
      const next = nextStatus(e.order_status);
      return next === undefined ? undefined : () => void advance(e, next);
    },
    [advance, guard],
  );
  const onCancel = useCallback((o: Order) => dialogs.current?.cancel(effective(o)), []);
  const onDetail = useCallback((o: Order) => dialogs.current?.detail(o), []);
  const onConfirmCancel = useCallback(
    (o: Order, approve: boolean) => void confirmCancel(effective(o), approve),
    [confirmCancel],
  );
  const onAcknowledge = useCallback((o: Order) => acknowledge(o.order_id), []);

  const byKind = search.type ? orders.filter((o) => o.order_type === search.type) : orders;
  const visible = search.status
    ? byKind.filter((o) => (pendingByOrder.get(o.order_id) ?? o.order_status) === search.status)
    : byKind;
  const kindCount = (k: number) =>
    kindCounts?.[k] ?? (k ? orders.filter((o) => o.order_type === k).length : orders.length);

  const card = (o: Order) => {
    const ps = pendingByOrder.get(o.order_id) ?? null;
    return (
      <OrderCard
        key={o.order_id}
        order={o}
        labels={labels}
        pendingStatus={ps}
        pendingMode={ps === null ? null : pendingMode}
        isNew={newIds.has(o.order_id)}
        missed={missed.includes(o.order_id)}
        onAdvance={onAdvance}
        onCancel={onCancel}
        onDetail={onDetail}
        onConfirmCancel={onConfirmCancel}
        onAcknowledge={onAcknowledge}
      />
    );
  };

  return (
    <div className={s.stack}>
      <LazyPart parts={[NewOrderAnnouncer]}>
        {idle ? <NewOrderAnnouncer orders={orders} unacked={newIds} labels={labels} /> : null}
      </LazyPart>
      <div className={cx(s.row, s.wrap)} role="group" aria-label={ko.orders.kindFilter}>
        {KINDS.map((k) => (
          <Button
            key={k}
            size="lg"
            variant={search.type === k ? 'solid' : 'outline'}
            palette="teal"
            onClick={() => onSearch({ type: k })}
            aria-pressed={search.type === k}
          >
            {k ? labels.type(k) : ko.orders.all}
            <Badge palette="teal" variant={search.type === k ? 'surface' : 'subtle'}>
              {kindCount(k)}
            </Badge>
          </Button>
        ))}
        {statusChoices.length > 1 ? (
          <div className={cx(s.row, s.pushEnd)} role="group" aria-label={ko.orders.statusFilter}>
            {[0, ...statusChoices].map((st) => (
              <Button
                key={st}
                size="lg"
                variant={search.status === st ? 'solid' : 'ghost'}
                onClick={() => onSearch({ status: st })}
                aria-pressed={search.status === st}
              >
                {st ? labels.status(st) : ko.orders.all}
              </Button>
            ))}
          </div>
        ) : null}
        {missed.length ? (
          <div className={edge.edge} data-testid="missed-edge" role="status">
            <span className={edge.text}>{ko.orders.missedEdge(missed.length)}</span>
          </div>
        ) : null}
        {layout === 'columns' ? (
          <LazyPart parts={[MissedWatch]} loading={missedLogPlace}>
            {idle && store ? (
              <MissedWatch orders={orders} missed={missed} stepping={stepping} store={store} />
            ) : (
              missedLogPlace
            )}
          </LazyPart>
        ) : null}
      </div>

      {layout === 'columns' && !search.status ? (
        <div className={s.columns}>
          {OPEN_STATUSES.map((st, i) => {
            const list = visible.filter((o) => (pendingByOrder.get(o.order_id) ?? o.order_status) === st);
            return (
              <section
                key={st}
                className={s.column}
                data-testid={`column-${st}`}
                aria-label={ko.orders.columns[st]}
              >
                {/*
                  Narrow layouts: the heads are a row of tabs (radios: arrows switch, CSS shows the
                  checked one's column, no script). Wide: the radio is hidden, the head as it was (a
                  level-2 heading; axe wants the level said, the role alone has none it accepts).
                */}
                <label className={s.columnHead}>
                  <input type="radio" name="column" defaultChecked={!i} />
                  <span role="heading" aria-level={2} className={s.columnTitle}>
                    {ko.orders.columns[st]}
                  </span>
                  <Badge size="lg" variant="solid" palette={STATUS_PALETTE[st] ?? 'gray'}>
                    {list.length}
                  </Badge>
                </label>
                {list.length ? limited(st, list) : <EmptyColumn text={ko.orders.emptyColumn} />}
              </section>
            );
          })}
        </div>
      ) : visible.length ? (
        <div className={s.grid}>{limited(0, visible)}</div>
      ) : (
        <EmptyColumn text={emptyText} />
      )}
      {drawn === FIRST_CARDS ? footer : null}

      <BoardDialogs ref={dialogs} labels={labels} />
    </div>
  );
});

/** The order as the staff should see it: with unsent actions applied (read when a handler runs). */
function effective(o: Order): Order {
  const s = pendingTarget(o.order_id);
  return s === undefined ? o : { ...o, order_status: s };
}

/** The status the last unsent step of an order will give it (read when a handler runs). */
const pendingTarget = (orderId: number) =>
  liveState.pending.filter(isOrderAction).findLast((a) => a.orderId === orderId)?.targetStatus;

/**
 * The missed-order log's button as it is with none missed, unseen, until its code has loaded (as the
 * top bar's late buttons, top-bar-later.tsx): on a narrow screen it took a row of the filters when it
 * came, 3–4 s into the start, and moved the whole board down under a finger (Lighthouse: 0.021).
 */
const missedLogPlace = (
  <span
    className={cx(buttonClass({ size: 'lg', variant: 'ghost' }), s.held)}
    aria-hidden="true"
    data-testid="missed-log-place"
  >
    {ko.orders.missedLog(0)}
  </span>
);

function EmptyColumn({ text }: { text: string }) {
  return <div className={s.empty}>{text}</div>;
}
