/**
 * The second process of the server benches: `tsx tests/bench/load-worker.ts <json>` with
 * { url, path, body, token, connections, seconds } and optionally
 *   urls      several base URLs: requests go round robin over them, one request at a time
 *             (request k to urls[k % urls.length]), as a client-side load balancer would;
 *   method    'POST' (default: JSON body, ok = HTTP 200 with "code":0) or 'GET' (ok = `expect`);
 *   headers   extra request headers (e.g. If-None-Match);
 *   expect    the HTTP status that counts as ok for a GET (default 200);
 *   requests  stop after this many requests in all (the run ends at whichever bound comes first).
 * Keeps `connections` keep-alive HTTP/1.1 requests in flight back to back, then prints one JSON line
 * { requests, errors, rps, p50, p95, p99, bytes } (latencies in ms, bytes = body bytes of the ok
 * answers). Loopback only.
 */
import type { LoadOptions } from './load';
import http from 'node:http';

const opts = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const bases = opts.urls?.length ? opts.urls : [opts.url!];
// `path` is an API call name (store/order/list → /api/store/order/list) unless it starts with '/'.
const targets = bases.map((b) => new URL(opts.path.startsWith('/') ? opts.path : `/api/${opts.path}`, b));
for (const t of targets)
  if (!['127.0.0.1', 'localhost'].includes(t.hostname)) throw new Error('load-worker: loopback only');
const method = opts.method ?? 'POST';
const payload = method === 'POST' ? Buffer.from(JSON.stringify(opts.body ?? {})) : null;
const expect = opts.expect ?? 200;
// maxSockets is per host: each target gets up to `connections` sockets, but never more than
// `connections` requests are in flight in all.
const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
const latencies: number[] = [];
let errors = 0;
let bytes = 0;
let issued = 0;

function once(target: URL): Promise<void> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(
      target,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const ok = payload
            ? res.statusCode === 200 && body.subarray(0, 12).toString().includes('"code":0')
            : res.statusCode === expect;
          if (ok) {
            latencies.push(performance.now() - t0);
            bytes += body.length;
          } else errors++;
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors++;
      resolve();
    });
    req.end(payload ?? undefined);
  });
}

const started = performance.now();
const until = started + opts.seconds * 1000;
const limit = opts.requests ?? Infinity;
await Promise.all(
  Array.from({ length: opts.connections }, async () => {
    while (performance.now() < until && issued < limit) await once(targets[issued++ % targets.length]!);
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
    p95: pct(95),
    p99: pct(99),
    bytes,
  }),
);
