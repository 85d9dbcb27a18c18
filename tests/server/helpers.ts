import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuiltApp, type BuildOptions } from '../../server/app';
import { SOCKET_JOINED, type SocketMessage } from '../../src/contract';
import { ADMIN_URL, pgUrlFor, postgresAvailable } from './pg-admin';
import { copySeededPglite, seededPgTemplate } from './seeded-db';

export { postgresAvailable } from './pg-admin';
export const TEST_SECRET = 'test-secret-for-server-tests';

export interface TestServer {
  built: BuiltApp;
  /** POST /api/<path> with an optional bearer token; returns the HTTP status and the envelope. */
  call(
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Envelope }>;
  login(userId: string, password?: string): Promise<string>;
  close(): Promise<void>;
}
export interface Envelope {
  code: number;
  message: string;
  data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary shapes
  token?: string;
  fields?: Record<string, string>;
  current?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Creates a throw-away database on the local PostgreSQL, empty or (`seeded`) a copy of the run's
 * migrated and seeded template when there is one; returns its URL and a drop function.
 */
export async function createPgDatabase({ seeded = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `cbo_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = seeded ? seededPgTemplate() : null;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = pgUrlFor(name);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type Backend = 'pglite' | 'postgres';

/**
 * A fresh temporary DATA_DIR holding a copy of the seeded demo when the run has one (otherwise empty:
 * buildApp then seeds it), for tests that build their app themselves; the caller removes it.
 */
export async function seededDataDir(prefix = 'cbo-server-test-'): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  await copySeededPglite(dataDir);
  return dataDir;
}

/**
 * POST /api/<path> on an app built in this process. The customer channel wants a channel key: the
 * in-process one (tests/server/channel.test.ts covers real keys, and calls without one).
 */
export async function callApp(
  built: BuiltApp,
  path: string,
  body: unknown = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Envelope }> {
  const res = await built.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: body as object,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(path.startsWith('customer/') ? { 'x-channel-key': built.ctx.channel.internalKey } : {}),
      ...headers,
    },
  });
  return { status: res.statusCode, body: res.json() as Envelope };
}

export async function startTestServer(
  backend: Backend = 'pglite',
  opts: Partial<BuildOptions> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cbo-server-test-'));
  const seeded = opts.seed !== false;
  const pgdb = backend === 'postgres' ? await createPgDatabase({ seeded }) : null;
  if (backend === 'pglite' && seeded) await copySeededPglite(dataDir);
  const built = await buildApp({
    dataDir,
    databaseUrl: pgdb?.url,
    tokenSecret: TEST_SECRET,
    distDir: null,
    ...opts,
  });
  const call: TestServer['call'] = (path, body, token, headers) => callApp(built, path, body, token, headers);
  return {
    built,
    call,
    async login(userId, password = 'demo1234') {
      const r = await call('store/login/app', {
        manager_user_id: userId,
        manager_password: password,
        app_type: 3,
        app_name: 'test',
      });
      if (r.body.code !== 0 || !r.body.token) throw new Error(`login ${userId} failed: ${r.body.message}`);
      return r.body.token;
    },
    async close() {
      await built.close();
      await pgdb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A tablet's socket on a listening test server (`base` from app.listen): every event it hears, and the
 * close code when it closes. Resolves when the server says the socket is in its store's room
 * (SOCKET_JOINED, not kept in `messages`): from then on every frame for the store reaches it.
 */
export function connectSocket(base: string, storeId: number, token: string) {
  return new Promise<{ ws: WebSocket; messages: unknown[]; closed: Promise<number> }>((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws?storeId=${storeId}&token=${token}`);
    const messages: unknown[] = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (m) => {
      const message = JSON.parse(m.toString()) as { cmd?: number; actions?: { type?: string } };
      if (message.cmd === SOCKET_JOINED.cmd && message.actions?.type === SOCKET_JOINED.actions.type)
        resolve({ ws, messages, closed });
      else messages.push(message);
    });
    // A socket refused before it joined (4001, 4003) resolves too: the caller reads `closed`.
    ws.on('close', () => resolve({ ws, messages, closed }));
    ws.on('error', reject);
  });
}

/**
 * One embedded-database server for a describe block: started before its tests (listening on a
 * loopback port when `listen`, for sockets), closed after them. `set` hands it, its base URL ('' when
 * not listening) and the `login` account's token ('' without one) to the block's own variables.
 */
export function withTestServer(
  set: (server: TestServer, base: string, token: string) => void,
  { listen = false, login }: { listen?: boolean; login?: string } = {},
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    const base = listen ? await server.built.app.listen({ port: 0, host: '127.0.0.1' }) : '';
    set(server, base, login ? await server.login(login) : '');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
}

/** A store/playinfo/edit body: one game at the stadium store (or `store_id`, to see it refused). */
export const playGame = (store_id = 3) => ({
  store_id,
  play_date: '20261128',
  play_time: '14:00',
  home_team: 'LG',
  away_team: '두산',
  open_time: '12:00',
});

/** The backends a describe.each runs on: the embedded database, and PostgreSQL where there is one. */
export async function testBackends(): Promise<Backend[]> {
  return (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * One server for a test file or describe block, on `backend`, with the API tokens of `userIds`: `set`
 * hands the server and a token per account to the block's own variables (split files each start
 * their own, so what a file's tests share stays inside that file).
 */
export function withLogins<const U extends string>(
  userIds: readonly U[],
  set: (server: TestServer, tokens: Record<U, string>) => void,
  backend: Backend = 'pglite',
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    const started = await startTestServer(backend);
    server = started;
    const tokens = await Promise.all(userIds.map((id) => started.login(id)));
    set(started, Object.fromEntries(userIds.map((id, i) => [id, tokens[i]!])) as Record<U, string>);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
}

/** Every socket message the server publishes from now on, with its store (the hub's publish, recorded). */
export function recordPublished(s: TestServer): { storeId: number; message: SocketMessage }[] {
  const published: { storeId: number; message: SocketMessage }[] = [];
  const hub = s.built.ctx.hub;
  const publish = hub.publish.bind(hub);
  hub.publish = (storeId, message) => {
    published.push({ storeId, message });
    publish(storeId, message);
  };
  return published;
}
