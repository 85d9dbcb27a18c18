import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersKeys } from '@/queries/list-orders';

const saved = vi.hoisted(() => [] as { storeId: number; searchType: number; list: unknown }[]);
vi.mock('@/lib/offline-store', () => ({
  saveOrderList: (storeId: number, searchType: number, list: unknown) => {
    saved.push({ storeId, searchType, list });
    return Promise.resolve();
  },
}));
const { persistOrderLists } = await import('@/features/live/persist-orders');

const filters = { store_id: 1, search_type: 1 as const };
const answer = (n: number) => ({ order_list: Array.from({ length: n }, (_, i) => ({ order_id: i + 1 })) });

describe('persistOrderLists: the last list answer is kept on the device, written when idle', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    saved.length = 0;
    client = new QueryClient();
  });
  afterEach(() => {
    vi.useRealTimers();
    client.clear();
  });

  it('writes the newest answer once, not in the answer’s own task', async () => {
    const persist = persistOrderLists(client);
    await client.fetchQuery({ queryKey: ordersKeys.list(filters), queryFn: () => answer(1) });
    await client.fetchQuery({ queryKey: ordersKeys.list(filters), queryFn: () => answer(2), staleTime: 0 });
    expect(saved).toEqual([]);
    await vi.runAllTimersAsync();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ storeId: 1, searchType: 1, list: { order_list: answer(2).order_list } });
    expect((saved[0]!.list as { fetchedAt: number }).fetchedAt).toBeGreaterThan(0);
    persist.stop();
  });

  it('a list put into the cache by hand is not saved; logging out drops a write still waiting', async () => {
    const persist = persistOrderLists(client);
    client.setQueryData(ordersKeys.list(filters), answer(3));
    await vi.runAllTimersAsync();
    expect(saved).toEqual([]);
    await client.fetchQuery({ queryKey: ordersKeys.list(filters), queryFn: () => answer(4), staleTime: 0 });
    await persist.clear(1);
    await vi.runAllTimersAsync();
    expect(saved).toEqual([]);
    persist.stop();
  });
});
