import { describe, expect, it } from 'vitest';
import { orderFollower } from '@/features/live/order-follower';

/** A fetch whose answers the test releases in any order. */
function manualFetch() {
  const waiting: { id: number; resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  let n = 0;
  const fetchOrder = (id: number) =>
    new Promise<string>((resolve, reject) => waiting.push({ id, resolve: (v) => resolve(v), reject }));
  const answer = (i: number) => waiting[i]!.resolve(`answer ${++n} for ${waiting[i]!.id}`);
  return { fetchOrder, waiting, answer };
}

/** A follower over a manual fetch, recording what it applies. */
function setup() {
  const f = manualFetch();
  const applied: string[] = [];
  return { f, applied, follower: orderFollower(f.fetchOrder, (a) => applied.push(a)) };
}

describe('orderFollower', () => {
  it('applies an answer, and only the newest one for an order that changed twice', async () => {
    const { f, applied, follower } = setup();
    const first = follower.follow(7);
    const second = follower.follow(7);
    f.answer(1); // the second request answers first…
    await second;
    f.answer(0); // …and the first, older one arrives late
    await first;
    expect(applied).toEqual(['answer 1 for 7']);
  });

  it('follows different orders independently', async () => {
    const { f, applied, follower } = setup();
    const a = follower.follow(1);
    const b = follower.follow(2);
    f.answer(1);
    f.answer(0);
    await Promise.all([a, b]);
    expect(applied.sort()).toEqual(['answer 1 for 2', 'answer 2 for 1']);
  });

  it('drops answers a full refresh has overtaken, and swallows failures', async () => {
    const { f, applied, follower } = setup();
    const overtaken = follower.follow(3);
    follower.supersedeAll();
    f.answer(0);
    await overtaken;
    const failing = follower.follow(4);
    f.waiting[1]!.reject(new Error('offline'));
    await expect(failing).resolves.toBeUndefined();
    expect(applied).toEqual([]);
  });
});
