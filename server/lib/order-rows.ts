import type { Order } from '../../src/contract';
import type { orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;

/** The fields of a row the contract's order state machine (orderActions / orderOffers) reads. */
export const stateOf = (r: Pick<OrderRow, 'orderStatus' | 'orderType' | 'cancelRequested'>) => ({
  order_status: r.orderStatus,
  order_type: r.orderType,
  cancel_requested: r.cancelRequested,
});

export function toOrder(r: OrderRow): Order {
  return {
    order_id: r.orderId,
    order_no: r.orderNo,
    store_id: r.storeId,
    order_type: r.orderType,
    order_status: r.orderStatus,
    table_no: r.tableNo,
    pickup_time: r.pickupTime ? r.pickupTime.toISOString() : null,
    delivery_address: r.deliveryAddress,
    customer_name: r.customerName,
    customer_phone: r.customerPhone,
    request: r.request,
    items: r.items,
    total_amount: r.totalAmount,
    delivery_fee: r.deliveryFee,
    discounts: r.discounts,
    discount_amount: r.discountAmount,
    pay_type: r.payType,
    prep_minutes: r.prepMinutes,
    cancel_reason: r.cancelReason,
    cancel_requested: r.cancelRequested,
    deliveryman_id: r.deliverymanId,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    version: r.version,
  };
}
