/**
 * Issue 21, "no default credentials outside the demo", against real processes:
 * - a server on a brand-new PostgreSQL creates the schema and no account, no store, no demo, and says so;
 * - SEED_DEMO=1 seeds the demo into an empty PostgreSQL (every account with its own salt), and never
 *   into one that already has an administrator;
 * - `npm run create-admin` makes a super admin that logs in (PostgreSQL and the embedded database), and
 *   refuses a taken id, a short password, a missing --id and an unreachable database without writing.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { api, ROOT, startServer, type RunningServer } from '../e2e/harness';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { createPgDatabase, postgresAvailable } from './helpers';

const hasPg = await postgresAvailable();
const ADMIN_PASSWORD = 'first-admin-2026';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

/** Runs `tsx server/create-admin.ts` with `input` piped on stdin; DATABASE_URL only when given. */
function createAdmin(
  args: string[],
  input: string,
  env: { DATABASE_URL?: string; DATA_DIR?: string },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env);
  return new Promise((resolve, reject) => {
    const proc = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/create-admin.ts', ...args], {
      cwd: ROOT,
      env: childEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    proc.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    // The tool may refuse before it reads its input (a missing --id): a closed pipe is expected then.
    proc.stdin.on('error', () => undefined);
    proc.stdin.end(input);
    const timer = setTimeout(() => proc.kill('SIGKILL'), 60_000);
    proc.once('error', reject);
    proc.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

const count = async (url: string, table: string) =>
  (await query<{ n: number }>(url, `SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

function loginBody(userId: string, password: string) {
  return { manager_user_id: userId, manager_password: password, app_type: 3, app_name: 'accounts-test' };
}

/** The lines after "Listening on" may come in a later chunk than the address. */
async function outputUntil(server: RunningServer, pattern: RegExp): Promise<string> {
  const end = Date.now() + 10_000;
  while (!pattern.test(server.output())) {
    if (Date.now() > end) throw new Error(`server output never matched ${pattern}:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return server.output();
}

/** What the server's start-up says about the demo, through the line that tells. */
const DEMO_VERDICT = /데모 데이터를 넣었습니다|데모 데이터: 넣지 않음[^\n]*\n|데모 계정/;

async function start(env: Record<string, string>): Promise<RunningServer> {
  // SEED_DEMO from the developer's shell must not decide these tests.
  const server = await startServer({ env: { SEED_DEMO: '', ...env } });
  cleanups.push(() => server.stop());
  await outputUntil(server, DEMO_VERDICT);
  return server;
}

async function expectAdminLogin(url: string, userId: string) {
  const login = await api<{ jwt: string }>(url, 'store/login/app', loginBody(userId, ADMIN_PASSWORD));
  expect(login.code, login.message).toBe(0);
  const info = await api<{ manager_group_id: number; manager_group_type: number; store_id: number | null }>(
    url,
    'store/token/info',
    {},
    login.data!.jwt,
  );
  expect(info.code, info.message).toBe(0);
  expect(info.data).toMatchObject({
    manager_user_id: userId,
    manager_group_id: 1,
    manager_group_type: 2,
    store_id: null,
  });
}

describe.skipIf(!hasPg)('a PostgreSQL database (DATABASE_URL)', () => {
  it('starts empty without SEED_DEMO; create-admin makes the first login; SEED_DEMO=1 then adds no demo', async () => {
    const db = await createPgDatabase();
    cleanups.push(() => db.drop());

    const empty = await start({ DATABASE_URL: db.url });
    const said = await outputUntil(empty, /계정이 없습니다/);
    expect(said).toContain('데모 데이터: 넣지 않음');
    expect(said).toContain('npm run create-admin');
    expect(said).not.toContain('데모 계정');
    expect(said).not.toContain(DEMO_PASSWORD);
    const demoLogin = await api(empty.url, 'store/login/app', loginBody('admin', DEMO_PASSWORD));
    expect(demoLogin.code).not.toBe(0);
    await empty.stop();
    // The schema is there (migrations ran), its tables empty.
    expect(await count(db.url, 'managers')).toBe(0);
    expect(await count(db.url, 'stores')).toBe(0);
    expect(await count(db.url, 'orders')).toBe(0);

    const made = await createAdmin(['--id', 'boss', '--name', '대표'], `${ADMIN_PASSWORD}\n`, {
      DATABASE_URL: db.url,
    });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('boss');

    const asked = await start({ DATABASE_URL: db.url, SEED_DEMO: '1' });
    const skipped = await outputUntil(asked, /데모 데이터: 넣지 않음/);
    expect(skipped).toContain('이미 계정이나 매장이 있습니다');
    expect(skipped).not.toContain('데모 계정');
    expect((await api(asked.url, 'store/login/app', loginBody('admin', DEMO_PASSWORD))).code).not.toBe(0);
    await expectAdminLogin(asked.url, 'boss');
    await asked.stop();
    expect(await query<{ id: string }>(db.url, 'SELECT manager_user_id AS id FROM managers')).toEqual([
      { id: 'boss' },
    ]);
    expect(await count(db.url, 'stores')).toBe(0);
    expect(await count(db.url, 'orders')).toBe(0);
    // The roles and code lists the app needs came with the administrator.
    expect(await count(db.url, 'manager_groups')).toBe(4);
    expect(await count(db.url, 'codes')).toBeGreaterThan(0);
  }, 180_000);

  it('SEED_DEMO=1 seeds the demo into an empty database, every account with its own salt', async () => {
    const db = await createPgDatabase();
    cleanups.push(() => db.drop());
    const server = await start({ DATABASE_URL: db.url, SEED_DEMO: '1' });
    const said = await outputUntil(server, /seogyo\.staff/);
    expect(said).toContain('데모 데이터를 넣었습니다');
    for (const a of DEMO_ACCOUNTS) expect(said).toContain(a.id);
    expect((await api(server.url, 'store/login/app', loginBody('admin', DEMO_PASSWORD))).code).toBe(0);
    await server.stop();

    expect(await count(db.url, 'stores')).toBe(4);
    const rows = await query<{ id: string; hash: string }>(
      db.url,
      'SELECT manager_user_id AS id, password_hash AS hash FROM managers',
    );
    // The start-up list (and the README, written from it) names every account the seed creates.
    expect(rows.map((r) => r.id).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.id).sort());
    const salts = new Set(rows.map((r) => r.hash.split('$')[1]));
    expect(salts.size).toBe(rows.length);
  }, 180_000);

  it('create-admin refuses a taken id, a short password and a missing --id, and writes nothing', async () => {
    const db = await createPgDatabase();
    cleanups.push(() => db.drop());
    const env = { DATABASE_URL: db.url };
    expect((await createAdmin(['--id', 'boss'], `${ADMIN_PASSWORD}\n`, env)).code).toBe(0);
    const before = await query(db.url, 'SELECT * FROM managers');

    const taken = await createAdmin(['--id', 'BOSS'], 'another-pass-123\n', env);
    expect(taken.code).not.toBe(0);
    expect(taken.stderr).toContain('이미 사용 중인 아이디입니다');

    const short = await createAdmin(['--id', 'boss2'], 'abc12345\n', env);
    expect(short.code).not.toBe(0);
    expect(short.stderr).toContain('10자 이상');

    const noId = await createAdmin(['--name', '대표'], `${ADMIN_PASSWORD}\n`, env);
    expect(noId.code).not.toBe(0);
    expect(noId.stderr).toContain('--id');

    expect(await query(db.url, 'SELECT * FROM managers')).toEqual(before);
    expect(await count(db.url, 'stores')).toBe(0);
  }, 120_000);
});

describe('create-admin', () => {
  it('says so when the database cannot be reached', async () => {
    const r = await createAdmin(['--id', 'boss'], `${ADMIN_PASSWORD}\n`, {
      DATABASE_URL: 'postgres://127.0.0.1:1/x',
    });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('데이터베이스에 연결할 수 없습니다');
    expect(r.stdout).toBe('');
  }, 60_000);

  it('works on the embedded database before its first start; the server then keeps the demo out', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'counter-accounts-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const made = await createAdmin(['--id', 'owner'], `${ADMIN_PASSWORD}\n`, { DATA_DIR: dataDir });
    expect(made.code, made.stderr).toBe(0);

    // The embedded database gets the demo by default, but never next to a real account.
    const server = await start({ DATA_DIR: dataDir });
    const said = await outputUntil(server, /데모 데이터: 넣지 않음/);
    expect(said).toContain('이미 계정이나 매장이 있습니다');
    expect(said).not.toContain('데모 계정');
    await expectAdminLogin(server.url, 'owner');
    expect((await api(server.url, 'store/login/app', loginBody('admin', DEMO_PASSWORD))).code).not.toBe(0);
    await server.stop();
  }, 120_000);
});
