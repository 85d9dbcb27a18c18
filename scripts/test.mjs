// `npm test`: every check the project has, in the order that keeps the machine busy. The build comes
// first (the e2e tests serve it); then the tests run beside typecheck, lint and the format check, whose
// single-threaded work fills the gaps the server tests leave on a 2-core machine (docs/decisions.md,
// "A ten-minute test command"). Everything runs to the end: one failure never hides another. The
// checks' output is printed as each ends, the tests' as it comes; a summary with each part's time ends
// the run, and the exit code is 1 if any part failed.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];

function run(name, command, args, { live = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let out = '';
    if (!live) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      results.push({ name, ok, seconds, code: code ?? signal });
      if (!live)
        process.stdout.write(`\n── ${name} ${ok ? 'passed' : 'FAILED'} (${seconds.toFixed(0)} s) ──\n${out}`);
      resolve(ok);
    });
  });
}

// The tests write many small databases (a PGlite directory per server, PostgreSQL aside) and browser
// profiles to the temporary directory. On a RAM disk that writing costs ~10 % less CPU on the server
// tests; it is used when it has room (≥ 4 GiB free) and the caller did not choose TMPDIR, and removed
// at the end with whatever a killed test left there.
let ramTmp;
if (!process.env.TMPDIR) {
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.bavail * fs.bsize >= 4 * 2 ** 30) {
      ramTmp = mkdtempSync(path.join('/dev/shm', 'counter-test-'));
      // Shared as /tmp is: the throw-away PostgreSQL servers run as the postgres user.
      chmodSync(ramTmp, 0o1777);
      process.env.TMPDIR = ramTmp;
      for (const [signal, code] of [
        ['SIGINT', 130],
        ['SIGTERM', 143],
      ])
        process.on(signal, () => {
          rmSync(ramTmp, { recursive: true, force: true });
          process.exit(code);
        });
    }
  } catch {
    // No /dev/shm (not Linux): the system's temporary directory.
  }
}

const chromium = await run('chromium', process.execPath, ['scripts/ensure-chromium.mjs'], { live: true });
const built = chromium && (await run('build', npm, ['run', '--silent', 'build']));
await Promise.all([
  run('typecheck', npm, ['run', '--silent', 'typecheck']),
  run('lint', npm, ['run', '--silent', 'lint']),
  run('format', npm, ['run', '--silent', 'format:check']),
  // Without a build the e2e tests would test a stale app, or none: they are not started.
  built
    ? run('vitest', process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
        live: true,
      })
    : Promise.resolve(false),
]);

if (ramTmp) rmSync(ramTmp, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok);
console.log('\nnpm test:');
for (const r of results)
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(10)} ${r.seconds.toFixed(0).padStart(4)} s`);
if (!built) console.log('  ✗ vitest     not run (the build failed)');
process.exit(failed.length || !built ? 1 : 0);
