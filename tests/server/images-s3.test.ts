import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CONTENT_SECURITY_POLICY } from '../../server/app';
import { contentSecurityPolicyWithS3, s3ConfigFromEnv, type S3Config } from '../../server/storage';
import { startTestServer, type TestServer } from './helpers';
import { S3rver, sigV4Gate, type S3rverServer } from './s3-gate';
import { PNG, postStoreEdit, presign, saveProduct, TOO_BIG } from './upload-fixtures';

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
    const res = await postStoreEdit(
      s.built,
      token,
      { store_id: '1', store_name: '한강치킨 마포점', store_app_name: '한강치킨 마포점' },
      { name: 'store_logo_file', type: 'image/png', data: PNG },
    );
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
