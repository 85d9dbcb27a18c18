// Compiles the reference backend (server/start.ts and what it imports) into one ES module,
// dist-server/start.mjs, that Node runs without a TypeScript loader: a node starts ~0.3 s sooner than
// under tsx (docs/decisions.md, "The server runs compiled"). Packages stay external (node_modules).
// The migrations travel beside the bundle because server/db finds them next to its own module.
// Every file is written to a temporary name and renamed, so test workers building at once never
// read half a file. Takes ~30 ms; `npm start` runs it every time, so the bundle is never stale.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = join(root, 'dist-server', 'start.mjs');

function writeAtomically(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, file);
}

export async function buildServer() {
  const out = dirname(SERVER_BUNDLE);
  const result = await build({
    entryPoints: [join(root, 'server/start.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  const migrations = join(root, 'server/db/migrations');
  // Only the SQL files: meta/ holds drizzle-kit's snapshots, which the server never reads.
  for (const name of readdirSync(migrations).filter((n) => n.endsWith('.sql'))) {
    writeAtomically(join(out, 'migrations', name), readFileSync(join(migrations, name)));
  }
  return SERVER_BUNDLE;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
