// Makes sure Debian's Chromium and a Korean font are present before the e2e tests run.
// As root it installs what is missing with apt-get; otherwise it explains what to install and fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const FONT_PACKAGE = 'fonts-nanum';

function isInstalled(pkg) {
  const r = spawnSync('dpkg', ['-s', pkg], { stdio: 'ignore' });
  return r.status === 0;
}

const missing = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
// Without dpkg (not Debian) we cannot tell; the browser still renders, only Korean glyphs may be boxes.
const hasDpkg = spawnSync('dpkg', ['--version'], { stdio: 'ignore' }).status === 0;
if (hasDpkg && !isInstalled(FONT_PACKAGE)) missing.push(FONT_PACKAGE);

if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    [
      `ensure-chromium: missing ${missing.join(', ')} (the e2e tests drive ${CHROMIUM}).`,
      `Install with:  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
      'or run the tests as root so this script can install them.',
    ].join('\n'),
  );
  process.exit(1);
}

function run(cmd, args) {
  console.log(`ensure-chromium: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.status !== 0) {
    console.error(`ensure-chromium: "${cmd} ${args.join(' ')}" failed (exit ${r.status ?? r.signal}).`);
    process.exit(1);
  }
}

run('apt-get', ['update']);
run('apt-get', ['install', '-y', ...missing]);

if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: ${CHROMIUM} is still missing after apt-get install.`);
  process.exit(1);
}
