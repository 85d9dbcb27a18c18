/**
 * Vitest global set-up of the server and e2e projects: one migrated and seeded database per run, which
 * every test that wants the demo copies instead of migrating and seeding its own (tests/server/seeded-db.ts).
 * Two forms: a PGlite data directory (copied file by file into a test's DATA_DIR) and, where the local
 * PostgreSQL answers, a template database (`CREATE DATABASE … TEMPLATE`). Both projects list this file;
 * they share one snapshot through the main process's globalThis.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db';
import { seedIfEmpty } from '../../server/db/seed';
import { ADMIN_URL, pgUrlFor, postgresAvailable } from './pg-admin';
import type { SeededSnapshot } from './seeded-db';

declare module 'vitest' {
  export interface ProvidedContext {
    seededSnapshot: SeededSnapshot;
  }
}

interface Shared {
  snapshot: Promise<SeededSnapshot>;
  users: number;
}
const key = Symbol.for('counter-backoffice.seeded-snapshot');
const shared = globalThis as unknown as Record<symbol, Shared | undefined>;

async function makePglite(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cbo-seeded-'));
  const database = await openDatabase({ dataDir });
  await seedIfEmpty(database);
  // A checkpoint before the close: the copies start from clean data files, with no WAL to replay.
  await database.exec('CHECKPOINT');
  await database.close();
  return join(dataDir, 'pglite');
}

/** Template databases of runs that died without their teardown (their process is gone). */
async function dropOrphanTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'cbo_seeded_%'",
  );
  for (const { datname } of rows) {
    const pid = Number(/^cbo_seeded_(\d+)_/.exec(datname)?.[1]);
    if (!pid || pidAlive(pid)) continue;
    await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function makePgTemplate(): Promise<string | null> {
  if (!(await postgresAvailable())) return null;
  const name = `cbo_seeded_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await dropOrphanTemplates(admin);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: pgUrlFor(name) });
  await seedIfEmpty(database);
  // Closed: a database is copied only while nobody is connected to it.
  await database.close();
  return name;
}

async function make(): Promise<SeededSnapshot> {
  const madeAt = Date.now();
  const [pgliteDir, pgTemplate] = await Promise.all([makePglite(), makePgTemplate()]);
  return { pgliteDir, pgTemplate, madeAt };
}

async function remove(snapshot: SeededSnapshot): Promise<void> {
  await rm(join(snapshot.pgliteDir, '..'), { recursive: true, force: true });
  if (snapshot.pgTemplate) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${snapshot.pgTemplate} WITH (FORCE)`);
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = (shared[key] ??= { snapshot: make(), users: 0 });
  entry.users += 1;
  project.provide('seededSnapshot', await entry.snapshot);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared[key] = undefined;
    await remove(await entry.snapshot);
  };
}
