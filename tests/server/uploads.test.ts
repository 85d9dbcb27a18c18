import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, withLogins, type TestServer } from './helpers';
import { signUpload, uploadSecret } from '../../server/routes/uploads';
import { PNG, presign as presignFor, put as putOn } from './upload-fixtures';

let s: TestServer;
let store1: string;
withLogins(['store1'], (server, t) => {
  s = server;
  ({ store1 } = t);
});

describe('presigned uploads', () => {
  const presign = (body: object, token = store1) => presignFor(s, token, body);
  const put = (url: string, data: Buffer, type = 'image/png') =>
    putOn(s.built, url, data, { 'content-type': type });

  it('signs a URL, accepts the PUT once, and serves the image', async () => {
    const r = await presign({});
    expect(r.body.code).toBe(0);
    const { upload_url, file_url } = r.body.data;
    const res = await put(upload_url, PNG);
    expect(res.statusCode).toBe(200);
    const got = await s.built.app.inject({ method: 'GET', url: file_url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toMatch(/image\/png/);
    expect((await put(upload_url, PNG)).json().code).toBe(9009);
    // The image can then be put on a product.
    const p = await s.call(
      'store/product/edit',
      { store_id: 1, store_product_group_id: 1, product_name: '사진 치킨', price: 1000, image: file_url },
      store1,
    );
    expect(p.body.data.product.image).toBe(file_url);
    await s.call('store/product/del', { store_id: 1, product_id: p.body.data.product.product_id }, store1);
  });

  it('refuses bad types and sizes when signing, and stays inside the store scope', async () => {
    expect((await presign({ content_type: 'image/gif' })).body.fields?.content_type).toMatch(/PNG/);
    expect((await presign({ file_size: 2 * 1024 * 1024 + 1 })).body.fields?.file_size).toMatch(/2MB/);
    expect((await presign({ store_id: 2 })).body.code).toBe(9003);
  });

  it('checks signature, expiry, content type, size and the bytes themselves', async () => {
    const { upload_url } = (await presign({})).body.data;
    const tampered = upload_url.replace(/sig=./, (m: string) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await put(tampered, PNG)).statusCode).toBe(403);
    const otherKey = upload_url.replace(/product-/, 'logo-');
    expect((await put(otherKey, PNG)).statusCode).toBe(403);
    // Signed for PNG: a JPEG header with the same URL does not match the signature.
    expect(
      (await put(upload_url, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg')).statusCode,
    ).toBe(403);
    expect((await put(upload_url, Buffer.from('hello'), 'text/plain')).json().fields?.file).toMatch(
      /PNG, JPEG, WEBP/,
    );
    expect((await put(upload_url, Buffer.from('not really a png'))).json().fields?.file).toMatch(/형식/);
    expect((await put(upload_url, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))).statusCode).toBe(413);

    const secret = await uploadSecret(s.built.ctx);
    const key = new URL(upload_url, 'http://x').pathname.replace('/uploads-put/', '');
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = `/uploads-put/${key}?exp=${past}&sig=${signUpload(secret, key, past, 'image/png')}`;
    const res = await put(expired, PNG);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/만료/);
    // Still unused: the good URL works after all those refusals.
    expect((await put(upload_url, PNG)).statusCode).toBe(200);
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
    const { upload_url, file_url } = (await presignFor(s, token)).body.data;
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
    const refused = await putOn(s.built, upload_url, Buffer.from('nope'), { origin: ALLOWED });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBe(ALLOWED);
    const strangerPut = await putOn(s.built, upload_url, Buffer.from('nope'), {
      origin: 'https://evil.example.com',
    });
    expect(strangerPut.statusCode).toBe(400);
    expect(strangerPut.headers['access-control-allow-origin']).toBeUndefined();
    const done = await putOn(s.built, upload_url, PNG, { origin: ALLOWED });
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
