/**
 * The second process of the server bench: `tsx tests/bench/load-worker.ts <json>` with
 * { url, path, body, token, connections, seconds }. Keeps `connections` keep-alive HTTP/1.1
 * connections busy with back-to-back POSTs for `seconds`, then prints one JSON line
 * { requests, errors, rps, p50, p99 } (latencies in ms). Loopback only.
 */
import http from 'node:http';

const opts = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  path: string;
  body: unknown;
  token: string;
  connections: number;
  seconds: number;
};
const target = new URL(`/api/${opts.path}`, opts.url);
if (!['127.0.0.1', 'localhost'].includes(target.hostname)) throw new Error('load-worker: loopback only');
const payload = Buffer.from(JSON.stringify(opts.body));
const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
const latencies: number[] = [];
let errors = 0;

function once(): Promise<void> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          authorization: `Bearer ${opts.token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ok =
            res.statusCode === 200 && Buffer.concat(chunks).subarray(0, 12).toString().includes('"code":0');
          if (ok) latencies.push(performance.now() - t0);
          else errors++;
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors++;
      resolve();
    });
    req.end(payload);
  });
}

const started = performance.now();
const until = started + opts.seconds * 1000;
await Promise.all(
  Array.from({ length: opts.connections }, async () => {
    while (performance.now() < until) await once();
  }),
);
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil((p / 100) * latencies.length) - 1))] ?? NaN;
agent.destroy();
console.log(
  JSON.stringify({
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
  }),
);
