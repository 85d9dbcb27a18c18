import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { managerEditRequest, managerUserIdSchema, passwordSchema } from '../src/contract';
import { hashPassword } from './auth/password';
import { openDatabase, type Database, type Db } from './db';
import * as t from './db/schema';
import { ensureReferenceData, SEED_LOCK } from './db/seed';
import { isPgError } from './lib/people-util';

/*
 * `npm run create-admin -- --id ID [--name NAME]`: the first super admin of a database that has no
 * accounts (a production PostgreSQL never gets the demo's). The password comes from standard input
 * only — never argv, which other users see in `ps` and shells keep in their history.
 */

const USAGE = `사용법 (usage): npm run create-admin -- --id 아이디 [--name 이름]
  비밀번호는 표준 입력으로 받습니다: 터미널에서는 두 번 묻고, 파이프로는 첫 줄을 읽습니다.
  DATABASE_URL 이 있으면 그 PostgreSQL, 없으면 DATA_DIR (기본 ./.data) 의 내장 데이터베이스에 만듭니다.
  내장 데이터베이스는 한 프로세스만 열 수 있으니 서버를 멈춘 뒤 실행하세요.`;

/** Longer than the app's own minimum (8): this account can see and change every store. */
const ADMIN_PASSWORD_MIN = 10;
const SUPER_ADMIN_GROUP = 1;
/** Picks a store in /admin-mode, like the demo's `admin`. */
const PICKS_A_STORE = 2;
const DEFAULT_NAME = '최고관리자';
const DUPLICATE_ID = '이미 사용 중인 아이디입니다.';

/** A refusal the operator can act on: printed as is, exit 1 (2 for wrong arguments). */
class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArguments(): { id: string; name: string } {
  let values: { id?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { id: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: false,
    }));
  } catch (err) {
    throw new Refusal(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.id === undefined)
    throw new Refusal(`--id 로 만들 관리자의 아이디를 지정해 주세요.\n${USAGE}`, 2);
  // The same rules as a member created in the app (store/manager/edit).
  const id = managerUserIdSchema.safeParse(values.id);
  if (!id.success) throw new Refusal(id.error.issues[0]?.message ?? '아이디 형식이 올바르지 않습니다.', 2);
  const name = managerEditRequest.shape.manager_name.safeParse(values.name ?? DEFAULT_NAME);
  if (!name.success) throw new Refusal(`이름: ${name.error.issues[0]?.message ?? '올바르지 않습니다.'}`, 2);
  return { id: id.data, name: name.data };
}

/** Case-insensitive, as the app's duplicate check: `Boss` and `boss` would be one login to a person. */
async function idTaken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: t.managers.managerId })
    .from(t.managers)
    .where(sql`lower(${t.managers.managerUserId}) = lower(${id})`)
    .limit(1);
  return rows.length > 0;
}

/** Where the database is, without the connection string's password. */
function describeTarget(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `내장 데이터베이스 ${dataDir}`;
  try {
    const u = new URL(databaseUrl);
    return `PostgreSQL ${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** Reads one line from a terminal without echoing it. */
function promptHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolvePassword, reject) => {
    let value = '';
    let escape = false;
    const finish = (err?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (err) reject(err);
      else resolvePassword(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (escape) {
          // Arrow and function keys arrive as ESC [ … letter: none of it is part of the password.
          if (/[A-Za-z~]/.test(ch)) escape = false;
          continue;
        }
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || (ch === '\u0004' && !value))
          return finish(new Refusal('취소했습니다. 아무것도 만들지 않았습니다.', 130));
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else if (ch === '\u001b') escape = true;
        else if (ch >= ' ') value += ch;
      }
    };
    process.stderr.write(prompt);
    input.setEncoding('utf8');
    input.setRawMode(true);
    input.on('data', onData);
    input.resume();
  });
}

async function readFirstLine(): Promise<string | null> {
  const lines = createInterface({ input: process.stdin, terminal: false, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line.replace(/\r$/, '');
    return null;
  } finally {
    lines.close();
    process.stdin.destroy();
  }
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await promptHidden(`새 비밀번호 (${ADMIN_PASSWORD_MIN}자 이상): `);
    checkPassword(first);
    const again = await promptHidden('비밀번호 확인: ');
    if (again !== first) throw new Refusal('두 비밀번호가 다릅니다. 아무것도 만들지 않았습니다.');
    return first;
  }
  const line = await readFirstLine();
  if (line === null || line === '')
    throw new Refusal('표준 입력에서 비밀번호를 읽지 못했습니다 (첫 줄이 비어 있습니다).');
  checkPassword(line);
  return line;
}

function checkPassword(password: string): void {
  if ([...password].length < ADMIN_PASSWORD_MIN)
    throw new Refusal(`비밀번호가 너무 짧습니다: 최고관리자는 ${ADMIN_PASSWORD_MIN}자 이상이어야 합니다.`);
  // The app's own rules too, so the password can later be changed in the app without surprises.
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) throw new Refusal(parsed.error.issues[0]?.message ?? '비밀번호가 올바르지 않습니다.');
}

async function main(): Promise<void> {
  const { id, name } = parseArguments();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR ?? join(root, '.data'));
  const target = describeTarget(databaseUrl, dataDir);

  let database: Database;
  try {
    // Runs the migrations: a brand-new database works before the server's first start.
    database = await openDatabase({ dataDir, databaseUrl });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Refusal(`데이터베이스에 연결할 수 없습니다 (cannot reach the database): ${target} — ${reason}`);
  }
  try {
    // Asked before the password, so nobody types it twice for nothing; checked again under the lock.
    if (await idTaken(database.db, id)) throw new Refusal(`${DUPLICATE_ID} (${id})`);
    const passwordHash = await hashPassword(await readPassword());
    try {
      await database.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        // A node seeding the demo right now finishes first; then this database is not empty any more.
        await tx.execute(SEED_LOCK);
        await ensureReferenceData(tx);
        if (await idTaken(tx, id)) throw new Refusal(`${DUPLICATE_ID} (${id})`);
        await tx.insert(t.managers).values({
          managerUserId: id,
          passwordHash,
          managerName: name,
          managerGroupId: SUPER_ADMIN_GROUP,
          managerGroupType: PICKS_A_STORE,
          storeId: null,
          storeGroupId: null,
          active: 1,
        });
      });
    } catch (err) {
      if (isPgError(err, '23505')) throw new Refusal(`${DUPLICATE_ID} (${id})`);
      throw err;
    }
    console.log(`최고관리자 ${id} (${name}) 를 만들었습니다 — ${target}.`);
    console.log('로그인하면 관리자 모드에서 매장을 고릅니다. 매장·가맹점·매장 관리자는 앱에서 만드세요.');
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (err) {
  if (err instanceof Refusal) {
    console.error(`create-admin: ${err.message}`);
    process.exitCode = err.exitCode;
  } else {
    console.error(
      'create-admin: 관리자를 만들지 못했습니다 (failed):',
      err instanceof Error ? err.message : err,
    );
    process.exitCode = 1;
  }
}
