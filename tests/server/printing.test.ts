/**
 * Auto-print through the queue (issue 26), against a fake network printer (a TCP server in the test
 * that decodes CP949): printers set up per store, tickets on arrival or on accept, retries after a
 * refused connection, a job given up is reported to the store's tablets, reprint and test page, and the
 * queue survives a restart (it is in the database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { orders, stores } from '../../server/db/schema';
import { CMD } from '../../server/print/escpos';
import { SocketCmd, type SocketMessage } from '../../src/contract';
import { fakePrinter, KITCHEN_PRINTER } from './fake-printer';
import { callApp, startTestServer, TEST_SECRET, type TestServer, recordPublished } from './helpers';

const FAST = { pollMs: 50, retryBaseMs: 50, maxAttempts: 3, sendTimeoutMs: 1_000, allowLoopback: true };

let s: TestServer;
let store1: string;
let store2: string;
let published: { storeId: number; message: SocketMessage }[] = [];

beforeAll(async () => {
  s = await startTestServer('pglite', { print: FAST });
  store1 = await s.login('store1');
  store2 = await s.login('store2');
  published = recordPublished(s);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const cuts = (b: Buffer) => {
  let n = 0;
  for (let i = b.indexOf(Buffer.from(CMD.cut)); i >= 0; i = b.indexOf(Buffer.from(CMD.cut), i + 1)) n++;
  return n;
};

const PRINTER = { store_id: 1, ...KITCHEN_PRINTER };

async function addPrinter(over: Record<string, unknown>) {
  const r = await s.call('store/printer/edit', { ...PRINTER, ...over }, store1);
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data.printer as { printer_id: number };
}
const setActive = (printer_id: number, port: number, active: 0 | 1) =>
  s.call('store/printer/edit', { ...PRINTER, printer_id, port, active }, store1);

/** 한강치킨 마포점's 후라이드치킨 (19,000원) × 2, for pickup. */
async function placeOrder() {
  const r = await s.call('customer/order/create', {
    store_id: 1,
    order_type: 2,
    pay_type: 1,
    request: '소스 많이 주세요',
    items: [{ product_id: 1, quantity: 2, option_names: [] }],
  });
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data.order as { order_id: number; order_no: string };
}

describe('printers', () => {
  it('refuses a bad address, no ticket kind, and another store', async () => {
    const bad = await s.call('store/printer/edit', { ...PRINTER, host: '192.168.0.50; rm -rf /' }, store1);
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.host).toMatch(/프린터 IP 주소/);
    const none = await s.call('store/printer/edit', { ...PRINTER, port: 9100, print_kitchen: 0 }, store1);
    expect(none.body.fields?.print_kitchen).toMatch(/하나 이상/);
    const paper = await s.call('store/printer/edit', { ...PRINTER, paper_width: 70 }, store1);
    expect(paper.body.fields?.paper_width).toMatch(/58mm 또는 80mm/);
    const mine = await addPrinter({ port: 9, active: 0 });
    const other = await s.call('store/printer/delete', { store_id: 2, printer_id: mine.printer_id }, store2);
    expect(other.body.code).toBe(9004);
    const del = await s.call('store/printer/delete', { store_id: 1, printer_id: mine.printer_id }, store1);
    expect(del.body.code, del.body.message).toBe(0);
  });

  it('prints a new order on arrival: Korean text, copies, the cut; the board did not wait for it', async () => {
    const printer = await fakePrinter();
    const p = await addPrinter({ port: printer.port, copies: 2, print_receipt: 1 });
    const order = await placeOrder();
    await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(2);
    const texts = printer.jobs.map((b) => iconv.decode(b, 'cp949'));
    const kitchen = texts.find((t) => t.includes('주방 주문서'))!;
    const receipt = texts.find((t) => t.includes('영수증'))!;
    expect(kitchen).toContain(`${order.order_no} 포장`);
    expect(kitchen).toContain('후라이드치킨 x2');
    expect(kitchen).toContain('요청: 소스 많이 주세요');
    expect(kitchen).toContain('한강치킨 마포점');
    expect(receipt).toMatch(/합계 +38,000원/);
    expect(receipt).toContain('결제 신용카드');
    for (const job of printer.jobs) expect(cuts(job)).toBe(2);
    const list = await s.call('store/printer/list', { store_id: 1 }, store1);
    expect(list.body.data.printer_list).toContainEqual(
      expect.objectContaining({ printer_id: p.printer_id, last_status: 'done', last_error: null }),
    );
    await setActive(p.printer_id, printer.port, 0);
    await printer.close();
  });

  it('a printer set to print on accept prints when a tablet accepts, not before', async () => {
    const printer = await fakePrinter();
    const p = await addPrinter({ port: printer.port, print_on: 2 });
    const order = await placeOrder();
    const accepted = await s.call(
      'store/order/status/edit',
      { store_id: 1, order_id: order.order_id, from_status: 1, order_status: 2, prep_minutes: 15 },
      store1,
    );
    expect(accepted.body.code, accepted.body.message).toBe(0);
    await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(1);
    expect(iconv.decode(printer.jobs[0]!, 'cp949')).toContain(order.order_no);
    await setActive(p.printer_id, printer.port, 0);
    await printer.close();
  });

  it('retries after a refused connection and prints once the printer answers', async () => {
    const probe = await fakePrinter();
    const port = probe.port;
    await probe.close();
    const p = await addPrinter({ port });
    const order = await placeOrder();
    // Refused at least once (the job is back in the queue with the reason), then the printer comes up.
    await expect
      .poll(
        async () =>
          (await s.call('store/printer/list', { store_id: 1 }, store1)).body.data.printer_list.find(
            (x: { printer_id: number }) => x.printer_id === p.printer_id,
          )?.last_error,
        { timeout: 10_000 },
      )
      .toBe('프린터 연결 거부');
    const printer = await fakePrinter(port);
    await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(1);
    expect(iconv.decode(printer.jobs[0]!, 'cp949')).toContain(order.order_no);
    await setActive(p.printer_id, port, 0);
    await printer.close();
  });

  it('gives up after its attempts, tells the tablets, and prints again when asked', async () => {
    const probe = await fakePrinter();
    const port = probe.port;
    await probe.close();
    const p = await addPrinter({ port, printer_name: '카운터 프린터' });
    const order = await placeOrder();
    await expect
      .poll(() => published.find((m) => m.message.cmd === SocketCmd.PRINT_FAILED)?.message, {
        timeout: 10_000,
      })
      .toMatchObject({
        title: '프린터 응답 없음 — 다시 인쇄',
        body: expect.stringContaining(`카운터 프린터 · ${order.order_no}`),
        order_id: order.order_id,
      });
    expect(published.find((m) => m.message.cmd === SocketCmd.PRINT_FAILED)?.storeId).toBe(1);
    const printer = await fakePrinter(port);
    const again = await s.call(
      'store/order/print',
      { store_id: 1, order_id: order.order_id, printer_id: p.printer_id },
      store1,
    );
    expect(again.body.data).toEqual({ job_count: 1 });
    await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(1);
    const test = await s.call('store/printer/test', { store_id: 1, printer_id: p.printer_id }, store1);
    expect(test.body.code, test.body.message).toBe(0);
    await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(2);
    expect(iconv.decode(printer.jobs[1]!, 'cp949')).toContain('한글 인쇄 확인');
    // Another store cannot print this store's order.
    const foreign = await s.call('store/order/print', { store_id: 2, order_id: order.order_id }, store2);
    expect(foreign.body.code).toBe(9004);
    await setActive(p.printer_id, port, 0);
    await printer.close();
  });
});

describe('text on a ticket', () => {
  it('controls and line breaks in the store name, the items and the request reach the printer as spaces', async () => {
    const printer = await fakePrinter();
    // Printed only when asked: the order's texts are changed in the database before it is printed.
    const p = await addPrinter({ port: printer.port, print_on: 3, print_receipt: 1 });
    // The API refuses most controls (and every C0 but CR, LF and TAB) in what it is sent; the printer
    // must not depend on that: rows written by another path or before that rule hold them too.
    const order = await placeOrder();
    const db = s.built.ctx.db;
    const [row] = await db.select().from(orders).where(eq(orders.orderId, order.order_id));
    const [store] = await db.select().from(stores).where(eq(stores.storeId, 1));
    try {
      await db.update(stores).set({ storeName: 'Mapo\nSET pwned 1\n' }).where(eq(stores.storeId, 1));
      await db
        .update(orders)
        .set({
          request: '\x1bp\x01\x19 문 앞에\x1dV\x01\r\nSET x 1\r\n',
          items: row!.items.map((i) => ({
            ...i,
            product_name: `${i.product_name}\x1b@\r\nDEL k\u2028`,
            options: [{ option_name: '양념\x1c&\tFLUSHALL\n', option_price: 0 }],
          })) as (typeof orders.$inferSelect)['items'],
        })
        .where(eq(orders.orderId, order.order_id));
      const again = await s.call('store/order/print', { store_id: 1, order_id: order.order_id }, store1);
      expect(again.body.data).toEqual({ job_count: 2 });
      await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(2);
      for (const bytes of printer.jobs) {
        expect(bytes.indexOf(Buffer.from([0x1b, 0x70]))).toBe(-1);
        expect(bytes.indexOf(Buffer.from('\r\nSET'))).toBe(-1);
        expect(bytes.includes(0x0d)).toBe(false);
        const lines = iconv.decode(bytes, 'cp949').split('\n');
        expect(lines.some((l) => /^(SET|DEL|FLUSHALL)/.test(l))).toBe(false);
        expect(lines.some((l) => l.endsWith('Mapo SET pwned 1'))).toBe(true);
        expect(lines.some((l) => l.endsWith('요청: p 문 앞에 V SET x 1'))).toBe(true);
      }
      const kitchen = printer.jobs
        .map((b) => iconv.decode(b, 'cp949'))
        .find((t) => t.includes('주방 주문서'))!;
      expect(kitchen).toContain('후라이드치킨 @ DEL k x2');
      expect(kitchen).toContain('  + 양념 & FLUSHALL');
    } finally {
      await db.update(stores).set({ storeName: store!.storeName }).where(eq(stores.storeId, 1));
      await setActive(p.printer_id, printer.port, 0);
      await printer.close();
    }
  });
});

describe('the queue is in the database', () => {
  it('a job queued before a restart prints after it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cbo-print-restart-'));
    const probe = await fakePrinter();
    const port = probe.port;
    await probe.close();
    const options = { dataDir, tokenSecret: TEST_SECRET, distDir: null };
    // The first node tries once as the order commits (refused: the printer is off) and is closed before
    // its queue looks again; the job is still queued in the database.
    const first = await buildApp({ ...options, print: { ...FAST, pollMs: 60_000 } });
    const call = async (path: string, body: object, token?: string) =>
      (await callApp(first, path, body, token)).body;
    const login = await call('store/login/app', {
      manager_user_id: 'store2',
      manager_password: 'demo1234',
      app_type: 3,
      app_name: 'test',
    });
    const token = login.token as string;
    const added = await call('store/printer/edit', { ...PRINTER, store_id: 2, port }, token);
    expect(added.code).toBe(0);
    // Store 2's menu: its first product.
    const menu = await call('store/product/list', { store_id: 2 }, token);
    const productId = menu.data.product_list[0].product_id as number;
    const placed = await call('customer/order/create', {
      store_id: 2,
      order_type: 2,
      pay_type: 1,
      items: [{ product_id: productId, quantity: 1, option_names: [] }],
    });
    expect(placed.code, placed.message).toBe(0);
    await first.close();

    const printer = await fakePrinter(port);
    const second = await buildApp({ ...options, print: FAST });
    try {
      await expect.poll(() => printer.jobs.length, { timeout: 10_000 }).toBe(1);
      expect(iconv.decode(printer.jobs[0]!, 'cp949')).toContain(placed.data.order.order_no);
    } finally {
      await second.close();
      await printer.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
