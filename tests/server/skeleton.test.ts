import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../server/auth/token';
import {
  TEST_SECRET,
  postgresAvailable,
  startTestServer,
  type Backend,
  type TestServer,
  withTestServer,
} from './helpers';

const backends: Backend[] = ['pglite'];
if (await postgresAvailable()) backends.push('postgres');

describe.each(backends)('skeleton calls on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('logs in with a demo account and returns a token and the manager', async () => {
    const r = await s.call('store/login/app', {
      manager_user_id: 'store1',
      manager_password: 'demo1234',
      app_type: 3,
      app_name: 't',
    });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(r.body.data.manager).toMatchObject({
      manager_name: '김민준',
      manager_group_id: 52,
      manager_group_type: 1,
      store_id: 1,
    });
  });

  it('refuses a wrong password with 9002 and a Korean message, and unknown ids the same way', async () => {
    const wrong = await s.call('store/login/app', {
      manager_user_id: 'store2',
      manager_password: 'nope',
      app_type: 3,
      app_name: 't',
    });
    const unknown = await s.call('store/login/app', {
      manager_user_id: 'ghost',
      manager_password: 'nope',
      app_type: 3,
      app_name: 't',
    });
    expect(wrong.body.code).toBe(9002);
    expect(wrong.body.message).toMatch(/[가-힣]/);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names the invalid fields on a malformed login', async () => {
    const r = await s.call('store/login/app', { manager_user_id: '', app_type: 2 });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(9001);
    expect(Object.keys(r.body.fields ?? {})).toEqual(
      expect.arrayContaining(['manager_user_id', 'manager_password', 'app_type']),
    );
  });

  it('answers token info for a valid token, 9991 for a tampered one and 9994 for an expired one', async () => {
    const token = await s.login('ballpark');
    const ok = await s.call('store/token/info', {}, token);
    expect(ok.body.data).toMatchObject({ manager_name: '정하늘', manager_group_id: 53 });

    const [h, p, sig] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url')}.${sig}`;
    expect((await s.call('store/token/info', {}, forged)).body.code).toBe(9991);
    expect((await s.call('store/token/info', {}, 'garbage')).body.code).toBe(9991);
    expect((await s.call('store/token/info', {})).body.code).toBe(9991);

    const past = new TokenService(TEST_SECRET, 3600, () => Date.now() - 2 * 3600_000).issue(4);
    const expired = await s.call('store/token/info', {}, past);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(9994);
    expect(expired.body.message).toMatch(/만료/);
  });

  it('renews a token past half its life through the envelope token field', async () => {
    const old = new TokenService(TEST_SECRET, 12 * 3600, () => Date.now() - 7 * 3600_000).issue(4);
    const r = await s.call('store/token/info', {}, old);
    expect(r.body.code).toBe(0);
    expect(r.body.token).toBeTruthy();
    expect((await s.call('store/token/info', {}, r.body.token)).body.code).toBe(0);
  });

  it('keeps each manager to their own stores on the order list', async () => {
    const body = (store_id: number) => ({ store_id, search_type: 1, app_type: 3 });
    const store1 = await s.login('store1');
    const hq = await s.login('hq');
    const admin = await s.login('admin');
    const ballpark = await s.call('store/order/list', body(3), await s.login('ballpark'));
    expect(ballpark.body.code).toBe(0);

    const own = await s.call('store/order/list', body(1), store1);
    expect(own.body.code).toBe(0);
    expect(own.body.data.store.store_name).toBe('한강치킨 마포점');
    expect(own.body.data.order_list.length).toBeGreaterThan(0);
    expect(own.body.data.order_list.every((o: { store_id: number }) => o.store_id === 1)).toBe(true);

    expect((await s.call('store/order/list', body(2), store1)).body.code).toBe(9003);
    expect((await s.call('store/order/list', body(2), hq)).body.code).toBe(0);
    expect((await s.call('store/order/list', body(3), hq)).body.code).toBe(9003);
    expect((await s.call('store/order/list', body(4), admin)).body.code).toBe(0);
    expect((await s.call('store/order/list', body(999), admin)).body.code).toBe(9003);
  });

  it('lists only the franchise stores to a franchise manager and refuses store-mode managers', async () => {
    const hq = await s.call('store/list', { filter_type: 1 }, await s.login('hq'));
    expect(hq.body.data.store_list.map((x: { store_name: string }) => x.store_name)).toEqual([
      '한강치킨 마포점',
      '한강치킨 서교점',
    ]);
    const admin = await s.call('store/list', { filter_type: 3, keyword: '야구' }, await s.login('admin'));
    expect(admin.body.data.store_list.map((x: { store_id: number }) => x.store_id)).toEqual([3]);
    expect((await s.call('store/list', {}, await s.login('store1'))).body.code).toBe(9003);
  });

  it('sends code lists with inactive entries marked apply=0 and the cash pay type 90', async () => {
    const r = await s.call('common/code/list', { for_admin: 0, app_name: 't' }, await s.login('store1'));
    const list = r.body.data.code_list as { column_name: string; code_value: string; apply: number }[];
    expect(new Set(list.map((c) => c.column_name))).toEqual(
      new Set(['order_type', 'order_status', 'pay_type', 'service_type']),
    );
    expect(list.some((c) => c.apply === 0)).toBe(true);
    expect(list.find((c) => c.column_name === 'pay_type' && c.code_value === '90')).toBeTruthy();
  });
});

describe('login rate limiting', () => {
  let s: TestServer;
  withTestServer((server) => {
    s = server;
  });

  it('slows an id down after 5 failures with a clear Korean message, even for the right password', async () => {
    const attempt = (pw: string) =>
      s.call('store/login/app', {
        manager_user_id: 'sodam',
        manager_password: pw,
        app_type: 3,
        app_name: 't',
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).body.code).toBe(9002);
    const locked = await attempt('demo1234');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(9029);
    expect(locked.body.message).toMatch(/\d+(초|분) 후에 다시/);
  });
});

describe('CORS for a PWA served from another origin', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { corsOrigins: ['https://counter.example.com'] });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('answers the preflight and the call for a listed origin only', async () => {
    const pre = await s.built.app.inject({
      method: 'OPTIONS',
      url: '/api/store/token/info',
      headers: { origin: 'https://counter.example.com', 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-headers']).toContain('Idempotency-Key');
    const listed = await s.built.app.inject({
      method: 'POST',
      url: '/api/store/token/info',
      payload: {},
      headers: { origin: 'https://counter.example.com' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://counter.example.com');
    const other = await s.built.app.inject({
      method: 'POST',
      url: '/api/store/token/info',
      payload: {},
      headers: { origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the built app over the wire', () => {
  let s: TestServer;
  const js = `export const x = ${JSON.stringify('가'.repeat(4000))};\n`;
  beforeAll(async () => {
    // A dist/ as the build writes it: each text file with .br and .gz copies beside it.
    const dist = mkdtempSync(join(tmpdir(), 'cbo-dist-'));
    mkdirSync(join(dist, 'assets'));
    const write = (file: string, body: string) => {
      writeFileSync(join(dist, file), body);
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(body));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(body));
    };
    write('index.html', `<!doctype html><title>${'카운터 '.repeat(300)}</title>`);
    write('assets/app-abc123.js', js);
    s = await startTestServer('pglite', { distDir: dist });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('sends the precompressed copy to browsers that accept it, the plain file to others', async () => {
    const br = await s.built.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(js) / 5);

    const gz = await s.built.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await s.built.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);

    // Any app route answers the shell page, compressed too, with its security policy.
    const page = await s.built.app.inject({
      method: 'GET',
      url: '/order-list',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('카운터');
  });
});
