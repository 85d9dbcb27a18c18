import { describe, expect, it } from 'vitest';
import { socketAction } from '@/features/live/socket-actions';

describe('socket cmd → client action (spec §9)', () => {
  it.each([101, 102, 111, 112, 121, 122, 501])('cmd %i refreshes the orders', (cmd) => {
    expect(socketAction({ cmd }).refresh).toBe(true);
    expect(socketAction({ cmd }).reload).toBe(false);
  });

  it('cmd 5 reloads the page and does nothing else', () => {
    expect(socketAction({ cmd: 5, title: 'x', actions: { toast: true } })).toEqual({
      refresh: false,
      reload: true,
      toast: null,
      sound: false,
      store: false,
      menu: false,
    });
  });

  it.each([0, 1, 100, 103, 500, 999])('cmd %i neither refreshes nor reloads', (cmd) => {
    const a = socketAction({ cmd });
    expect(a.refresh || a.reload).toBe(false);
  });

  it('shows a toast only when the message asks for one and has text', () => {
    expect(
      socketAction({ cmd: 101, title: '새 주문 T-001', body: '후라이드', actions: { toast: true } }).toast,
    ).toEqual({
      title: '새 주문 T-001',
      body: '후라이드',
    });
    expect(socketAction({ cmd: 101, title: '새 주문', actions: { toast: 1 } }).toast).not.toBeNull();
    expect(socketAction({ cmd: 102, title: '주문 T-001', actions: { toast: false } }).toast).toBeNull();
    expect(socketAction({ cmd: 101, actions: { toast: true } }).toast).toBeNull();
  });

  it('sounds the alert for new orders, reservations, cancel requests and the test notification only', () => {
    expect([101, 111, 121, 501].map((cmd) => socketAction({ cmd }).sound)).toEqual([true, true, true, true]);
    expect([102, 112, 122, 5].map((cmd) => socketAction({ cmd }).sound)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('a failed print (issue 26) toasts its title and body, silently, without refetching the orders', () => {
    const action = socketAction({
      cmd: 131,
      title: '프린터 응답 없음 — 다시 인쇄',
      body: '주방 프린터 · P-003 · 프린터 연결 거부',
      actions: { type: 'print', toast: true },
    });
    expect(action).toEqual({
      refresh: false,
      reload: false,
      toast: { title: '프린터 응답 없음 — 다시 인쇄', body: '주방 프린터 · P-003 · 프린터 연결 거부' },
      sound: false,
      store: false,
      menu: false,
    });
  });

  it('a failed print of an order offers to print that order again; a test page does not', () => {
    const message = { cmd: 131, title: '프린터 응답 없음 — 다시 인쇄', body: 'x', actions: { toast: true } };
    expect(socketAction({ ...message, order_id: 42 }).toast).toEqual({
      title: '프린터 응답 없음 — 다시 인쇄',
      body: 'x',
      reprintOrderId: 42,
    });
    expect(socketAction(message).toast).not.toHaveProperty('reprintOrderId');
    // Only the print failure: a new order's toast names its order but offers no reprint.
    expect(socketAction({ ...message, cmd: 101, order_id: 42 }).toast).not.toHaveProperty('reprintOrderId');
  });

  it('a store change (141) refetches the store info, a menu change (151) the menu; neither chimes', () => {
    expect(socketAction({ cmd: 141 })).toMatchObject({
      store: true,
      menu: false,
      refresh: false,
      sound: false,
    });
    expect(socketAction({ cmd: 151 })).toMatchObject({
      store: false,
      menu: true,
      refresh: false,
      sound: false,
    });
    expect(socketAction({ cmd: 101 })).toMatchObject({ store: false, menu: false });
  });
});
