import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loggerOptions } from './ops/logging';
import { s3ConfigFromEnv } from './storage';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoPresent,
  hasAccounts,
  seedIfEmpty,
  type SeedOutcome,
} from './db/seed';
import { startSimulator } from './live/simulator';
import { printerAddressOptionsFromEnv } from './print/address-policy';

/*
 * `npm start`: builds the PWA when dist/ is missing (skip with --no-build), opens the database
 * (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), seeds the demo on the first start of the
 * embedded database (PostgreSQL only with SEED_DEMO=1, and only when empty), and serves
 * API + socket + PWA on one port.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR ?? join(root, '.data'));
const distDir = join(root, 'dist');
const simArg = flag('simulate');
const simulateRate = Number(simArg?.split('=')[1] ?? process.env.SIMULATE ?? (simArg ? 4 : 0));

if (!flag('no-build') && !existsSync(join(distDir, 'index.html'))) {
  console.log('dist/ 가 없어 PWA를 빌드합니다 (npm run build)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const built = await buildApp({
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  // Decided below (seedDemo), once the database is open.
  seed: false,
  distDir,
  tokenSecret: process.env.TOKEN_SECRET || undefined,
  tokenTtlSeconds: process.env.TOKEN_TTL_SECONDS ? Number(process.env.TOKEN_TTL_SECONDS) : undefined,
  logger: loggerOptions(process.env),
  metricsToken: process.env.METRICS_TOKEN || undefined,
  channelLimits: process.env.CHANNEL_ORDERS_PER_MINUTE
    ? {
        perKeyPerMinute: Number(process.env.CHANNEL_ORDERS_PER_MINUTE),
        perAddressPerMinute: 2 * Number(process.env.CHANNEL_ORDERS_PER_MINUTE),
      }
    : undefined,
  s3: s3ConfigFromEnv(process.env),
  // Which printer addresses this node may reach: PRINTER_NETWORKS, PRINTER_PORTS and
  // PRINTER_ALLOW_LOOPBACK (a print bridge on this machine), defaults in server/print/address-policy.ts.
  // PRINT_RETRY_BASE_MS shortens the retries (2, 4, 8, 16 s by default) for tests of the give-up path.
  print: {
    ...printerAddressOptionsFromEnv(process.env),
    retryBaseMs: Number(process.env.PRINT_RETRY_BASE_MS) || undefined,
  },
  trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
  corsOrigins: (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
});
// The embedded database is the laptop demo; a real PostgreSQL starts with no accounts (create-admin)
// unless the operator asks for the demo, and even then only an empty database gets it.
const seedDemo = process.env.SEED_DEMO
  ? /^(1|true|yes)$/i.test(process.env.SEED_DEMO)
  : !process.env.DATABASE_URL;
const demo: SeedOutcome | 'not-asked' = seedDemo ? await seedIfEmpty(built.ctx.database) : 'not-asked';
const demoThere =
  demo === 'seeded' || demo === 'present' || (demo === 'not-asked' && (await demoPresent(built.ctx.db)));
const noAccounts = !demoThere && !(await hasAccounts(built.ctx.db));
const address = await built.app.listen({ port, host });
const stopSim =
  simulateRate > 0 ? startSimulator(built.app, built.ctx, { ordersPerMinute: simulateRate }) : null;

const url = address.replace('[::1]', 'localhost');
console.log(`\n카운터 백오피스 — Listening on ${url}`);
console.log(
  `데이터베이스: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${dataDir})`}`,
);
const imageHome = { disk: `디스크 (${dataDir}/uploads)`, database: 'PostgreSQL', s3: 'S3 버킷 (S3_*)' };
console.log(`이미지 저장소: ${imageHome[built.ctx.images.kind]}`);
console.log(built.ctx.prints.addresses.describe());
if (stopSim) console.log(`고객 주문 시뮬레이터: 분당 ${simulateRate}건`);
if (demo === 'seeded') console.log('데모 데이터를 넣었습니다.');
else if (demo === 'not-empty')
  console.log(
    '데모 데이터: 넣지 않음 — 데이터베이스에 이미 계정이나 매장이 있습니다 (데모는 빈 데이터베이스에만 넣습니다).',
  );
else if (!demoThere)
  console.log('데모 데이터: 넣지 않음 (빈 데이터베이스라면 SEED_DEMO=1 로 넣을 수 있습니다).');
if (noAccounts) console.log('계정이 없습니다. 첫 관리자: npm run create-admin -- --id ID [--name 이름]');
if (demoThere) {
  console.log(`\n데모 계정 (비밀번호 모두 ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.id.padEnd(13)} ${a.name}  ${a.note}`);
}
console.log('');

/*
 * SIGTERM (a rolling restart) or SIGINT: readiness goes 503 at once, the simulator stops, sockets are
 * told to reconnect elsewhere (1012), in-flight requests are answered, the database is closed. A request
 * stuck on a lock must not hold the exit: after SHUTDOWN_BUDGET_MS the process exits 0 anyway (every
 * acknowledged write is already committed; an unanswered one was never acknowledged). close-with-grace
 * is the backstop (a second signal, or its own 10 s delay, exits at once).
 */
const SHUTDOWN_BUDGET_MS = 8_000;
closeWithGrace(
  { delay: 10_000, logger: { error: (m: unknown) => console.error('[shutdown]', m) } },
  async ({ signal, err }) => {
    if (err) console.error('[shutdown] closing after an unexpected error:', err);
    else console.log(`[shutdown] ${signal ?? 'close'} — 연결을 정리하고 종료합니다`);
    built.beginShutdown();
    stopSim?.();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), SHUTDOWN_BUDGET_MS);
    });
    const outcome = await Promise.race([built.close().then(() => 'closed' as const), budget]);
    clearTimeout(timer);
    if (outcome === 'timeout')
      console.error(`[shutdown] still busy after ${SHUTDOWN_BUDGET_MS} ms; exiting anyway`);
    if (err) throw err;
  },
);

/** TRUST_PROXY: unset = trust no proxy; `true`; a hop count; or addresses/CIDRs separated by commas. */
function trustProxyFromEnv(
  value: string | undefined,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
