/**
 * A store's printer address is one this node may reach, checked when it is saved (a field error the
 * manager can act on) and again when it is printed to (the job fails at once, no connection made):
 * the embedded database's default, a PostgreSQL node without PRINTER_NETWORKS, and one with them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printers } from '../../server/db/schema';
import { ADDRESS_REFUSED } from '../../server/print/send';
import { SocketCmd } from '../../src/contract';
import { countingListener, KITCHEN_PRINTER } from './fake-printer';
import { postgresAvailable, recordPublished, startTestServer, type TestServer } from './helpers';

const PRINTER = { store_id: 1, ...KITCHEN_PRINTER };
/** Addresses a printer setting must not reach: a Redis, a Docker API, two cloud host endpoints, a mail server. */
const PROBES = [
  { host: '10.0.0.5', port: 6379 },
  { host: '172.17.0.1', port: 2375 },
  { host: '100.100.100.200', port: 9100 },
  { host: '168.63.129.16', port: 9100 },
  { host: '8.8.8.8', port: 25 },
];
const pg = await postgresAvailable();

function setup(backend: 'pglite' | 'postgres', print: object) {
  const box: { s?: TestServer; token?: string } = {};
  beforeAll(async () => {
    box.s = await startTestServer(backend, { print });
    box.token = await box.s.login('store1');
  }, 120_000);
  afterAll(async () => {
    await box.s?.close();
  });
  const save = (over: object) => box.s!.call('store/printer/edit', { ...PRINTER, ...over }, box.token);
  const count = async () =>
    (
      (await box.s!.call('store/printer/list', { store_id: 1 }, box.token)).body.data
        .printer_list as unknown[]
    ).length;
  return { box, save, count };
}

async function expectRefused(
  save: (over: object) => ReturnType<TestServer['call']>,
  over: object,
  field: string,
) {
  const r = await save(over);
  expect(r.status, JSON.stringify(over)).toBe(400);
  expect(r.body.fields?.[field], JSON.stringify(over)).toMatch(/이 서버에서/);
}

describe('the embedded database, by default', () => {
  const { box, save, count } = setup('pglite', {});

  it('refuses the probes when saved: the address, or the port on a shop address', async () => {
    const before = await count();
    await expectRefused(save, PROBES[0]!, 'port');
    await expectRefused(save, PROBES[1]!, 'port');
    for (const probe of PROBES.slice(2)) await expectRefused(save, probe, 'host');
    for (const host of ['127.0.0.1', '169.254.169.254', '0.0.0.0', '224.0.0.1', '255.255.255.255'])
      await expectRefused(save, { host, port: 9100 }, 'host');
    const port = await save({ host: '192.168.0.50', port: 6379 });
    expect(port.body.fields?.port).toContain('9100~9109');
    expect(await count()).toBe(before);
  });

  it('saves a printer on the shop network', async () => {
    const r = await save({ host: '192.168.0.50', port: 9100, active: 0 });
    expect(r.body.code, r.body.message).toBe(0);
    // Editing it to a probe is refused too.
    const id = r.body.data.printer.printer_id as number;
    await expectRefused(save, { printer_id: id, ...PROBES[0]! }, 'port');
    await box.s!.call('store/printer/delete', { store_id: 1, printer_id: id }, box.token);
  });

  it('a printer saved before, now outside the policy: its job fails at once without a connection; the list loads', async () => {
    const s = box.s!;
    const published = recordPublished(s);
    const listener = await countingListener();
    const { port } = listener;
    try {
      const [row] = await s.built.ctx.db
        .insert(printers)
        .values({
          storeId: 1,
          printerName: '예전 프린터',
          host: '127.0.0.1',
          port,
          orderTypes: [1, 2, 3, 4],
          printOn: 3,
        })
        .returning();
      // A test page is refused at the tap; switching the printer off is not (it sends nothing).
      const test = await s.call('store/printer/test', { store_id: 1, printer_id: row!.printerId }, box.token);
      expect(test.status).toBe(409);
      expect(test.body.message).toMatch(/이 서버에서 연결할 수 없는 프린터 주소/);
      const off = await save({ printer_id: row!.printerId, host: '127.0.0.1', port, active: 0 });
      expect(off.body.code, off.body.message).toBe(0);
      await save({ printer_id: row!.printerId, host: '127.0.0.1', port, active: 1 }).then((r) =>
        expect(r.status).toBe(400),
      );
      // The row as it was (an older version's setting, active), then an order printed on it.
      await s.built.ctx.db.update(printers).set({ active: 1 }).where(eq(printers.printerId, row!.printerId));
      const [order] = await s.built.ctx.database.query<{ order_id: number }>(
        'SELECT order_id FROM orders WHERE store_id = 1 ORDER BY order_id DESC LIMIT 1',
      );
      const reprint = await s.call(
        'store/order/print',
        { store_id: 1, order_id: order!.order_id, printer_id: row!.printerId },
        box.token,
      );
      expect(reprint.body.code, reprint.body.message).toBe(0);
      const mine = async () =>
        (
          (await s.call('store/printer/list', { store_id: 1 }, box.token)).body.data.printer_list as {
            printer_id: number;
            last_status: string;
            last_error: string;
          }[]
        ).find((p) => p.printer_id === row!.printerId);
      await expect.poll(async () => (await mine())?.last_status, { timeout: 10_000 }).toBe('failed');
      expect((await mine())?.last_error).toBe(ADDRESS_REFUSED);
      // Given up on the first attempt (no retry can reach it), and the tablets are told.
      const jobs = await s.built.ctx.database.query<{ attempts: number }>(
        `SELECT attempts FROM print_jobs WHERE printer_id = ${row!.printerId}`,
      );
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.map((j) => Number(j.attempts))).toEqual(jobs.map(() => 1));
      const told = published.find((m) => m.message.cmd === SocketCmd.PRINT_FAILED);
      expect(told).toMatchObject({ storeId: 1, message: { body: expect.stringContaining(ADDRESS_REFUSED) } });
      expect(listener.counted.connections).toBe(0);
      await s.call('store/printer/delete', { store_id: 1, printer_id: row!.printerId }, box.token);
    } finally {
      await listener.close();
    }
  });
});

describe.skipIf(!pg)('PostgreSQL without PRINTER_NETWORKS', () => {
  const { save, count } = setup('postgres', {});

  it('refuses every printer address: this node prints directly to none', async () => {
    const before = await count();
    for (const probe of [
      ...PROBES,
      { host: '192.168.0.50', port: 9100 },
      { host: '127.0.0.1', port: 9100 },
    ]) {
      const r = await save(probe);
      expect(r.status).toBe(400);
      expect(r.body.fields?.host).toMatch(/직접 인쇄할 수 없습니다/);
    }
    expect(await count()).toBe(before);
  });
});

describe.skipIf(!pg)('PostgreSQL with PRINTER_NETWORKS', () => {
  const { save } = setup('postgres', { networks: ['10.20.0.0/24', '100.64.0.0/10'] });

  it('saves a printer on a listed network, and refuses the rest', async () => {
    for (const ok of [
      { host: '10.20.0.5', port: 9100 },
      { host: '100.100.100.200', port: 9109 },
    ]) {
      const r = await save({ ...ok, active: 0 });
      expect(r.body.code, r.body.message).toBe(0);
    }
    await expectRefused(save, { host: '10.20.0.5', port: 6379 }, 'port');
    await expectRefused(save, PROBES[0]!, 'host');
    await expectRefused(save, PROBES[1]!, 'host');
    await expectRefused(save, PROBES[3]!, 'host');
    await expectRefused(save, PROBES[4]!, 'host');
  });
});
