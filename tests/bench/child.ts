import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../e2e/harness';

/**
 * Runs a bench script (tests/bench/<script>) in a fresh node process and returns the JSON of its last
 * stdout line: a load worker, or a server's figures from a process that holds nothing else (as a
 * server node does).
 */
export function runChild<T>(script: string, args: string[], flags: string[] = []): Promise<T> {
  return new Promise((resolveAnswer, reject) => {
    const proc = spawn(
      process.execPath,
      [...flags, '--import', 'tsx', join(ROOT, 'tests/bench', script), ...args],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{')) reject(new Error(`${script} exited ${code}: ${out}`));
      else resolveAnswer(JSON.parse(last) as T);
    });
  });
}
