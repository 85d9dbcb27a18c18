/**
 * The calls server-size times (issue 27 §4/§5) and how: the stores taken in turn, the first calls
 * warming the plan cache and the JIT, the garbage collections inside the timed calls counted, and a
 * call with a target timed in rounds (timeRounds). Shared by the PostgreSQL part (server-size.ts) and
 * the PGlite child (server-size-pglite.ts).
 */
import { constants, PerformanceObserver } from 'node:perf_hooks';
import type { BuiltApp } from '../../server/app';
import { APP_TYPE } from '../../src/contract';
import { STORES } from './server-size-data';
import { median, percentile, reps, round } from './stats';

const ymdKst = (msAgo: number) =>
  new Date(Date.now() + 9 * 3600_000 - msAgo).toISOString().slice(0, 10).replace(/-/g, '');

export interface Call {
  label: string;
  path: string;
  body: (storeId: number) => Record<string, unknown>;
  target: string;
  n: number;
}
export function calls(): Call[] {
  const range = { start_date: ymdKst(29 * 86_400_000), end_date: ymdKst(0) };
  return [
    {
      // The floor: a call that reads no orders (token, policy, envelope), on the machine as loaded now.
      label: 'store/token/info (floor: no orders read)',
      path: 'store/token/info',
      body: () => ({}),
      target: '—',
      n: reps(200, 40),
    },
    {
      label: 'store/order/list live',
      path: 'store/order/list',
      body: (s) => ({ store_id: s, search_type: 1, app_type: APP_TYPE }),
      target: 'p95 ≤ 10 ms',
      n: reps(400, 60),
    },
    {
      label: 'store/order/list completed today, first page (50)',
      path: 'store/order/list',
      body: (s) => ({ store_id: s, search_type: 3, app_type: APP_TYPE }),
      target: 'p95 ≤ 10 ms',
      n: reps(200, 40),
    },
    {
      label: 'store/sales/list, 30 days',
      path: 'store/sales/list',
      body: (s) => ({ store_id: s, ...range }),
      target: 'p95 ≤ 100 ms',
      n: reps(100, 20),
    },
    {
      label: 'store/stat/product/monthly, 30 days',
      path: 'store/stat/product/monthly',
      body: (s) => ({ store_id: s, ...range }),
      target: 'p95 ≤ 100 ms',
      n: reps(100, 20),
    },
    {
      label: 'store/admin/order/list, 30 days, page 1',
      path: 'store/admin/order/list',
      body: (s) => ({ store_id: s, ...range, page_no: 1 }),
      target: '—',
      n: reps(60, 10),
    },
  ];
}

export async function login(built: BuiltApp): Promise<string> {
  const r = await built.app.inject({
    method: 'POST',
    url: '/api/store/login/app',
    payload: {
      manager_user_id: 'admin',
      manager_password: 'demo1234',
      app_type: APP_TYPE,
      app_name: 'bench',
    },
  });
  const token = (r.json() as { token?: string }).token;
  if (!token) throw new Error(`admin login: ${r.body}`);
  return token;
}

export async function callOnce(built: BuiltApp, token: string, c: Call, storeId: number) {
  const r = await built.app.inject({
    method: 'POST',
    url: `/api/${c.path}`,
    payload: c.body(storeId),
    headers: { authorization: `Bearer ${token}` },
  });
  const env = r.json() as { code: number; message: string; data?: { order_list?: unknown[] } };
  if (env.code !== 0) throw new Error(`${c.path} store ${storeId}: ${env.code} ${env.message}`);
  return env.data?.order_list?.length;
}

/** p50/p95 of `c` over n calls, the stores taken in turn (37 is prime to 200: every store, spread). */
export async function timeCall(built: BuiltApp, token: string, c: Call, onEach?: () => void) {
  const times: number[] = [];
  const listed: number[] = [];
  // The process's garbage collections during the timed calls: what a p95 far above its p50 holds.
  const gcs: number[] = [];
  let majors = 0;
  let timedFrom = Infinity;
  const gcSeen = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.startTime < timedFrom) continue;
      gcs.push(e.duration);
      if ((e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        majors += 1;
    }
  });
  gcSeen.observe({ entryTypes: ['gc'] });
  for (let i = 0; i < c.n + 10; i++) {
    if (i === 10) timedFrom = performance.now();
    const storeId = 1 + ((i * 37) % STORES);
    const s = performance.now();
    const orders = await callOnce(built, token, c, storeId);
    const e = performance.now() - s;
    if (i >= 10) times.push(e); // the first few warm the plan cache and the JIT
    if (i >= 10 && orders !== undefined) listed.push(orders);
    onEach?.();
  }
  // Entries come in a later task: let them arrive before the observer goes.
  await new Promise((r) => setTimeout(r, 0));
  gcSeen.disconnect();
  const rows = listed.length
    ? `, ${round(listed.reduce((a, b) => a + b, 0) / listed.length, 0)} orders a list`
    : '';
  return {
    p50: round(percentile(times, 50), 2),
    p95: round(percentile(times, 95), 2),
    n: times.length,
    spread: `p50 ${round(percentile(times, 50), 2)} ms (n=${times.length}${rows}; GC ${gcs.length}× (${majors} major) ${round(
      gcs.reduce((a, b) => a + b, 0),
      1,
    )} ms)`,
  };
}

/**
 * A call's figure, as the issue asks of every figure (several runs, median and spread): the median of
 * three rounds' p95, each round `timeCall`'s n calls, the rounds' p95s and p50s in the spread. A call
 * with no target (the floor, the admin list), and the "before" rows (a comparison), take one round. One round of 200 calls put its p95
 * at about the 10th slowest call, so one burst of host noise or two scavenges more decided it.
 */
export async function timeRounds(
  built: BuiltApp,
  token: string,
  c: Call,
  onEach?: () => void,
  rounds = c.target === '—' ? 1 : reps(3, 1),
) {
  const each: Awaited<ReturnType<typeof timeCall>>[] = [];
  for (let i = 0; i < rounds; i++) each.push(await timeCall(built, token, c, onEach));
  if (each.length === 1) return { p95: each[0]!.p95, spread: each[0]!.spread };
  const ms = (f: (t: (typeof each)[number]) => number) => each.map(f).join(' / ');
  return {
    p95: median(each.map((t) => t.p95)),
    spread: `${rounds} rounds: p95 ${ms((t) => t.p95)}, p50 ${ms((t) => t.p50)} ms (${each.map((t) => t.spread.replace(/^p50 [\d.]+ ms \(|\)$/g, '')).join('; ')})`,
  };
}
