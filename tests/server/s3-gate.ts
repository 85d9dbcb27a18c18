/**
 * s3rver, and a gate in front of it that checks presigned signatures the way S3 does: the S3 image
 * tests (tests/server/images-s3.test.ts) run against these.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/**
 * s3rver 3.7.1 accepts any SigV4 signature ("calculation is unimplemented"), so a request carrying a
 * presigned query signature first passes this gate, which checks it the way S3 does (AWS SigV4 for
 * query strings, UNSIGNED-PAYLOAD) and forwards the good ones. Everything else goes straight through.
 */
export function sigV4Gate(
  target: number,
  secretAccessKey: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
  const rfc3986 = (v: string) =>
    encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const verify = (req: IncomingMessage): string | null => {
    const url = new URL(req.url!, 'http://gate');
    const q = url.searchParams;
    const given = q.get('X-Amz-Signature');
    if (!given) return null;
    const amzDate = q.get('X-Amz-Date') ?? '';
    const [, date, region, service] = (q.get('X-Amz-Credential') ?? '').split('/');
    const signedAt = Date.parse(
      amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (!(signedAt + Number(q.get('X-Amz-Expires')) * 1000 >= Date.now())) return 'Request has expired';
    const signed = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
    const query = [...q.entries()]
      .filter(([k]) => k !== 'X-Amz-Signature')
      .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
      .sort()
      .join('&');
    const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
    const canonical = [req.method, url.pathname, query, headers, signed.join(';'), 'UNSIGNED-PAYLOAD'].join(
      '\n',
    );
    const scope = `${date}/${region}/${service}/aws4_request`;
    const toSign = [
      'AWS4-HMAC-SHA256',
      amzDate,
      scope,
      createHash('sha256').update(canonical).digest('hex'),
    ].join('\n');
    const key = ['aws4_request'].reduce(
      (k, part) => hmac(k, part),
      hmac(hmac(hmac(`AWS4${secretAccessKey}`, date!), region!), service!),
    );
    return hmac(key, toSign).toString('hex') === given ? null : 'SignatureDoesNotMatch';
  };
  const server = createServer((req, res) => {
    const refused = verify(req);
    if (refused) {
      req.resume();
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end(`<Error><Code>AccessDenied</Code><Message>${refused}</Message></Error>`);
      return;
    }
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

/** s3rver ships no types; this is the part the tests use. */
export type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
export const S3rver = createRequire(import.meta.url)('s3rver') as new (opts: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
}) => S3rverServer;
