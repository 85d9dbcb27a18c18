import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db';

/*
 * The Drizzle schema (server/db/schema*.ts) and the migrations (server/db/migrations/*.sql) must
 * describe the same database: the migrations build it, the schema types every query and is what
 * `npm run db:generate` diffs new migrations from. This applies every migration to a throw-away
 * PGlite database with the server's own migrator, then asks drizzle-kit what `push` would change to
 * make that database match the schema. The answer must be nothing.
 *
 * The CLI rather than drizzle-kit/api's pushSchema: in 0.31 that function drops query parameters, so
 * its introspection fails on tables with a composite primary key. push has no dry run; it applies
 * what it prints, which is harmless on this database.
 */

const run = promisify(execFile);

/** Statements push printed (between its warning and the end), without breakpoint markers. */
function statementsOf(output: string): string[] {
  const at = output.indexOf('You are about to execute');
  if (at < 0) return [];
  return output
    .slice(at)
    .split('\n')
    .slice(1)
    .map((l) => l.trim())
    .filter((l) => /^(ALTER|CREATE|DROP|COMMENT|DO|GRANT|REVOKE|TRUNCATE)\b/.test(l));
}

describe('schema drift: the Drizzle schema and the migrations agree', () => {
  let dir: string;
  let database: Database;
  let statements: string[];
  let output: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cbo-drift-'));
    database = await openDatabase({ dataDir: dir });
    // PGlite is one process's database: close it before drizzle-kit opens the directory.
    await database.close();
    const args = [
      'drizzle-kit',
      'push',
      '--dialect=postgresql',
      '--driver=pglite',
      `--url=${join(dir, 'pglite')}`,
      '--schema=server/db/schema.ts',
      '--tablesFilter=!schema_migrations',
      '--verbose',
      '--force',
    ];
    // A rename question (a column only in the schema and another only in the database) would wait
    // for an answer; stdin is closed and the timeout ends it, and the output still lists the drift.
    const result = await run('npx', args, { timeout: 90_000, maxBuffer: 16 * 1024 * 1024 }).catch(
      (err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }),
    );
    output = `${result.stdout}\n${result.stderr}`;
    statements = statementsOf(output);
    database = await openDatabase({ dataDir: dir });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('drizzle-kit read the database', () => {
    expect(output).toContain('Pulling schema from database');
  });

  it('needs no statement to bring the migrated database to the schema', async () => {
    const drift: string[] = [];
    for (const s of statements) {
      if (await samePrimaryKey(database, s, statements)) continue;
      drift.push(s);
    }
    expect(drift, `schema and migrations disagree; drizzle-kit push would run:\n${drift.join('\n')}`).toEqual(
      [],
    );
  });
});

/**
 * drizzle-kit 0.31 reads a composite primary key's columns back in name order, so a key declared
 * (manager_id, key) looks different from the same key in the database and push drops and re-adds it.
 * Such a pair is not drift when the database's key has exactly the schema's columns in the schema's order.
 */
async function samePrimaryKey(database: Database, statement: string, all: string[]): Promise<boolean> {
  const addPk = (s: string) => /^ALTER TABLE "(\w+)" ADD CONSTRAINT "(\w+)" PRIMARY KEY\(([^)]*)\);$/.exec(s);
  const drop = /^ALTER TABLE "(\w+)" DROP CONSTRAINT "(\w+)";$/.exec(statement);
  const add = drop ? all.map(addPk).find((m) => m?.[1] === drop[1] && m?.[2] === drop[2]) : addPk(statement);
  if (!add) return false;
  const [, table, name, columns] = add;
  const wanted = columns!.split(',').map((c) => c.trim().replace(/"/g, ''));
  const rows = await database.query<{ cols: string[] }>(
    `SELECT array_agg(a.attname::text ORDER BY k.n) AS cols
       FROM pg_constraint c
       CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
      WHERE c.conname = $1 AND c.contype = 'p' AND c.conrelid = $2::regclass`,
    [name, table],
  );
  return JSON.stringify(rows[0]?.cols ?? []) === JSON.stringify(wanted);
}
