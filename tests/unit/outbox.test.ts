// @vitest-environment node
// The outbox needs no DOM: IndexedDB (idb-keyval) and the network (apiRequest) are replaced below.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderStatus, type Order } from '@/contract';
import { ApiError, ClientErrorCode } from '@/lib/api-client';
import { liveState, resetLive, type PendingAction, type PendingSoldOut } from '@/state/live';

/**
 * src/features/live/outbox.ts: written to IndexedDB first, sent in order one at a time with its own
 * Idempotency-Key, replayed once however many cues ask at the same moment, kept on a network error
 * and retried after 5 s, a refusal made visible, restored after a reload. fake-indexeddb is not
 * installed, so idb-keyval's default store is an in-memory map here (the outbox only uses get/set).
 */

const idb = vi.hoisted(() => new Map<string, unknown>());
const log = vi.hoisted(() => [] as string[]);
vi.mock('idb-keyval', () => ({
  get: vi.fn(async (key: string) => structuredClone(idb.get(key))),
  set: vi.fn(async (key: string, value: unknown) => {
    log.push(`persist ${key} [${(value as PendingAction[]).map((a) => a.id).join(',')}]`);
    idb.set(key, structuredClone(value));
  }),
}));

/** Each send waits until the test answers it, so the test sees what is in flight at any moment. */
interface Send {
  path: string;
  body: unknown;
  options: { idempotencyKey?: string; spinner?: boolean };
  resolve: (order: Order) => void;
  reject: (error: unknown) => void;
  done: boolean;
}
const sends = vi.hoisted(() => [] as Send[]);
vi.mock('@/lib/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/api-client')>();
  return {
    ...real,
    apiRequest: vi.fn(
      (call: { path: string }, body: unknown, options: Send['options']) =>
        new Promise((resolve, reject) => {
          log.push(`send ${options.idempotencyKey}`);
          const send: Send = {
            path: call.path,
            body,
            options,
            resolve: (order) => {
              send.done = true;
              resolve({ code: 0, message: '', data: { order }, request: body });
            },
            reject: (error) => {
              send.done = true;
              reject(error);
            },
            done: false,
          };
          sends.push(send);
        }),
    ),
  };
});

const { clearOutbox, configureOutbox, enqueue, flushOutbox, restoreOutbox } =
  await import('@/features/live/outbox');

function action(n: number, storeId = 1): PendingAction {
  return {
    id: `key-${n}`,
    storeId,
    orderId: 100 + n,
    orderNo: `A-${100 + n}`,
    path: 'store/order/status/edit',
    body: { store_id: storeId, order_id: 100 + n, from_status: 1, order_status: 2, prep_minutes: 10 },
    targetStatus: OrderStatus.ACCEPTED,
    createdAt: 1_700_000_000_000 + n,
  };
}
function soldOut(n: number): PendingSoldOut {
  return {
    kind: 'soldout',
    id: `sold-${n}`,
    storeId: 1,
    path: 'store/product/soldout',
    body: { store_id: 1, target: 'product', target_id: n, sold_out: 1, expected_version: 4 },
    target: 'product',
    targetId: n,
    soldOut: 1,
    name: `메뉴${n}`,
    createdAt: 1_700_000_000_000 + n,
  };
}
const networkError = () =>
  new ApiError({ code: ClientErrorCode.NETWORK, message: '네트워크 오류', path: 'x', request: {} });
const pendingIds = () => liveState.pending.map((a) => a.id);
const saved = (storeId = 1) =>
  ((idb.get(`outbox:${storeId}`) as PendingAction[] | undefined) ?? []).map((a) => a.id);
/** Lets the outbox's awaits (IndexedDB write, the answer) run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
/** Answers the oldest unanswered send with success. */
const answerNext = async () => {
  const s = sends.find((x) => !x.done)!;
  s.resolve({ order_id: (s.body as { order_id: number }).order_id, order_status: 2 } as Order);
  await settle();
};

let applied: string[];
let refused: { id: string; message: string; current: unknown }[];

const sessionEnd = () =>
  new ApiError({ code: 9994, message: '다시 로그인해 주세요.', path: 'x', request: {} });

beforeEach(() => {
  vi.useFakeTimers();
  idb.clear();
  log.length = 0;
  sends.length = 0;
  applied = [];
  refused = [];
  configureOutbox({
    onApplied: (a) => applied.push(`${a.id} (pending: ${pendingIds().join(',') || 'none'})`),
    onSoldOutApplied: async (a) => {
      applied.push(`${a.id} (pending: ${pendingIds().join(',') || 'none'})`);
    },
    onRefused: (a, message, current) => refused.push({ id: a.id, message, current }),
  });
});
afterEach(async () => {
  // End this test's run (flushOutbox shares one run module-wide): nothing left to send, and a send
  // still in flight ends the loop the way a dead session does, without a retry timer.
  resetLive();
  for (const s of sends) if (!s.done) s.reject(sessionEnd());
  await flushOutbox();
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('outbox', () => {
  it('writes an action to IndexedDB before it sends it, and drops it from there once applied', async () => {
    const a = action(1);
    const done = enqueue(a);
    await settle();
    expect(log).toEqual(['persist outbox:1 [key-1]', 'send key-1']);
    expect(sends[0]).toMatchObject({
      path: a.path,
      body: a.body,
      options: { idempotencyKey: 'key-1', spinner: false },
    });
    await answerNext();
    await done;
    expect(saved()).toEqual([]);
    expect(pendingIds()).toEqual([]);
    // The hook runs in the same turn as the removal: no socket message sees the action gone and its order not placed.
    expect(applied).toEqual(['key-1 (pending: none)']);
  });

  it('sends in order, one at a time, each with its own Idempotency-Key', async () => {
    for (const n of [1, 2, 3]) void enqueue(action(n));
    await settle();
    expect(sends.map((s) => s.options.idempotencyKey)).toEqual(['key-1']); // the next waits for the answer
    expect(saved()).toEqual(['key-1', 'key-2', 'key-3']);
    await answerNext();
    expect(sends.map((s) => s.options.idempotencyKey)).toEqual(['key-1', 'key-2']);
    await answerNext();
    await answerNext();
    expect(sends.map((s) => s.options.idempotencyKey)).toEqual(['key-1', 'key-2', 'key-3']);
    expect(applied.map((x) => x.split(' ')[0])).toEqual(['key-1', 'key-2', 'key-3']);
    expect(saved()).toEqual([]);
  });

  it('replays once when reconnect, `online` and visibility all ask at the same moment', async () => {
    void enqueue(action(1));
    void enqueue(action(2));
    await settle();
    const runs = [flushOutbox(), flushOutbox(), flushOutbox()];
    expect(new Set(runs).size).toBe(1); // concurrent calls share one run
    await answerNext();
    void flushOutbox();
    await answerNext();
    await Promise.all(runs);
    expect(sends.map((s) => s.options.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('keeps everything on a network error and retries after 5 s with the same key', async () => {
    void enqueue(action(1));
    void enqueue(action(2));
    await settle();
    sends[0]!.reject(networkError());
    await settle();
    expect(pendingIds()).toEqual(['key-1', 'key-2']);
    expect(saved()).toEqual(['key-1', 'key-2']);
    expect(liveState.failed).toEqual([]);
    expect(sends).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(sends).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends.map((s) => s.options.idempotencyKey)).toEqual(['key-1', 'key-1']);
    // The same action, the same key: if the first attempt did reach the server, this one replays its answer.
    await answerNext();
    await answerNext();
    expect(sends.map((s) => s.options.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(pendingIds()).toEqual([]);
    expect(applied.map((x) => x.split(' ')[0])).toEqual(['key-1', 'key-2']);
  });

  it('a cue while waiting to retry sends at once and cancels the timer', async () => {
    void enqueue(action(1));
    await settle();
    sends[0]!.reject(networkError());
    await settle();
    void flushOutbox(); // `online`
    await settle();
    expect(sends).toHaveLength(2);
    await answerNext();
    expect(applied.map((x) => x.split(' ')[0])).toEqual(['key-1']);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sends).toHaveLength(2);
  });

  it('makes a refusal visible, drops that action and carries on with the next', async () => {
    void enqueue(action(1));
    void enqueue(action(2));
    await settle();
    const current = { order_id: 101, order_status: OrderStatus.CANCEL };
    sends[0]!.reject(
      new ApiError({ code: 9009, message: '이미 취소된 주문입니다.', path: 'x', request: {}, current }),
    );
    await settle();
    expect(refused).toEqual([{ id: 'key-1', message: '이미 취소된 주문입니다.', current }]);
    expect(liveState.failed).toMatchObject([
      { id: 'key-1', orderId: 101, orderNo: 'A-101', message: '이미 취소된 주문입니다.' },
    ]);
    expect(sends.map((s) => s.options.idempotencyKey)).toEqual(['key-1', 'key-2']);
    await answerNext();
    expect(pendingIds()).toEqual([]);
    expect(saved()).toEqual([]);
  });

  it('a sold-out toggle waits in the same queue, keeps its mark until the menu is fresh, and applies once', async () => {
    void enqueue(action(1));
    void enqueue(soldOut(7));
    await settle();
    sends[0]!.reject(networkError()); // offline
    await settle();
    expect(saved()).toEqual(['key-1', 'sold-7']);
    void flushOutbox(); // the network is back
    await settle();
    await answerNext();
    await answerNext();
    expect(sends.map((s) => s.options.idempotencyKey)).toEqual(['key-1', 'key-1', 'sold-7']);
    expect(sends[2]).toMatchObject({ path: 'store/product/soldout', body: { expected_version: 4 } });
    // The menu hook runs while the toggle is still pending: the tile never shows the old state in between.
    expect(applied).toEqual(['key-1 (pending: sold-7)', 'sold-7 (pending: sold-7)']);
    expect(pendingIds()).toEqual([]);
    expect(saved()).toEqual([]);
  });

  it('a sold-out toggle refused as stale is reported, not kept as a failed order action', async () => {
    void enqueue(soldOut(7));
    await settle();
    const message = '다른 기기에서 먼저 변경했습니다 — 현재: 품절';
    sends[0]!.reject(new ApiError({ code: 9009, message, path: 'x', request: {} }));
    await settle();
    expect(refused).toEqual([{ id: 'sold-7', message, current: undefined }]);
    expect(liveState.failed).toEqual([]);
    expect(pendingIds()).toEqual([]);
    expect(saved()).toEqual([]);
  });

  it('stops and keeps the action when the session has ended (the login path takes over)', async () => {
    void enqueue(action(1));
    await settle();
    sends[0]!.reject(sessionEnd());
    await settle();
    expect(pendingIds()).toEqual(['key-1']);
    expect(refused).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sends).toHaveLength(1); // no retry loop against a dead session
  });

  it('restores waiting actions after a reload, in order, with their original keys, once', async () => {
    idb.set('outbox:1', [action(1), action(2), null, { storeId: 1 }]); // junk from an older build is skipped
    liveState.pending.push(action(1)); // already in memory: not restored twice
    void restoreOutbox(1);
    await settle();
    expect(pendingIds()).toEqual(['key-1', 'key-2']);
    await answerNext();
    await answerNext();
    expect(sends.map((s) => s.options.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it("keeps each store's actions under its own key, and logout clears only that store's", async () => {
    void enqueue(action(1, 1));
    void enqueue(action(2, 2));
    await settle();
    expect([saved(1), saved(2)]).toEqual([['key-1'], ['key-2']]);
    await answerNext(); // store 1's action applied; store 2's is now in flight
    void enqueue(action(3, 1));
    await settle();
    expect([saved(1), saved(2)]).toEqual([['key-3'], ['key-2']]);
    await clearOutbox(1);
    expect(saved(1)).toEqual([]);
    expect(pendingIds()).toEqual(['key-2']);
    expect(saved(2)).toEqual(['key-2']);
  });

  it("a logout while an action is on its way never drops another store's waiting action", async () => {
    void enqueue(action(1, 1)); // in flight
    void enqueue(action(2, 2)); // another store's, waiting (admin mode switched stores)
    await settle();
    await clearOutbox(1); // logout of store 1 while key-1 is on its way
    expect(pendingIds()).toEqual(['key-2']);
    await answerNext(); // key-1's answer arrives after the logout
    // Removed by its id, not "the first one": key-2 is still there, and is sent next.
    expect(sends.map((x) => x.options.idempotencyKey)).toEqual(['key-1', 'key-2']);
    expect(pendingIds()).toEqual(['key-2']);
    expect(saved(2)).toEqual(['key-2']);
  });
});
