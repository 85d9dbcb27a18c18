// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isOpenStatus,
  nextStatus,
  OrderAction as A,
  orderActions,
  orderOffers,
  OrderStatus as S,
  OrderType,
} from '@/contract';

const order = (order_status: number, order_type: number = OrderType.TABLE, cancel_requested = 0) => ({
  order_status,
  order_type,
  cancel_requested,
});

describe('the order state machine (contract/orders)', () => {
  it('moves one step at a time and stops at served or cancelled', () => {
    expect(nextStatus(S.ORDERED)).toBe(S.ACCEPTED);
    expect(nextStatus(S.ACCEPTED)).toBe(S.READY);
    expect(nextStatus(S.READY)).toBe(S.SERVED);
    expect(nextStatus(S.SERVED)).toBeUndefined();
    expect(nextStatus(S.CANCEL)).toBeUndefined();
    expect(nextStatus(42)).toBeUndefined();
    expect([S.ORDERED, S.ACCEPTED, S.READY, S.SERVED, S.CANCEL].map(isOpenStatus)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('offers each status its step and a cancel while open', () => {
    expect(orderActions(order(S.ORDERED))).toEqual([A.ACCEPT, A.CANCEL]);
    expect(orderActions(order(S.ACCEPTED))).toEqual([A.READY, A.CANCEL]);
    expect(orderActions(order(S.READY))).toEqual([A.SERVE, A.CANCEL]);
    expect(orderActions(order(S.SERVED))).toEqual([]);
    expect(orderActions(order(S.CANCEL))).toEqual([]);
  });

  it('offers a customer cancel request to approve or reject while open, only to clear once closed', () => {
    expect(orderActions(order(S.ACCEPTED, OrderType.PICKUP, 1))).toEqual([
      A.READY,
      A.CANCEL,
      A.APPROVE_CANCEL,
      A.REJECT_CANCEL,
    ]);
    expect(orderActions(order(S.SERVED, OrderType.PICKUP, 1))).toEqual([A.REJECT_CANCEL]);
    expect(orderOffers(order(S.CANCEL, OrderType.PICKUP, 1), A.APPROVE_CANCEL)).toBe(false);
    expect(orderOffers(order(S.READY), A.REJECT_CANCEL)).toBe(false);
  });

  it('lets a delivery man be chosen only on an open delivery order', () => {
    expect(orderOffers(order(S.ORDERED, OrderType.DELIVERY), A.ASSIGN_DELIVERYMAN)).toBe(true);
    expect(orderOffers(order(S.READY, OrderType.DELIVERY), A.ASSIGN_DELIVERYMAN)).toBe(true);
    expect(orderOffers(order(S.SERVED, OrderType.DELIVERY), A.ASSIGN_DELIVERYMAN)).toBe(false);
    expect(orderOffers(order(S.ORDERED, OrderType.PICKUP), A.ASSIGN_DELIVERYMAN)).toBe(false);
  });

  it('never offers a step that the next status does not back', () => {
    for (const status of [S.ORDERED, S.ACCEPTED, S.READY, S.SERVED, S.CANCEL]) {
      const steps = orderActions(order(status)).filter(
        (a) => a === A.ACCEPT || a === A.READY || a === A.SERVE,
      );
      expect(steps.length).toBe(nextStatus(status) === undefined ? 0 : 1);
    }
  });
});
