// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The docs cite repository files by path; a path that no longer exists is a doc that is no longer true. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/**
 * A token that starts with one of the repository's top-level folders and is not the tail of a longer
 * word or path (`dist-server/start.mjs`, a URL). Characters `<` and `*` are matched so that
 * placeholders (`src/features/<area>/`) and globs (`server/db/migrations/*.sql`) can be left out whole.
 */
const PATH = /(?<![\w./-])(?:src|server|tests|scripts|sw|docs|public|\.ci)\/[\w.@/<>*-]*/g;

function citedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [token] of text.matchAll(PATH)) {
    if (token.includes('*') || token.includes('<')) continue;
    found.add(token.replace(/\.+$/, ''));
  }
  return [...found];
}

describe('paths cited in README.md and docs/*.md', () => {
  it('finds the paths it is meant to find', () => {
    expect(
      citedPaths(
        'See `server/lib/call.ts`, (tests/bench/floor) and src/. Not dist-server/start.mjs, ' +
          'src/features/<area>/api/, server/db/migrations/*.sql or https://x.example/docs/a.md.',
      ),
    ).toEqual(['server/lib/call.ts', 'tests/bench/floor', 'src/']);
  });

  it.each(DOCS)('%s cites only paths that exist', (doc) => {
    const missing = citedPaths(readFileSync(join(ROOT, doc), 'utf8')).filter(
      (p) => !existsSync(join(ROOT, p)),
    );
    expect(missing, `${doc} cites paths that do not exist: ${missing.join(', ')}`).toEqual([]);
  });
});
