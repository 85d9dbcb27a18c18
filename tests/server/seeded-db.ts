/**
 * The run's migrated and seeded database (made once by tests/server/seeded-db-setup.ts), copied for each
 * test that wants a fresh demo: a PGlite data directory copied into the test's DATA_DIR (~0.1 s instead
 * of ~2.5 s of initdb, migrations and seed), or a PostgreSQL database created from the template.
 */
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { kstDayStart } from '../../src/contract';

export interface SeededSnapshot {
  /** A closed PGlite data directory (a DATA_DIR's `pglite` folder) holding the migrated, seeded demo. */
  pgliteDir: string;
  /** A database on the local PostgreSQL holding the same, or null where there is none. */
  pgTemplate: string | null;
  /** When the seed ran (ms). */
  madeAt: number;
}

/**
 * The seed writes times relative to its own clock (today's open orders are minutes old, the history
 * is laid out on Korea's calendar days), so a copy stands for "seeded now" only on the same Korean day
 * and while those minutes are few. Past either limit a test seeds its own, as it would without a
 * snapshot: slower, never different.
 */
const MAX_AGE_MS = 20 * 60_000;

export function seededSnapshot(): SeededSnapshot | null {
  let snapshot: SeededSnapshot | undefined;
  try {
    snapshot = inject('seededSnapshot');
  } catch {
    return null; // outside a Vitest run (scripts/screenshots.ts, the bench)
  }
  if (!snapshot) return null;
  const now = Date.now();
  if (now - snapshot.madeAt > MAX_AGE_MS || kstDayStart(now) !== kstDayStart(snapshot.madeAt)) return null;
  return snapshot;
}

/**
 * Puts a copy of the seeded demo into `dataDir` (as its `pglite` folder, where the server opens its
 * embedded database). False when there is no usable snapshot: the server then seeds on its own.
 */
export async function copySeededPglite(dataDir: string): Promise<boolean> {
  const snapshot = seededSnapshot();
  if (!snapshot) return false;
  await cp(snapshot.pgliteDir, join(dataDir, 'pglite'), { recursive: true });
  return true;
}

/** The template database to create a seeded PostgreSQL database from, or null. */
export const seededPgTemplate = (): string | null => seededSnapshot()?.pgTemplate ?? null;
