import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuiltApp } from '../../server/app';
import { signUpload, uploadSecret } from '../../server/routes/uploads';
import {
  TEST_SECRET,
  createPgDatabase,
  postgresAvailable,
  startTestServer,
  type TestServer,
} from './helpers';
import { PNG, postStoreEdit, presign, put, saveProduct, TOO_BIG } from './upload-fixtures';

const hasPg = await postgresAvailable();

describe.skipIf(!hasPg)('images in PostgreSQL: two nodes on one database', () => {
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  let a: TestServer;
  let b: BuiltApp;
  let dirB: string;
  let token: string;
  const imageRows = async () =>
    (await a.built.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM images'))[0]!.n;

  beforeAll(async () => {
    db = await createPgDatabase({ seeded: true });
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
    const res = await postStoreEdit(
      a.built,
      token,
      { store_id: '1', store_name: '한강치킨 마포점', store_app_name: '한강치킨 마포점' },
      { name: 'store_logo_file', type: 'image/png', data: PNG },
    );
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
