/**
 * A ticket the kitchen did not get, and printing it again once (server/print/reprint.ts), against fake
 * network printers on loopback: the order lists and the detail carry an open order's tickets that did
 * not print ("인쇄 안 됨"); a printer heard again prints its failed tickets of open orders by itself,
 * once; store/order/print chooses the printer and kind — by default what did not print — and queues one
 * job per order, printer and kind however often it is asked within a minute, also when asked at once.
 */
import iconv from 'iconv-lite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { SocketCmd, type Order, type SocketMessage } from '../../src/contract';
import { fakePrinter, KITCHEN_PRINTER } from './fake-printer';
import { postgresAvailable, recordPublished, startTestServer, type TestServer } from './helpers';

const FAST = { pollMs: 50, retryBaseMs: 50, maxAttempts: 3, sendTimeoutMs: 1_000, allowLoopback: true };
const PRINTER = { store_id: 1, ...KITCHEN_PRINTER };
const pg = await postgresAvailable();

/** A loopback port with nothing listening on it: a printer that is off (connections refused). */
async function deadPort(): Promise<number> {
  const probe = await fakePrinter();
  await probe.close();
  return probe.port;
}

/**
 * A printer that prints one ticket and then goes off again: it stops listening as its first connection
 * comes in (that one is still read to its end), so the next send is refused.
 */
async function oneTicketPrinter(port: number) {
  const jobs: Buffer[] = [];
  const server = net.createServer((socket) => {
    server.close();
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => jobs.push(Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { jobs, closed: new Promise<void>((resolve) => server.once('close', () => resolve())) };
}

const texts = (jobs: Buffer[]) => jobs.map((b) => iconv.decode(b, 'cp949'));

function suite(s: () => TestServer, token: () => string) {
  const call = (path: string, body: object) => s().call(path, body, token());
  const addPrinter = async (over: Record<string, unknown>) => {
    const r = await call('store/printer/edit', { ...PRINTER, ...over });
    expect(r.body.code, r.body.message).toBe(0);
    return r.body.data.printer.printer_id as number;
  };
  const switchOff = (printer_id: number, over: Record<string, unknown>) =>
    call('store/printer/edit', { ...PRINTER, ...over, printer_id, active: 0 });
  const placeOrder = async () => {
    const r = await s().call('customer/order/create', {
      store_id: 1,
      order_type: 2,
      pay_type: 1,
      items: [{ product_id: 1, quantity: 1, option_names: [] }],
    });
    expect(r.body.code, r.body.message).toBe(0);
    return r.body.data.order as { order_id: number; order_no: string };
  };
  const liveOrder = async (orderId: number) => {
    const r = await call('store/order/list', { store_id: 1, search_type: 1, app_type: 3 });
    expect(r.body.code, r.body.message).toBe(0);
    return (r.body.data.order_list as Order[]).find((o) => o.order_id === orderId);
  };
  const jobsOf = async (orderId: number) =>
    s().built.ctx.database.query<{ printer_id: number; kind: string; status: string; attempts: number }>(
      'SELECT printer_id, kind, status, attempts FROM print_jobs WHERE order_id = $1 ORDER BY job_id',
      [orderId],
    );
  return { call, addPrinter, switchOff, placeOrder, liveOrder, jobsOf };
}

describe('a ticket that did not print (embedded database)', () => {
  let s: TestServer;
  let token: string;
  let published: { storeId: number; message: SocketMessage }[] = [];
  beforeAll(async () => {
    s = await startTestServer('pglite', { print: FAST });
    token = await s.login('store1');
    published = recordPublished(s);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });
  const t = () =>
    suite(
      () => s,
      () => token,
    );
  const failedFor = (orderId: number) =>
    published.filter((m) => m.message.cmd === SocketCmd.PRINT_FAILED && m.message.order_id === orderId);

  it('is marked on the order in the live list and the detail until it is printed again', async () => {
    const { addPrinter, placeOrder, liveOrder, call, switchOff } = t();
    const port = await deadPort();
    const printerId = await addPrinter({ port, printer_name: '주방 프린터' });
    const order = await placeOrder();
    await expect.poll(() => failedFor(order.order_id).length, { timeout: 10_000 }).toBe(1);
    // The failure names its printer, for the toast's "다시 인쇄".
    expect(failedFor(order.order_id)[0]!.message).toMatchObject({
      order_id: order.order_id,
      printer_id: printerId,
    });
    const mark = [{ printer_id: printerId, printer_name: '주방 프린터', kind: 'kitchen' }];
    expect((await liveOrder(order.order_id))?.print_failed).toEqual(mark);
    const info = await call('store/order/info', { store_id: 1, order_id: order.order_id });
    expect(info.body.data.order.print_failed).toEqual(mark);
    // The other orders of the list carry no mark.
    const list = await call('store/order/list', { store_id: 1, search_type: 1, app_type: 3 });
    const others = (list.body.data.order_list as Order[]).filter((o) => o.order_id !== order.order_id);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((o) => o.print_failed === undefined)).toBe(true);

    const printer = await fakePrinter(port);
    try {
      const again = await call('store/order/print', { store_id: 1, order_id: order.order_id });
      expect(again.body.data).toEqual({ job_count: 1 });
      // Every tablet is told: the mark goes.
      expect(published.map((m) => m.message)).toContainEqual({
        cmd: SocketCmd.ORDER_CHANGED,
        order_id: order.order_id,
      });
      await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(1);
      expect((await liveOrder(order.order_id))?.print_failed).toBeUndefined();
      const after = await call('store/order/info', { store_id: 1, order_id: order.order_id });
      expect(after.body.data.order.print_failed).toEqual([]);
    } finally {
      await switchOff(printerId, { port });
      await printer.close();
    }
  });

  it('prints by itself, once, when its printer is heard again; not for a cancelled order', async () => {
    const { addPrinter, placeOrder, liveOrder, call, switchOff, jobsOf } = t();
    const port = await deadPort();
    const printerId = await addPrinter({ port });
    const open = await placeOrder();
    const cancelled = await placeOrder();
    await expect
      .poll(() => failedFor(open.order_id).length + failedFor(cancelled.order_id).length, { timeout: 10_000 })
      .toBe(2);
    const cancel = await call('store/order/cancel', {
      store_id: 1,
      order_id: cancelled.order_id,
      from_status: 1,
      cancel_reason: '고객 요청',
    });
    expect(cancel.body.code, cancel.body.message).toBe(0);
    // Given up, it waits: nothing retries a failed ticket until the printer is heard.
    expect(await jobsOf(open.order_id)).toEqual([
      expect.objectContaining({ printer_id: printerId, status: 'failed', attempts: 3 }),
    ]);

    // The printer is back; a test page reaches it: the open order's ticket follows, by itself.
    const printer = await fakePrinter(port);
    try {
      const test = await call('store/printer/test', { store_id: 1, printer_id: printerId });
      expect(test.body.code, test.body.message).toBe(0);
      await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(2);
      const printed = texts(printer.jobs);
      expect(printed[0]).toContain('한글 인쇄 확인');
      expect(printed[1]).toContain(open.order_no);
      // Once: the same job, now done, not a second one.
      expect(await jobsOf(open.order_id)).toEqual([expect.objectContaining({ status: 'done', attempts: 1 })]);
      expect((await liveOrder(open.order_id))?.print_failed).toBeUndefined();
      expect(published.map((m) => m.message)).toContainEqual({
        cmd: SocketCmd.ORDER_CHANGED,
        order_id: open.order_id,
      });
      // The cancelled order's ticket stays given up.
      expect((await jobsOf(cancelled.order_id)).filter((j) => j.kind === 'kitchen')).toEqual([
        expect.objectContaining({ status: 'failed' }),
      ]);
      expect(printed.some((p) => p.includes(cancelled.order_no))).toBe(false);
    } finally {
      await switchOff(printerId, { port });
      await printer.close();
    }
  });

  it('a ticket that fails again after printing by itself waits for the next success', async () => {
    const { addPrinter, placeOrder, call, switchOff, jobsOf, liveOrder } = t();
    const port = await deadPort();
    const printerId = await addPrinter({ port });
    const order = await placeOrder();
    await expect.poll(() => failedFor(order.order_id).length, { timeout: 10_000 }).toBe(1);
    // Back for one page only: the test page prints, the ticket queued again after it is refused.
    const flaky = await oneTicketPrinter(port);
    await call('store/printer/test', { store_id: 1, printer_id: printerId });
    await flaky.closed;
    await expect.poll(() => flaky.jobs.length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => failedFor(order.order_id).length, { timeout: 10_000 }).toBe(2);
    expect(await jobsOf(order.order_id)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 3 }),
    ]);
    expect((await liveOrder(order.order_id))?.print_failed).toHaveLength(1);
    // The next success prints it.
    const printer = await fakePrinter(port);
    try {
      await call('store/printer/test', { store_id: 1, printer_id: printerId });
      await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(2);
      expect(texts(printer.jobs)[1]).toContain(order.order_no);
    } finally {
      await switchOff(printerId, { port });
      await printer.close();
    }
  });

  it('"다시 인쇄" prints the tickets that did not print by default, or the printer and kind chosen', async () => {
    const { addPrinter, placeOrder, call, switchOff, jobsOf } = t();
    const deadKitchen = await deadPort();
    const counter = await fakePrinter();
    const kitchenId = await addPrinter({ port: deadKitchen, printer_name: '주방 프린터' });
    const counterId = await addPrinter({
      port: counter.port,
      printer_name: '카운터 프린터',
      print_kitchen: 0,
      print_receipt: 1,
    });
    let kitchen: Awaited<ReturnType<typeof fakePrinter>> | undefined;
    try {
      const order = await placeOrder();
      await expect.poll(() => failedFor(order.order_id).length, { timeout: 10_000 }).toBe(1);
      await expect.poll(() => counter.jobs.length, { timeout: 10_000 }).toBe(1);
      kitchen = await fakePrinter(deadKitchen);
      // The receipt printed more than a minute ago: a reprint of everything would print it again.
      await s.built.ctx.database.query(
        `UPDATE print_jobs SET updated_at = now() - interval '5 minutes' WHERE order_id = $1 AND status = 'done'`,
        [order.order_id],
      );
      // By default: the kitchen ticket that did not print, not the receipt that did.
      const again = await call('store/order/print', { store_id: 1, order_id: order.order_id });
      expect(again.body.data).toEqual({ job_count: 1 });
      await expect.poll(() => kitchen!.jobs.length, { timeout: 10_000 }).toBe(1);
      expect(texts(kitchen.jobs)[0]).toContain('주방 주문서');
      expect(counter.jobs).toHaveLength(1);
      // Chosen: a receipt on the kitchen printer (which prints none by its settings).
      const receipt = await call('store/order/print', {
        store_id: 1,
        order_id: order.order_id,
        printer_id: kitchenId,
        kind: 'receipt',
      });
      expect(receipt.body.data).toEqual({ job_count: 1 });
      await expect.poll(() => kitchen!.jobs.length, { timeout: 10_000 }).toBe(2);
      expect(texts(kitchen.jobs)[1]).toContain('영수증');
      expect(counter.jobs).toHaveLength(1);
      expect((await jobsOf(order.order_id)).map((j) => [j.printer_id, j.kind, j.status])).toEqual([
        [kitchenId, 'kitchen', 'done'],
        [counterId, 'receipt', 'done'],
        [kitchenId, 'receipt', 'done'],
      ]);
      const bad = await call('store/order/print', { store_id: 1, order_id: order.order_id, kind: 'cancel' });
      expect(bad.status).toBe(400);
    } finally {
      await switchOff(kitchenId, { port: deadKitchen });
      await switchOff(counterId, { port: counter.port, print_kitchen: 0, print_receipt: 1 });
      await counter.close();
      await kitchen?.close();
    }
  });

  it('asked for again within a minute, a ticket is not queued again: "already asked for"', async () => {
    const { addPrinter, placeOrder, call, switchOff, jobsOf } = t();
    const printer = await fakePrinter();
    // Printed only when asked.
    const printerId = await addPrinter({ port: printer.port, print_on: 3, print_receipt: 1 });
    try {
      const order = await placeOrder();
      const body = { store_id: 1, order_id: order.order_id };
      const first = await call('store/order/print', body);
      expect(first.body.data).toEqual({ job_count: 2 });
      // A double tap, at once and after the tickets printed.
      const second = await call('store/order/print', body);
      expect(second.body.code, second.body.message).toBe(0);
      expect(second.body.data).toEqual({ job_count: 0, already_count: 2 });
      await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(2);
      const third = await call('store/order/print', { ...body, printer_id: printerId, kind: 'kitchen' });
      expect(third.body.data).toEqual({ job_count: 0, already_count: 1 });
      expect(await jobsOf(order.order_id)).toHaveLength(2);
      // A minute later it prints again.
      await s.built.ctx.database.query(
        `UPDATE print_jobs SET updated_at = now() - interval '61 seconds' WHERE order_id = $1`,
        [order.order_id],
      );
      const later = await call('store/order/print', { ...body, printer_id: printerId, kind: 'kitchen' });
      expect(later.body.data).toEqual({ job_count: 1 });
      await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(3);
    } finally {
      await switchOff(printerId, { port: printer.port, print_on: 3, print_receipt: 1 });
      await printer.close();
    }
  });
});

describe.skipIf(!pg)('reprints asked for at once (PostgreSQL)', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer('postgres', { print: FAST });
    token = await s.login('store1');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('tablets tapping at once queue one job per printer and kind', async () => {
    const { addPrinter, placeOrder, call, switchOff, jobsOf } = suite(
      () => s,
      () => token,
    );
    const printer = await fakePrinter();
    const printerId = await addPrinter({ port: printer.port, print_on: 3, print_receipt: 1 });
    // The taps are held together: the print queue's table is locked against writes until all of them
    // have read it and wait, each either to write its jobs or for the order's lock.
    const order = await placeOrder();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = s.built.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE print_jobs IN SHARE ROW EXCLUSIVE MODE`);
      held();
      await released;
    });
    try {
      await holding;
      const taps = Promise.all(
        Array.from({ length: 4 }, () => call('store/order/print', { store_id: 1, order_id: order.order_id })),
      );
      await expect
        .poll(
          async () =>
            (
              await s.built.ctx.database.query<{ n: number }>(
                `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()
                   AND wait_event_type = 'Lock' AND query ~ 'pg_advisory_xact_lock|INSERT INTO print_jobs'`,
              )
            )[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(4);
      release();
      await holder;
      const answers = await taps;
      for (const a of answers) expect(a.body.code, a.body.message).toBe(0);
      expect(answers.reduce((n, a) => n + (a.body.data.job_count as number), 0)).toBe(2);
      expect((await jobsOf(order.order_id)).map((j) => j.kind).sort()).toEqual(['kitchen', 'receipt']);
      await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(2);
    } finally {
      release();
      await holder;
      await switchOff(printerId, { port: printer.port, print_on: 3, print_receipt: 1 });
      await printer.close();
    }
  });
});
