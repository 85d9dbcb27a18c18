/**
 * The load of the sockets bench (sockets.ts, see its comment): the stores it grows the database to, the
 * load processes (socket-worker.ts) that hold the tablets' sockets, and the customer orders it places.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { CHANNEL_KEY_HEADER } from '../../src/contract';
import { ROOT, type RunningServer } from '../e2e/harness';

export const STORES = 200;
export const PER_STORE = 10;
export const RATE = 20;
const WORKERS_PER_NODE = 2;

export interface BenchStore {
  storeId: number;
  userId: string;
  productId: number;
  channelKey: string;
  token?: string;
}

/** 200 open stores, each with a bench menu item, a store manager (the demo password) and a channel key. */
export async function seedStores(url: string): Promise<BenchStore[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('BEGIN');
    // The demo's stores stay as they are but all open for orders (a paused or closed one would refuse).
    await c.query('UPDATE stores SET store_status = 1');
    await c.query('DELETE FROM store_temp_schedules');
    await c.query(
      `INSERT INTO stores (store_name, store_app_name, store_type, store_group_id, store_status)
       SELECT '벤치 매장 ' || g, '벤치 매장 ' || g, s.store_type, s.store_group_id, 1
         FROM generate_series((SELECT count(*) FROM stores)::int + 1, $1) g,
              (SELECT store_type, store_group_id FROM stores WHERE store_id = 1) s`,
      [STORES],
    );
    await c.query(
      `INSERT INTO product_groups (store_id, store_product_group_name, sort)
       SELECT store_id, '벤치', 99 FROM stores`,
    );
    const items = await c.query<{ store_id: number; product_id: number }>(
      `INSERT INTO products (store_id, store_product_group_id, product_name, price)
       SELECT store_id, store_product_group_id, '벤치 세트', 30000 FROM product_groups
        WHERE store_product_group_name = '벤치'
       RETURNING store_id, product_id`,
    );
    // The demo store manager's password hash (demo1234), reused: these accounts only serve the bench.
    await c.query(
      `INSERT INTO managers (manager_user_id, password_hash, manager_name, manager_group_id,
                             manager_group_type, store_id, store_group_id)
       SELECT 'bench' || s.store_id, m.password_hash, '벤치 ' || s.store_id, m.manager_group_id,
              m.manager_group_type, s.store_id, s.store_group_id
         FROM stores s, (SELECT * FROM managers WHERE manager_user_id = 'store1') m`,
    );
    // A channel key per store, as store/channel/key/create makes it (server/auth/channel.ts).
    const ids = items.rows.map((r) => Number(r.store_id));
    const raws = ids.map(() => randomBytes(32).toString('base64url'));
    const keys = await c.query<{ key_id: number; store_id: number }>(
      `INSERT INTO channel_keys (store_id, name, key_prefix, secret_hash, created_by)
       SELECT k.store_id, 'bench', 'ck_bench', k.hash, (SELECT min(manager_id) FROM managers)
         FROM unnest($1::int[], $2::text[]) AS k(store_id, hash)
       RETURNING key_id, store_id`,
      [ids, raws.map((r) => createHash('sha256').update(r).digest('hex'))],
    );
    await c.query('COMMIT');
    const rawOf = new Map(ids.map((id, i) => [id, raws[i]!]));
    const keyOf = new Map(
      keys.rows.map((k) => [Number(k.store_id), `ck_${k.key_id}_${rawOf.get(Number(k.store_id))}`]),
    );
    return items.rows
      .map((r) => ({
        storeId: Number(r.store_id),
        userId: `bench${r.store_id}`,
        productId: Number(r.product_id),
        channelKey: keyOf.get(Number(r.store_id))!,
      }))
      .sort((a, b) => a.storeId - b.storeId);
  } finally {
    await c.end();
  }
}

/** A load process (socket-worker.ts) and its IPC. */
export class Worker {
  readonly proc: ChildProcess;
  private waiting: ((m: { op: string } & Record<string, unknown>) => void)[] = [];
  constructor() {
    this.proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/bench/socket-worker.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.proc.on('message', (m: { op: string }) => this.waiting.shift()?.(m as never));
  }
  ask<T>(m: unknown, timeoutMs = 60_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket worker did not answer')), timeoutMs);
      this.waiting.push((r) => {
        clearTimeout(timer);
        resolve(r as T);
      });
      this.proc.send(m as never);
    });
  }
  kill() {
    if (this.proc.exitCode === null && this.proc.signalCode === null) this.proc.kill('SIGKILL');
  }
}
interface Opened {
  open: number;
  authenticated: number;
  openMs: number;
  errors: Record<string, number>;
}
export interface Frames {
  frames: [number, number, number][];
  closed: number;
  closedBy: Record<string, number>;
  open: number;
}

interface Placed {
  orderId: number;
  storeId: number;
  node: number;
  sentAt: number;
  returnedAt: number;
  createdAt: number;
}
export const now = () => performance.timeOrigin + performance.now();
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** Orders at RATE a second for `seconds`, each into a random store, request k through node k mod n. */
export async function placeOrders(urls: string[], stores: BenchStore[], seconds: number) {
  const placed: Placed[] = [];
  const failed = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const t0 = now();
  const total = Math.round(seconds * RATE);
  for (let i = 0; i < total; i++) {
    await sleep(t0 + (i * 1000) / RATE - now());
    const node = i % urls.length;
    const store = stores[Math.floor(Math.random() * stores.length)]!;
    pending.push(
      (async () => {
        const sentAt = now();
        try {
          const res = await fetch(`${urls[node]}/api/customer/order/create`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [CHANNEL_KEY_HEADER]: store.channelKey },
            body: JSON.stringify({
              store_id: store.storeId,
              order_type: 2,
              customer_name: '벤치',
              customer_phone: `010-${1000 + (i % 9000)}-${String(i % 10000).padStart(4, '0')}`,
              pay_type: 1,
              items: [{ product_id: store.productId, quantity: 1, option_names: [] }],
            }),
          });
          const body = (await res.json()) as {
            code: number;
            message?: string;
            data?: { order: { order_id: number; created_at: string } };
          };
          const returnedAt = now();
          if (body.code !== 0 || !body.data) {
            const k = `${body.code} ${body.message}`;
            failed.set(k, (failed.get(k) ?? 0) + 1);
            return;
          }
          placed.push({
            orderId: body.data.order.order_id,
            storeId: store.storeId,
            node,
            sentAt,
            returnedAt,
            createdAt: Date.parse(body.data.order.created_at),
          });
        } catch (err) {
          const k = (err as Error).message;
          failed.set(k, (failed.get(k) ?? 0) + 1);
        }
      })(),
    );
  }
  await Promise.all(pending);
  return { placed, failed, t0 };
}

/** Opens PER_STORE sockets per store on `node`, spread over fresh workers; returns them and what they report. */
export async function openSockets(node: RunningServer, stores: BenchStore[]) {
  const workers = Array.from({ length: WORKERS_PER_NODE }, () => new Worker());
  const plan: { storeId: number; token: string }[][] = workers.map(() => []);
  let k = 0;
  for (const s of stores)
    for (let i = 0; i < PER_STORE; i++)
      plan[k++ % workers.length]!.push({ storeId: s.storeId, token: s.token! });
  const t0 = performance.now();
  const opened = await Promise.all(
    workers.map((w, i) => w.ask<Opened>({ op: 'open', url: node.url, sockets: plan[i] }, 120_000)),
  );
  const ms = performance.now() - t0;
  const errors: Record<string, number> = {};
  for (const o of opened) for (const [e, n] of Object.entries(o.errors)) errors[e] = (errors[e] ?? 0) + n;
  return {
    workers,
    open: opened.reduce((s, o) => s + o.open, 0),
    authenticated: opened.reduce((s, o) => s + o.authenticated, 0),
    ms,
    errors: Object.entries(errors)
      .map(([e, n]) => `${n}× ${e}`)
      .join('; '),
  };
}
