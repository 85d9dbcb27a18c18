import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { Order } from '@/contract';
import { koCounter } from '@/i18n/ko-counter';
import { newOrderText, ordersToAnnounce, ordersToAnnounceAtStart } from '../announce';
import { koreanWon, speakAfterChime } from '../voice';
import type { OrderLabels } from './order-labels';

/** Read by screen readers, not drawn (inline: this lazy part brings no style sheet of its own). */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

interface NewOrderAnnouncerProps {
  orders: readonly Order[];
  /** The unacknowledged order ids (the board's Set of the live state's list). */
  unacked: ReadonlySet<number>;
  labels: OrderLabels;
}

/**
 * The board's polite live region: "신규 주문 T-012, 배달, 32,000원" when a new order appears on it.
 * In the page before any text (a region added together with its text is not read), visually hidden.
 * New orders that reached the board in its first seconds, before this part loaded, are read once it
 * has; older ones waiting when the tablet came back to the board are not (the board shows them). The same
 * moment speaks the order aloud when the tablet's voice setting is on (../voice.ts).
 */
export function NewOrderAnnouncer({ orders, unacked, labels }: NewOrderAnnouncerProps) {
  const said = useRef<Set<number> | null>(null);
  const [text, setText] = useState('');
  // The region must be in the page before its first text, or that text is not read: the orders that
  // came in before this part loaded are said a moment after it is mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 500);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!mounted) return;
    let fresh: Order[];
    if (said.current === null) {
      said.current = new Set();
      fresh = ordersToAnnounceAtStart(orders, unacked, said.current, Date.now());
    } else fresh = ordersToAnnounce(orders, unacked, said.current);
    if (!fresh.length) return;
    setText(fresh.map((o) => newOrderText(o, labels.type(o.order_type))).join('. '));
    // Spoken too when this tablet has it on (off by default): "배달 주문, 3만 2천 원", after the chime.
    speakAfterChime(
      fresh.map((o) => koCounter.voice.order(labels.type(o.order_type), koreanWon(o.total_amount))),
    );
  }, [mounted, orders, unacked, labels]);
  return (
    <p role="status" aria-live="polite" style={HIDDEN} data-testid="order-announcer">
      {text}
    </p>
  );
}
