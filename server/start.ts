import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed';
import { startSimulator } from './live/simulator';

/*
 * `npm start`: builds the PWA when dist/ is missing (skip with --no-build), opens the database
 * (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), seeds the demo on first start, and serves
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
  distDir,
  tokenSecret: process.env.TOKEN_SECRET || undefined,
  tokenTtlSeconds: process.env.TOKEN_TTL_SECONDS ? Number(process.env.TOKEN_TTL_SECONDS) : undefined,
  logger: process.env.LOG === '1',
  corsOrigins: (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
});
const address = await built.app.listen({ port, host });
const stopSim = simulateRate > 0 ? startSimulator(built.app, built.ctx, { ordersPerMinute: simulateRate }) : null;

const url = address.replace('[::1]', 'localhost');
console.log(`\n카운터 백오피스 — Listening on ${url}`);
console.log(`데이터베이스: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${dataDir})`}`);
if (stopSim) console.log(`고객 주문 시뮬레이터: 분당 ${simulateRate}건`);
console.log(`\n데모 계정 (비밀번호 모두 ${DEMO_PASSWORD}):`);
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.id.padEnd(9)} ${a.name}  ${a.note}`);
console.log('');

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (closing) return;
    closing = true;
    stopSim?.();
    built
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}
