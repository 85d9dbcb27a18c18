import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { groupRank } from '../../server/auth/access';
import { MAX_SESSION_SECONDS, TokenService } from '../../server/auth/token';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import {
  createPgDatabase,
  postgresAvailable,
  startTestServer,
  TEST_SECRET,
  type TestServer,
  connectSocket,
  withTestServer,
} from './helpers';

/** Issue 22 items 2 and 3, written as the attacks: each would succeed on the code before the fix. */
const PW = 'Sessions!2345';
let n = 0;
const uid = () => `sess${Date.now() % 100000}${n++}`;

describe('sessions and role assignment', () => {
  let s: TestServer;
  let base: string;
  withTestServer(
    (server, url) => {
      s = server;
      base = url;
    },
    { listen: true },
  );

  const connect = (storeId: number, token: string) => connectSocket(base, storeId, token);

  // Actor (a demo account), the store its new members go in (null: none needed for super groups).
  const ACTORS = [
    { id: 'admin', group: 1, store: 1 },
    { id: 'ops', group: 51, store: 4 },
    { id: 'ballpark', group: 53, store: 3 },
    { id: 'store1', group: 52, store: 1 },
    { id: 'hq', group: 52, store: 2 },
  ] as const;
  const TARGETS = [1, 51, 53, 52];
  const member = (group: number, store: number, extra: object = {}) => ({
    manager_user_id: uid(),
    manager_password: PW,
    manager_name: '테스트',
    manager_group_id: group,
    ...(group === 1 || group === 51 ? {} : { store_id: store }),
    ...extra,
  });

  it('lets nobody create or edit a member into a group above their own, for every pair', async () => {
    const admin = await s.login('admin');
    const wrong: string[] = [];
    for (const a of ACTORS) {
      const token = await s.login(a.id);
      for (const g of TARGETS) {
        const allowed = groupRank(g) <= groupRank(a.group);
        const created = await s.call('store/manager/edit', member(g, a.store), token);
        if ((created.body.code === 0) !== allowed || (!allowed && created.status !== 403))
          wrong.push(`create ${a.id}→${g}: ${created.body.code} ${created.body.message}`);
        if (!allowed && !/권한/.test(created.body.message))
          wrong.push(`create ${a.id}→${g}: ${created.body.message}`);
        // An existing plain manager in the actor's store, edited into group g.
        const base52 = member(52, a.store);
        const made = await s.call('store/manager/edit', base52, admin);
        expect(made.body.code).toBe(0);
        const { manager_password: _pw, ...rest } = base52;
        const edited = await s.call(
          'store/manager/edit',
          {
            ...rest,
            manager_id: made.body.data.manager.manager_id,
            manager_group_id: g,
            ...(g === 1 || g === 51 ? { store_id: undefined } : {}),
          },
          token,
        );
        if ((edited.body.code === 0) !== allowed || (!allowed && edited.status !== 403))
          wrong.push(`edit ${a.id}→${g}: ${edited.body.code} ${edited.body.message}`);
      }
    }
    expect(wrong).toEqual([]);
    // The attack itself: a 52 member made 53 would reach admin orders; refused above, so none exists.
    expect(groupRank(53)).toBeGreaterThan(groupRank(52));
  });

  it('ends every token of the account at logout; a socket opened with one is refused', async () => {
    const t1 = await s.login('mapo.night');
    const t2 = await s.login('mapo.night');
    const out = await s.call('store/logout', {}, t1);
    expect(out.body.code).toBe(0);
    for (const t of [t1, t2]) {
      const r = await s.call('store/token/info', {}, t);
      expect([9991, 9994]).toContain(r.body.code);
    }
    const sock = await connect(1, t1).catch(() => null);
    if (sock) expect(await sock.closed).toBe(4001);
    expect((await s.call('store/token/info', {}, await s.login('mapo.night'))).body.code).toBe(0);
  });

  it('ends old tokens after a password change by the user and after a password reset by an admin', async () => {
    const admin = await s.login('admin');
    const body = member(52, 1);
    const made = await s.call('store/manager/edit', body, admin);
    const id = made.body.data.manager.manager_id as number;
    const self = await s.login(body.manager_user_id, PW);
    const stolen = await s.login(body.manager_user_id, PW);
    const changed = await s.call(
      'store/manager/edit',
      { ...body, manager_id: id, manager_password: 'Changed!2345' },
      self,
    );
    expect(changed.body.code).toBe(0);
    expect((await s.call('store/token/info', {}, stolen)).body.code).toBe(9991);
    expect((await s.call('store/token/info', {}, self)).body.code).toBe(9991);
    // The user keeps working on the fresh token the change answered with.
    expect((await s.call('store/token/info', {}, changed.body.token)).body.code).toBe(0);

    const before = await s.login(body.manager_user_id, 'Changed!2345');
    const reset = await s.call(
      'store/manager/edit',
      { ...body, manager_id: id, manager_password: 'ByAdmin!2345' },
      admin,
    );
    expect(reset.body.code).toBe(0);
    expect((await s.call('store/token/info', {}, before)).body.code).toBe(9991);
    expect((await s.call('store/token/info', {}, changed.body.token)).body.code).toBe(9991);
  });

  it('closes a deactivated member’s open socket with 4001 within seconds; no order event reaches it', async () => {
    const admin = await s.login('admin');
    const body = member(52, 1);
    const made = await s.call('store/manager/edit', body, admin);
    const id = made.body.data.manager.manager_id as number;
    const sock = await connect(1, await s.login(body.manager_user_id, PW));
    const off = await s.call(
      'store/manager/edit',
      { ...body, manager_password: undefined, manager_id: id, active: 0 },
      admin,
    );
    expect(off.body.code).toBe(0);
    const code = await Promise.race([sock.closed, new Promise((r) => setTimeout(() => r('open'), 7000))]);
    expect(code).toBe(4001);
    const seen = sock.messages.length;
    await s.call('store/test/noti', { store_id: 1 }, admin);
    await new Promise((r) => setTimeout(r, 300));
    expect(sock.messages.length).toBe(seen);
  }, 15_000);

  it('never renews a session past its absolute lifetime', () => {
    let now = Date.now();
    const loginAt = now;
    const tokens = new TokenService(TEST_SECRET, 12 * 3600, () => now);
    let token = tokens.issue(4);
    // Renew it every 7 hours, as a tablet in use would, for eight days.
    let lastOk = now;
    for (let i = 0; i < 30; i++) {
      now += 7 * 3600_000;
      const v = tokens.verify(token);
      if (!v.ok) {
        expect(v.reason).toBe('expired');
        break;
      }
      lastOk = now;
      if (tokens.shouldRenew(v.claims)) token = tokens.issue(4, v.claims);
    }
    expect(tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    // Still good 6+ days in (renewed), refused once 7 days after the login are gone.
    expect(lastOk - loginAt).toBeGreaterThan(6 * 24 * 3600_000);
    expect(lastOk - loginAt).toBeLessThanOrEqual(MAX_SESSION_SECONDS * 1000);
  });

  it('answers a token past the lifetime with 9994 over the API', async () => {
    const old = new TokenService(
      TEST_SECRET,
      12 * 3600,
      () => Date.now() - (MAX_SESSION_SECONDS - 3600) * 1000,
    );
    const issued = old.issue(4);
    const renewed = old.issue(4, {
      auth_time: Math.floor(Date.now() / 1000) - MAX_SESSION_SECONDS - 10,
      ver: 0,
    });
    expect((await s.call('store/token/info', {}, renewed)).body.code).toBe(9994);
    expect((await s.call('store/token/info', {}, issued)).body.code).toBe(9994);
  });
});

describe('a socket outlives its own token', () => {
  it('stays open after the token it was opened with expires, while the session goes on (the app renews its token through API answers)', async () => {
    const short = await startTestServer('pglite', { tokenTtlSeconds: 2 });
    try {
      const base = await short.built.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await short.login('store1');
      const ws = new WebSocket(`${base.replace('http', 'ws')}/ws?storeId=1&token=${token}`);
      let closedWith: number | null = null;
      ws.on('close', (code) => (closedWith = code));
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      // Past the 2 s token and at least one session check (every 5 s).
      await new Promise((r) => setTimeout(r, 6_500));
      expect(closedWith).toBeNull();
      await short.built.ctx.hub.checkSessions();
      expect(closedWith).toBeNull();
      ws.close();
    } finally {
      await short.close();
    }
  }, 30_000);
});

describe.skipIf(!(await postgresAvailable()))('revocation across two nodes on PostgreSQL', () => {
  it('a deactivation on node A closes the member’s socket on node B with 4001', async () => {
    const db = await createPgDatabase({ seeded: true });
    const dirs = [mkdtempSync(join(tmpdir(), 'cbo-sess-a-')), mkdtempSync(join(tmpdir(), 'cbo-sess-b-'))];
    const a = await buildApp({
      dataDir: dirs[0]!,
      databaseUrl: db.url,
      tokenSecret: TEST_SECRET,
      distDir: null,
      seed: true,
    });
    const b = await buildApp({
      dataDir: dirs[1]!,
      databaseUrl: db.url,
      tokenSecret: TEST_SECRET,
      distDir: null,
      seed: true,
    });
    try {
      const call = async (path: string, body: object, token?: string) =>
        (
          await a.app.inject({
            method: 'POST',
            url: `/api/${path}`,
            payload: body,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          })
        ).json() as { code: number; token?: string; data: { manager: { manager_id: number } } };
      const login = async (id: string, pw = 'demo1234') =>
        (
          await call('store/login/app', {
            manager_user_id: id,
            manager_password: pw,
            app_type: 3,
            app_name: 't',
          })
        ).token!;
      const admin = await login('admin');
      const body = {
        manager_user_id: uid(),
        manager_password: PW,
        manager_name: '테스트',
        manager_group_id: 52,
        store_id: 1,
      };
      const made = await call('store/manager/edit', body, admin);
      const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await login(body.manager_user_id, PW);
      const ws = new WebSocket(`${urlB.replace('http', 'ws')}/ws?storeId=1&token=${token}`);
      const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
      await new Promise((r) => ws.on('open', r));
      const off = await call(
        'store/manager/edit',
        { ...body, manager_password: undefined, manager_id: made.data.manager.manager_id, active: 0 },
        admin,
      );
      expect(off.code).toBe(0);
      const code = await Promise.race([closed, new Promise((r) => setTimeout(() => r('open'), 7000))]);
      expect(code).toBe(4001);
    } finally {
      await a.close();
      await b.close();
      await db.drop();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }
  }, 60_000);
});
