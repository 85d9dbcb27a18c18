'use strict';
/**
 * A tiny eslint-plugin-import resolver (interface v2) for this repo, so that
 * `import/no-restricted-paths` sees through the `@/` alias (tsconfig paths: `@/*` → `src/*`) as well as
 * relative imports written the TypeScript way (no extension, `.ts`, or `.js` standing for `.ts`).
 *
 * Only files inside the repo are resolved; packages come back "not found", which no-restricted-paths
 * ignores (packages are policed with `no-restricted-imports` instead). Keeping this local avoids a
 * dependency on eslint-import-resolver-typescript for what is a one-alias lookup.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const SRC = path.join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'];

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function tryFile(base) {
  if (isFile(base)) return base;
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  // `./x.js` written for `./x.ts` (NodeNext style).
  const js = /\.(m|c)?jsx?$/.exec(base);
  if (js) {
    const stem = base.slice(0, -js[0].length);
    for (const ext of ['.ts', '.tsx', '.mts', '.cts']) if (isFile(stem + ext)) return stem + ext;
  }
  for (const ext of EXTENSIONS)
    if (isFile(path.join(base, 'index' + ext))) return path.join(base, 'index' + ext);
  return null;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const spec = source.split('?')[0];
  let base;
  if (spec === '@' || spec.startsWith('@/')) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith('.') || path.isAbsolute(spec)) base = path.resolve(path.dirname(file), spec);
  else return { found: false };
  const found = tryFile(base);
  return found ? { found: true, path: found } : { found: false };
};
