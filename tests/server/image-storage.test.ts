import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CONTENT_SECURITY_POLICY, buildApp, type BuiltApp } from '../../server/app';
import { signUpload, uploadSecret } from '../../server/routes/uploads';
import { contentSecurityPolicyWithS3, s3ConfigFromEnv, type S3Config } from '../../server/storage';
import {
  TEST_SECRET,
  createPgDatabase,
  postgresAvailable,
  startTestServer,
  type TestServer,
} from './helpers';

const hasPg = await postgresAvailable();

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const TOO_BIG = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);

function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const boundary = '----cbo' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="logo"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const presign = (s: TestServer, token: string, body: object = {}) =>
  s.call(
    'store/generate-presigned-url',
    { store_id: 1, purpose: 'product', content_type: 'image/png', file_size: PNG.length, ...body },
    token,
  );

const put = (app: BuiltApp, url: string, data: Buffer, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'PUT', url, payload: data, headers: { 'content-type': 'image/png', ...headers } });

const saveProduct = (s: TestServer, token: string, image: string, name = '사진 메뉴') =>
  s.call(
    'store/product/edit',
    { store_id: 1, store_product_group_id: 1, product_name: name, price: 1000, image },
    token,
  );

describe.skipIf(!hasPg)('images in PostgreSQL: two nodes on one database', () => {
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  let a: TestServer;
  let b: BuiltApp;
  let dirB: string;
  let token: string;
  const imageRows = async () =>
    (await a.built.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM images'))[0]!.n;

  beforeAll(async () => {
    db = await createPgDatabase();
    // startTestServer's own PostgreSQL database is not shared; node A gets this one by option instead.
    a = await startTestServer('pglite', { databaseUrl: db.url });
    dirB = mkdtempSync(join(tmpdir(), 'cbo-node-b-'));
    b = await buildApp({ dataDir: dirB, databaseUrl: db.url, tokenSecret: TEST_SECRET, distDir: null });
    token = await a.login('store1');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await db?.drop();
    if (dirB) rmSync(dirB, { recursive: true, force: true });
  });

  it('serves an upload made through node A from node B, immutable, with an ETag and 304', async () => {
    expect(a.built.ctx.images.kind).toBe('database');
    const { upload_url, file_url } = (await presign(a, token)).body.data;
    expect(upload_url).toMatch(/^\/uploads-put\/stores\/1\/product-/);
    expect((await put(a.built, upload_url, PNG)).statusCode).toBe(200);

    const got = await b.app.inject({ method: 'GET', url: file_url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = got.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const again = await b.app.inject({ method: 'GET', url: file_url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await b.app.inject({ method: 'HEAD', url: file_url })).statusCode).toBe(200);

    // Signed on one node, PUT to the other: the signing secret is shared through the database.
    const second = (await presign(a, token, { content_type: 'image/jpeg' })).body.data;
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
    expect((await put(b, second.upload_url, jpeg, { 'content-type': 'image/jpeg' })).statusCode).toBe(200);
    const jpegGot = await a.built.app.inject({ method: 'GET', url: second.file_url });
    expect(jpegGot.headers['content-type']).toBe('image/jpeg');
    // The same key twice is refused whichever node sees it.
    expect((await put(a.built, upload_url, PNG)).json().code).toBe(9009);

    const missing = await b.app.inject({
      method: 'GET',
      url: file_url.replace(/[0-9a-f]{16}\./, '0000000000000000.'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 9004 });
    expect((await b.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);

    // Saved on a product, the URL is the same /uploads/<key> shape as before.
    const p = await saveProduct(a, token, file_url);
    expect(p.body.data.product.image).toBe(file_url);
    await a.call('store/product/del', { store_id: 1, product_id: p.body.data.product.product_id }, token);
  });

  it('stores nothing for wrong bytes, too large, wrong type, expired or altered uploads', async () => {
    const before = await imageRows();
    const { upload_url } = (await presign(a, token)).body.data;
    const wrongBytes = await put(a.built, upload_url, Buffer.from('not really a png'));
    expect(wrongBytes.statusCode).toBe(400);
    expect(wrongBytes.json().fields.file).toMatch(/형식/);
    expect((await put(a.built, upload_url, TOO_BIG)).statusCode).toBe(413);
    expect((await put(a.built, upload_url, PNG, { 'content-type': 'image/gif' })).statusCode).toBe(415);
    const tampered = upload_url.replace(/sig=./, (m: string) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await put(b, tampered, PNG)).statusCode).toBe(403);
    const key = new URL(upload_url, 'http://x').pathname.replace('/uploads-put/', '');
    const past = Math.floor(Date.now() / 1000) - 10;
    const secret = await uploadSecret(a.built.ctx);
    const expired = await put(
      b,
      `/uploads-put/${key}?exp=${past}&sig=${signUpload(secret, key, past, 'image/png')}`,
      PNG,
    );
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/만료/);
    expect(await imageRows()).toBe(before);
  });

  it("puts store/edit's logo file into the database, served by the other node", async () => {
    const m = multipart(
      { store_id: '1', store_name: '한강치킨 마포점', store_app_name: '한강치킨 마포점' },
      { name: 'store_logo_file', type: 'image/png', data: PNG },
    );
    const res = await a.built.app.inject({
      method: 'POST',
      url: '/api/store/edit',
      payload: m.payload,
      headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
    });
    expect(res.json().code).toBe(0);
    const logo = res.json().data.store.store_logo as string;
    expect(logo).toMatch(/^\/uploads\/stores\/1\/logo-.+\.png$/);
    const got = await b.app.inject({ method: 'GET', url: logo });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves the demo images from both nodes', async () => {
    const menu = await a.call('store/product/list', { store_id: 1 }, token);
    const seeded = (menu.body.data.product_list as { image: string | null }[])
      .map((p) => p.image)
      .find((i) => i?.startsWith('/uploads/seed/'));
    expect(seeded).toBeTruthy();
    for (const url of [seeded!, '/uploads/seed/logo-1.svg']) {
      const fromA = await a.built.app.inject({ method: 'GET', url });
      const fromB = await b.app.inject({ method: 'GET', url });
      expect(fromA.statusCode).toBe(200);
      expect(fromB.statusCode).toBe(200);
      expect(fromB.headers['content-type']).toBe('image/svg+xml');
      expect(fromB.headers.etag).toBe(fromA.headers.etag);
      expect(fromB.body).toBe(fromA.body);
      expect(fromB.body).toMatch(/^<svg /);
    }
    expect((await b.app.inject({ method: 'GET', url: '/uploads/seed/nope.svg' })).statusCode).toBe(404);
  });
});

/**
 * s3rver 3.7.1 accepts any SigV4 signature ("calculation is unimplemented"), so a request carrying a
 * presigned query signature first passes this gate, which checks it the way S3 does (AWS SigV4 for
 * query strings, UNSIGNED-PAYLOAD) and forwards the good ones. Everything else goes straight through.
 */
function sigV4Gate(
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
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (opts: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
}) => S3rverServer;

describe('images in an S3-compatible bucket (s3rver)', () => {
  let s3rver: S3rverServer;
  let gate: Awaited<ReturnType<typeof sigV4Gate>>;
  let s3dir: string;
  let s: TestServer;
  let token: string;
  let client: S3Client;
  let config: S3Config;
  const exists = async (url: string) => {
    try {
      await client.send(
        new HeadObjectCommand({ Bucket: config.bucket, Key: url.slice(config.publicUrl.length + 1) }),
      );
      return true;
    } catch {
      return false;
    }
  };
  /** A presigned upload of `data` straight to the bucket, as the browser does it. */
  const upload = async (data: Buffer, type = 'image/png') => {
    const signed = (await presign(s, token, { content_type: type })).body.data;
    const res = await fetch(signed.upload_url, {
      method: 'PUT',
      headers: { 'Content-Type': type },
      body: new Uint8Array(data),
    });
    return { ...signed, status: res.status };
  };

  beforeAll(async () => {
    s3dir = mkdtempSync(join(tmpdir(), 'cbo-s3rver-'));
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir });
    const { port } = await s3rver.run();
    gate = await sigV4Gate(port, 'S3RVER');
    config = {
      endpoint: `http://127.0.0.1:${gate.port}`,
      bucket: 'menu-images',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      // Browsers load objects through https (a CDN in front of the bucket); the API talks to s3rver.
      publicUrl: 'https://images.example.test/menu-images',
    };
    client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
    await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
    s = await startTestServer('pglite', { s3: config });
    token = await s.login('store1');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    client?.destroy();
    await gate?.close();
    await s3rver?.close();
    if (s3dir) rmSync(s3dir, { recursive: true, force: true });
  });

  it('hands out a real presigned S3 PUT; the file goes to the bucket and can be saved on a product', async () => {
    const up = await upload(PNG);
    const url = new URL(up.upload_url);
    expect(url.origin).toBe(config.endpoint);
    expect(url.pathname).toMatch(/^\/menu-images\/stores\/1\/product-[a-z0-9]+-[0-9a-f]{16}\.png$/);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(up.file_url).toBe(`${config.publicUrl}${url.pathname.replace('/menu-images', '')}`);
    expect(up.status).toBe(200);
    expect(await exists(up.file_url)).toBe(true);

    const p = await saveProduct(s, token, up.file_url);
    expect(p.body.code).toBe(0);
    expect(p.body.data.product.image).toBe(up.file_url);
    // Unchanged on a later edit, it is not checked again; the object is still there.
    const edit = await s.call(
      'store/product/edit',
      {
        store_id: 1,
        product_id: p.body.data.product.product_id,
        store_product_group_id: 1,
        product_name: '사진 메뉴 2',
        price: 1200,
        image: up.file_url,
      },
      token,
    );
    expect(edit.body.code).toBe(0);
    await s.call('store/product/del', { store_id: 1, product_id: p.body.data.product.product_id }, token);
  });

  it('the bucket refuses an altered or expired signature', async () => {
    const signed = (await presign(s, token)).body.data;
    const altered = signed.upload_url.replace(
      /X-Amz-Signature=(.)/,
      (_m: string, c: string) => `X-Amz-Signature=${c === 'a' ? 'b' : 'a'}`,
    );
    const res = await fetch(altered, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(res.status).toBe(403);
    expect(await exists(signed.file_url)).toBe(false);
    // The content type is part of the signature: no HTML under an image key.
    expect(new URL(signed.upload_url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    const html = await fetch(signed.upload_url, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/html' },
      body: '<b>x</b>',
    });
    expect(html.status).toBe(403);
    expect(await exists(signed.file_url)).toBe(false);

    const key = 'stores/1/product-expired-0123456789abcdef.png';
    const short = await s.built.ctx.images.presignPut!(key, 'image/png', 1);
    await new Promise((r) => setTimeout(r, 2100));
    const late = await fetch(short, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(late.status).toBe(403);
    expect(await exists(`${config.publicUrl}/${key}`)).toBe(false);
  });

  it('refuses a too large, wrong-type or missing object where its URL is saved, and deletes it', async () => {
    const products = async () =>
      (
        (await s.call('store/product/list', { store_id: 1 }, token)).body.data.product_list as {
          product_name: string;
        }[]
      ).filter((p) => p.product_name === '나쁜 사진').length;

    const big = await upload(TOO_BIG);
    expect(big.status).toBe(200); // a presigned PUT carries no size limit …
    const refusedBig = await saveProduct(s, token, big.file_url, '나쁜 사진');
    expect(refusedBig.status).toBe(400);
    expect(refusedBig.body.fields?.image).toMatch(/2MB/);
    expect(await exists(big.file_url)).toBe(false); // … so the point of use deletes it

    const fake = await upload(Buffer.from('<html>not an image</html>'));
    expect(fake.status).toBe(200);
    const refusedFake = await saveProduct(s, token, fake.file_url, '나쁜 사진');
    expect(refusedFake.status).toBe(400);
    expect(refusedFake.body.fields?.image).toMatch(/형식/);
    expect(await exists(fake.file_url)).toBe(false);

    const never = (await presign(s, token)).body.data.file_url as string;
    const refusedMissing = await saveProduct(s, token, never, '나쁜 사진');
    expect(refusedMissing.status).toBe(400);
    expect(refusedMissing.body.fields?.image).toMatch(/찾을 수 없습니다/);

    // Another store's object is not this store's picture.
    const foreign = `${config.publicUrl}/stores/2/product-x-0123456789abcdef.png`;
    expect((await saveProduct(s, token, foreign, '나쁜 사진')).body.fields?.image).toMatch(/올바르지/);

    // The logo field is checked the same way.
    const logoBig = await upload(TOO_BIG);
    const logo = await s.call(
      'store/edit',
      {
        store_id: 1,
        store_name: '한강치킨 마포점',
        store_app_name: '한강치킨 마포점',
        store_logo: logoBig.file_url,
      },
      token,
    );
    expect(logo.body.fields?.store_logo).toMatch(/2MB/);
    expect(await exists(logoBig.file_url)).toBe(false);
    expect(await products()).toBe(0);
  });

  it("puts store/edit's logo file and presigned logos into the bucket; demo images still served", async () => {
    const m = multipart(
      { store_id: '1', store_name: '한강치킨 마포점', store_app_name: '한강치킨 마포점' },
      { name: 'store_logo_file', type: 'image/png', data: PNG },
    );
    const res = await s.built.app.inject({
      method: 'POST',
      url: '/api/store/edit',
      payload: m.payload,
      headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
    });
    const logo = res.json().data.store.store_logo as string;
    expect(logo.startsWith(`${config.publicUrl}/stores/1/logo-`)).toBe(true);
    expect(await exists(logo)).toBe(true);

    const up = await upload(PNG);
    const json = await s.call(
      'store/edit',
      {
        store_id: 1,
        store_name: '한강치킨 마포점',
        store_app_name: '한강치킨 마포점',
        store_logo: up.file_url,
      },
      token,
    );
    expect(json.body.data.store.store_logo).toBe(up.file_url);

    const seed = await s.built.app.inject({ method: 'GET', url: '/uploads/seed/menu-1-1.svg' });
    expect(seed.statusCode).toBe(200);
    expect(seed.headers['content-type']).toBe('image/svg+xml');
  });
});

describe('S3 configuration', () => {
  const full = {
    S3_ENDPOINT: 'https://s3.example.test/',
    S3_BUCKET: 'images',
    S3_REGION: 'ap-northeast-2',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };
  it('is off without S3 variables, complete with all of them, and loud when half set', () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(s3ConfigFromEnv(full)).toMatchObject({
      endpoint: 'https://s3.example.test',
      publicUrl: 'https://s3.example.test/images',
    });
    expect(s3ConfigFromEnv({ ...full, S3_PUBLIC_URL: 'https://cdn.example.test/img/' })?.publicUrl).toBe(
      'https://cdn.example.test/img',
    );
    expect(() => s3ConfigFromEnv({ S3_ENDPOINT: 'https://s3.example.test' })).toThrow(
      /S3_BUCKET.*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => s3ConfigFromEnv({ ...full, S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_PUBLIC_URL must be an https URL/,
    );
    expect(
      s3ConfigFromEnv({
        ...full,
        S3_ENDPOINT: 'http://minio:9000',
        S3_PUBLIC_URL: 'https://cdn.example.test',
      })?.endpoint,
    ).toBe('http://minio:9000');
  });

  it("lets the app page PUT to the bucket's API and draw from its public URL", () => {
    const csp = contentSecurityPolicyWithS3(
      CONTENT_SECURITY_POLICY,
      s3ConfigFromEnv({ ...full, S3_PUBLIC_URL: 'https://cdn.example.test/img' })!,
    );
    expect(csp).toContain("img-src 'self' https://cdn.example.test data: blob:");
    expect(csp).toContain("connect-src 'self' https://s3.example.test https://cdn.example.test ws: wss:");
    expect(csp).toContain("script-src 'self';");
  });
});

describe('CORS for uploads', () => {
  const ALLOWED = 'https://counter.example.com';
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer('pglite', { corsOrigins: [ALLOWED] });
    token = await s.login('store1');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('answers the PUT preflight, the PUT and the image GET for an allowed origin, and nothing for others', async () => {
    const { upload_url, file_url } = (await presign(s, token)).body.data;
    const preflight = (origin: string) =>
      s.built.app.inject({
        method: 'OPTIONS',
        url: upload_url,
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type',
        },
      });
    const ok = await preflight(ALLOWED);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(ok.headers['access-control-allow-methods'])).toMatch(/\bPUT\b/);
    expect(String(ok.headers['access-control-allow-headers'])).toMatch(/Content-Type/i);
    const stranger = await preflight('https://evil.example.com');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(stranger.headers['access-control-allow-methods']).toBeUndefined();

    // A refusal carries the header too, so the page can read the Korean message.
    const refused = await put(s.built, upload_url, Buffer.from('nope'), { origin: ALLOWED });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBe(ALLOWED);
    const strangerPut = await put(s.built, upload_url, Buffer.from('nope'), {
      origin: 'https://evil.example.com',
    });
    expect(strangerPut.statusCode).toBe(400);
    expect(strangerPut.headers['access-control-allow-origin']).toBeUndefined();
    const done = await put(s.built, upload_url, PNG, { origin: ALLOWED });
    expect(done.statusCode).toBe(200);
    expect(done.headers['access-control-allow-origin']).toBe(ALLOWED);

    const image = await s.built.app.inject({ method: 'GET', url: file_url, headers: { origin: ALLOWED } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(image.headers.vary)).toMatch(/Origin/);
    const imageStranger = await s.built.app.inject({
      method: 'GET',
      url: file_url,
      headers: { origin: 'https://evil.example.com' },
    });
    expect(imageStranger.headers['access-control-allow-origin']).toBeUndefined();

    // The API's own preflight is unchanged.
    const api = await s.built.app.inject({
      method: 'OPTIONS',
      url: '/api/store/info',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
    });
    expect(api.statusCode).toBe(204);
    expect(api.headers['access-control-allow-methods']).toBe('POST');
  });
});
