// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24: no hand-written source file over 400 lines. ESLint's `max-lines` holds the code to it
 * (eslint.config.js); ESLint does not read CSS, so the style sheets are counted here.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAX_LINES = 400;

/** Lines as `wc -l` and ESLint count them: a final newline ends the last line, it does not start one. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('style sheets', () => {
  const files = cssFiles(join(ROOT, 'src'));

  it('finds the style sheets under src/', () => {
    expect(files.map((f) => relative(ROOT, f))).toContain('src/components/ui/ui.module.css');
  });

  it(`are at most ${MAX_LINES} lines each`, () => {
    const tooLong = files
      .map((f) => ({ file: relative(ROOT, f), lines: lineCount(readFileSync(f, 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });
});
