/**
 * The print queue's cost and its guarantees (issue 26 review): an idle node does not poll the database
 * every second; a queued ticket is printed at once by the node that wrote it and a retry falls due by
 * itself, without a poll; the store's printer list is one query; and two API nodes on one PostgreSQL
 * print every job exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import { fakePrinter, KITCHEN_PRINTER } from './fake-printer';
import {
  createPgDatabase,
  postgresAvailable,
  startTestServer,
  TEST_SECRET,
  type TestServer,
} from './helpers';

const PRINTER = KITCHEN_PRINTER;

/** Counts the raw statements the queue runs (its claim and its next-due look both go through execute). */
function countExecutes(built: BuiltApp): { count: number } {
  const counter = { count: 0 };
  const db = built.ctx.db;
  const execute = db.execute.bind(db);
  db.execute = ((query: Parameters<typeof execute>[0]) => {
    counter.count++;
    return execute(query);
  }) as typeof db.execute;
  return counter;
}

describe('an idle queue on the embedded database', () => {
  let s: TestServer;
  let token: string;
  let executes: { count: number };
  beforeAll(async () => {
    // The default 30-second fallback poll: anything printed below was woken for, not polled for.
    s = await startTestServer('pglite', {
      print: { allowLoopback: true, retryBaseMs: 100, sendTimeoutMs: 1_000 },
    });
    executes = countExecutes(s.built);
    token = await s.login('store1');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('asks the database nothing while there is nothing to print', async () => {
    const before = executes.count;
    await new Promise((r) => setTimeout(r, 1_500));
    expect(executes.count - before).toBe(0);
  });

  it('prints at once after the write that queued a ticket, and retries when the retry falls due', async () => {
    const probe = await fakePrinter();
    const port = probe.port;
    await probe.close();
    const added = await s.call('store/printer/edit', { ...PRINTER, store_id: 1, port }, token);
    expect(added.body.code, added.body.message).toBe(0);
    const placed = await s.call('customer/order/create', {
      store_id: 1,
      order_type: 2,
      pay_type: 1,
      items: [{ product_id: 1, quantity: 1, option_names: [] }],
    });
    expect(placed.body.code, placed.body.message).toBe(0);
    // Refused once (the printer is off); the printer comes up; the retry (100, 200, 400 ms…) prints it.
    await expect
      .poll(
        async () =>
          (await s.call('store/printer/list', { store_id: 1 }, token)).body.data.printer_list[0]?.last_error,
        { timeout: 5_000 },
      )
      .toBe('프린터 연결 거부');
    const printer = await fakePrinter(port);
    try {
      await expect.poll(() => printer.jobs.length, { timeout: 5_000 }).toBe(1);
      expect(iconv.decode(printer.jobs[0]!, 'cp949')).toContain(placed.body.data.order.order_no);
    } finally {
      await s.call(
        'store/printer/edit',
        { ...PRINTER, store_id: 1, port, printer_id: added.body.data.printer.printer_id, active: 0 },
        token,
      );
      await printer.close();
    }
  });

  it('lists each printer with its own last job (one lateral join)', async () => {
    const second = await s.call('store/printer/edit', { ...PRINTER, store_id: 1, port: 9101 }, token);
    expect(second.body.code, second.body.message).toBe(0);
    const list = await s.call('store/printer/list', { store_id: 1 }, token);
    const rows = list.body.data.printer_list as { last_status: string | null; last_error: string | null }[];
    expect(rows).toHaveLength(2);
    // The first has printed (done after a refusal); the second has never printed.
    expect(rows[0]).toMatchObject({ last_status: 'done', last_error: null });
    expect(rows[1]).toMatchObject({ last_status: null, last_error: null });
  });
});

describe.skipIf(!(await postgresAvailable()))('two nodes on one PostgreSQL', () => {
  it('print every job exactly once', async () => {
    const db = await createPgDatabase();
    const dirs = [mkdtempSync(join(tmpdir(), 'cbo-print-a-')), mkdtempSync(join(tmpdir(), 'cbo-print-b-'))];
    // Both nodes look for jobs every 20 ms as well as after their own writes: they compete for every job.
    const print = { pollMs: 20, retryBaseMs: 50, sendTimeoutMs: 1_000, allowLoopback: true };
    const options = { databaseUrl: db.url, tokenSecret: TEST_SECRET, distDir: null, print };
    const a = await buildApp({ ...options, dataDir: dirs[0]! });
    const b = await buildApp({ ...options, dataDir: dirs[1]! });
    const printer = await fakePrinter();
    try {
      const call = async (node: BuiltApp, path: string, body: object, token?: string) =>
        (
          await node.app.inject({
            method: 'POST',
            url: `/api/${path}`,
            payload: body,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(path.startsWith('customer/') ? { 'x-channel-key': node.ctx.channel.internalKey } : {}),
            },
          })
        ).json() as { code: number; message: string; token?: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads
      const login = await call(a, 'store/login/app', {
        manager_user_id: 'store1',
        manager_password: 'demo1234',
        app_type: 3,
        app_name: 'test',
      });
      const token = login.token!;
      const added = await call(
        a,
        'store/printer/edit',
        { ...PRINTER, store_id: 1, port: printer.port },
        token,
      );
      expect(added.code, added.message).toBe(0);
      // 20 orders, half through each node, all at once.
      const placed = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(i % 2 ? a : b, 'customer/order/create', {
            store_id: 1,
            order_type: 2,
            pay_type: 1,
            items: [{ product_id: 1, quantity: 1, option_names: [] }],
          }),
        ),
      );
      for (const p of placed) expect(p.code, p.message).toBe(0);
      const numbers = placed.map((p) => p.data.order.order_no as string);
      // Every job done (once done, no node sends it again) …
      await expect
        .poll(
          async () =>
            (
              await a.ctx.database.query<{ n: number }>(
                "SELECT count(*)::int AS n FROM print_jobs WHERE status = 'done'",
              )
            )[0]!.n,
          { timeout: 15_000 },
        )
        .toBe(20);
      // … each sent once: 20 tickets at the printer, one per order, on the first attempt.
      await expect.poll(() => printer.jobs.length).toBe(20);
      const printed = printer.jobs.map((j) => numbers.filter((no) => iconv.decode(j, 'cp949').includes(no)));
      expect(printed.map((p) => p.length)).toEqual(Array(20).fill(1));
      expect(new Set(printed.flat()).size).toBe(20);
      const attempts = await a.ctx.database.query<{ attempts: number }>('SELECT attempts FROM print_jobs');
      expect(attempts.every((r) => Number(r.attempts) === 1)).toBe(true);
    } finally {
      await printer.close();
      await a.close();
      await b.close();
      await db.drop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }
  }, 120_000);
});
