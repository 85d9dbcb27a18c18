/**
 * Issue 22, throttling written as the attacks: guesses limited per account across addresses (many
 * addresses used to mean unlimited guesses), a growing delay rather than a lock anyone can trigger for
 * others, a shop's shared address not locking out colleagues, counters shared by nodes and kept across
 * restarts, and the real client address read only from a trusted proxy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import { TEST_SECRET, createPgDatabase, postgresAvailable, seededDataDir, startTestServer } from './helpers';

const hasPg = await postgresAvailable();
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

function login(
  app: BuiltApp,
  userId: string,
  password: string,
  address = '203.0.113.7',
  headers: Record<string, string> = {},
) {
  return app.app
    .inject({
      method: 'POST',
      url: '/api/store/login/app',
      remoteAddress: address,
      headers,
      payload: { manager_user_id: userId, manager_password: password, app_type: 3, app_name: 't' },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() as { code: number; message: string } }));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('login throttling', () => {
  it('slows one account from one address with a growing delay, and a correct password works once it has passed', async () => {
    const s = await startTestServer('pglite');
    cleanups.push(() => s.close());
    for (let i = 0; i < 5; i++) expect((await login(s.built, 'sodam', 'wrong')).body.code).toBe(9002);
    const slowed = await login(s.built, 'sodam', 'demo1234');
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/1초 후에 다시/);
    // Another address is not slowed by this one's failures.
    expect((await login(s.built, 'sodam', 'demo1234', '198.51.100.20')).body.code).toBe(0);
    await sleep(1_100);
    expect((await login(s.built, 'sodam', 'demo1234')).body.code).toBe(0);
    // The success reset this address's counter: the next failure is an ordinary one.
    expect((await login(s.built, 'sodam', 'wrong')).body.code).toBe(9002);
  });

  it('limits guesses at one account from many addresses (20 an hour free, then a delay)', async () => {
    const s = await startTestServer('pglite');
    cleanups.push(() => s.close());
    for (let i = 0; i < 20; i++)
      expect((await login(s.built, 'store2', 'guess' + i, `10.9.0.${i + 1}`)).body.code).toBe(9002);
    const fresh = await login(s.built, 'store2', 'demo1234', '10.9.1.1');
    expect(fresh.status).toBe(429);
    expect(fresh.body.code).toBe(9029);
  });

  it('a shop address full of failed guesses still lets in a colleague who signed in there before, but no other account', async () => {
    const s = await startTestServer('pglite');
    cleanups.push(() => s.close());
    const shop = '192.0.2.50';
    expect((await login(s.built, 'store1', 'demo1234', shop)).body.code).toBe(0);
    for (let i = 0; i < 50; i++) await login(s.built, `nobody${i}`, 'wrong', shop);
    expect((await login(s.built, 'store1', 'demo1234', shop)).body.code).toBe(0);
    const stranger = await login(s.built, 'sodam', 'demo1234', shop);
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(/분 후에 다시/);
    expect((await login(s.built, 'sodam', 'demo1234', '192.0.2.51')).body.code).toBe(0);
  }, 60_000);

  it('keeps its counters across a restart', async () => {
    const dataDir = await seededDataDir('cbo-throttle-');
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const first = await buildApp({ dataDir, tokenSecret: TEST_SECRET, distDir: null });
    // The address's 15-minute allowance (50 guesses at any accounts), which has no delay that runs out:
    // the one-account delays start at a second, which a restart on a busy machine can outlast, and
    // the test would then pass for nothing.
    for (let i = 0; i < 50; i++) await login(first, `nobody${i}`, 'wrong', '192.0.2.80');
    await first.close();
    const second = await buildApp({ dataDir, tokenSecret: TEST_SECRET, distDir: null });
    cleanups.push(() => second.close());
    const after = await login(second, 'ops', 'demo1234', '192.0.2.80');
    expect(after.status).toBe(429);
    expect(after.body.message).toMatch(/분 후에 다시/);
  }, 60_000);

  it('reads the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    const plain = await startTestServer('pglite');
    cleanups.push(() => plain.close());
    // Without TRUST_PROXY a forged header changes nothing: all five failures count for the socket's address.
    for (let i = 0; i < 5; i++)
      await login(plain.built, 'hq', 'wrong', '127.0.0.1', { 'x-forwarded-for': `10.1.0.${i}` });
    expect(
      (await login(plain.built, 'hq', 'demo1234', '127.0.0.1', { 'x-forwarded-for': '10.1.0.99' })).status,
    ).toBe(429);

    const proxied = await startTestServer('pglite', { trustProxy: '127.0.0.1' });
    cleanups.push(() => proxied.close());
    for (let i = 0; i < 5; i++)
      await login(proxied.built, 'hq', 'wrong', '127.0.0.1', { 'x-forwarded-for': '10.1.0.1' });
    expect(
      (await login(proxied.built, 'hq', 'demo1234', '127.0.0.1', { 'x-forwarded-for': '10.1.0.1' })).status,
    ).toBe(429);
    expect(
      (await login(proxied.built, 'hq', 'demo1234', '127.0.0.1', { 'x-forwarded-for': '10.1.0.2' })).body
        .code,
    ).toBe(0);
  });

  it.skipIf(!hasPg)('shares its counters between two nodes on PostgreSQL', async () => {
    const db = await createPgDatabase({ seeded: true });
    cleanups.push(() => db.drop());
    const dirs = [
      mkdtempSync(join(tmpdir(), 'cbo-throttle-a-')),
      mkdtempSync(join(tmpdir(), 'cbo-throttle-b-')),
    ];
    cleanups.push(async () => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
    const a = await buildApp({
      dataDir: dirs[0]!,
      databaseUrl: db.url,
      tokenSecret: TEST_SECRET,
      distDir: null,
    });
    cleanups.push(() => a.close());
    const b = await buildApp({
      dataDir: dirs[1]!,
      databaseUrl: db.url,
      tokenSecret: TEST_SECRET,
      distDir: null,
      seed: false,
    });
    cleanups.push(() => b.close());
    for (let i = 0; i < 3; i++) await login(a, 'store1', 'wrong');
    for (let i = 0; i < 2; i++) await login(b, 'store1', 'wrong');
    expect((await login(a, 'store1', 'demo1234')).status).toBe(429);
    expect((await login(b, 'store1', 'demo1234')).status).toBe(429);
  });
});

describe('anonymous account calls', () => {
  it('refuse a sixth find-id for one target with a wait in Korean, from any node', async () => {
    const s = await startTestServer('pglite');
    cleanups.push(() => s.close());
    let last = { code: 0, message: '' };
    for (let i = 0; i < 6; i++)
      last = (await s.call('store/find/id', { manager_name: '누군가', manager_phone: '010-9999-0001' })).body;
    expect(last.code).toBe(9029);
    expect(last.message).toMatch(/\d+분 후에 다시/);
  });
});
