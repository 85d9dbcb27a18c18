import { OrderStatus, OrderType, type Order } from '@/contract';

/**
 * A table order as the server sends it, for the live-cache tests: order `id` was placed (100 − id)
 * minutes before `now`, so a higher id is a newer order.
 */
export function makeOrder(id: number, now: number, over: Partial<Order> = {}): Order {
  const at = new Date(now - (100 - id) * 60_000).toISOString();
  return {
    order_id: id,
    order_no: `A-${String(id).padStart(3, '0')}`,
    store_id: 1,
    order_type: OrderType.TABLE,
    order_status: OrderStatus.ORDERED,
    table_no: '1',
    pickup_time: null,
    delivery_address: null,
    customer_name: null,
    customer_phone: null,
    request: null,
    items: [],
    total_amount: 1000,
    delivery_fee: 0,
    pay_type: 1,
    prep_minutes: null,
    cancel_reason: null,
    cancel_requested: 0,
    deliveryman_id: null,
    created_at: at,
    updated_at: at,
    version: 1,
    ...over,
  };
}
