/**
 * Issue 21: GET /uploads/<key> served from the database image store. One node of the compiled server
 * on a throw-away PostgreSQL database (DATABASE_URL + SEED_DEMO=1, no S3_*), images uploaded through
 * the HTTP API exactly as the app does it (src/lib/upload-image.ts): login as store1 →
 * store/generate-presigned-url → PUT of the bytes with that Content-Type to upload_url → GET file_url.
 * The images: the PWA's 512 px icon (a small PNG), the 1280×800 order-list screenshot (a large PNG) and
 * a photo as the crop dialog sends one (a 500 px JPEG photo scaled to 1000×1000 and encoded as JPEG at
 * quality 90, as src/components/image-drop-crop.tsx does with a canvas).
 * Then from a second process (load-worker.ts): sequential GETs on one keep-alive connection (p50/p95),
 * GETs on 8 connections (requests/s, several runs), and the same with If-None-Match (the 304 path).
 * The demo's seed pictures, drawn in memory with no database read, are the baseline.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { api, apiLogin, ROOT, startServer, type RunningServer } from '../e2e/harness';
import { createPgDatabase, postgresAvailable } from '../server/helpers';
import { runLoad, type LoadOptions, type LoadResult } from './load';
import { median, reps, round, spreadOf, type Figure } from './stats';

const SEQ = reps(300, 40);
const CONC = 8;
const CONC_REQUESTS = reps(1500, 200);
const RUNS = reps(3, 1);
const SAMPLE_PHOTO = join(ROOT, 'node_modules/@fastify/static/example/public/images/sample.jpg');

interface Img {
  label: string;
  type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

/**
 * A photo as the app's crop dialog uploads it: the 500 px sample photo scaled (bilinear) onto
 * 1000×1000 and encoded as JPEG at quality 90. jpeg-js (there for Lighthouse) stands in for the
 * browser's canvas.toBlob, as no Chromium is needed for this figure; without it the photo goes up as it is.
 */
async function photo(): Promise<Img | null> {
  if (!existsSync(SAMPLE_PHOTO)) return null;
  const source = readFileSync(SAMPLE_PHOTO);
  let jpeg: typeof import('jpeg-js');
  try {
    jpeg = await import('jpeg-js');
  } catch {
    return { label: 'photo JPEG 500×500 as taken', type: 'image/jpeg', bytes: source };
  }
  const src = jpeg.decode(source, { useTArray: true, formatAsRGBA: true });
  const W = 1000;
  const H = 1000;
  const out = Buffer.alloc(W * H * 4);
  for (let y = 0; y < H; y++) {
    const fy = Math.min(src.height - 1, ((y + 0.5) * src.height) / H - 0.5);
    const y0 = Math.max(0, Math.floor(fy));
    const y1 = Math.min(src.height - 1, y0 + 1);
    const wy = Math.max(0, fy - y0);
    for (let x = 0; x < W; x++) {
      const fx = Math.min(src.width - 1, ((x + 0.5) * src.width) / W - 0.5);
      const x0 = Math.max(0, Math.floor(fx));
      const x1 = Math.min(src.width - 1, x0 + 1);
      const wx = Math.max(0, fx - x0);
      for (let c = 0; c < 4; c++) {
        const at = (xx: number, yy: number) => src.data[(yy * src.width + xx) * 4 + c]!;
        const top = at(x0, y0) * (1 - wx) + at(x1, y0) * wx;
        const bottom = at(x0, y1) * (1 - wx) + at(x1, y1) * wx;
        out[(y * W + x) * 4 + c] = Math.round(top * (1 - wy) + bottom * wy);
      }
    }
  }
  return {
    label: 'photo JPEG 1000×1000 q90',
    type: 'image/jpeg',
    bytes: jpeg.encode({ width: W, height: H, data: out }, 90).data,
  };
}

async function images(): Promise<Img[]> {
  const list: Img[] = [
    {
      label: 'icon PNG 512 px',
      type: 'image/png',
      bytes: readFileSync(join(ROOT, 'public/pwa-512x512.png')),
    },
    {
      label: 'screenshot PNG 1280×800',
      type: 'image/png',
      bytes: readFileSync(join(ROOT, 'public/screenshots/order-list-wide.png')),
    },
  ];
  const p = await photo();
  if (p) list.splice(1, 0, p);
  return list;
}

/** The app's upload: presigned URL, PUT with the content type, then the file URL must serve the same bytes. */
async function upload(url: string, token: string, img: Img): Promise<{ fileUrl: string; etag: string }> {
  const signed = await api<{ upload_url: string; file_url: string; content_type: string }>(
    url,
    'store/generate-presigned-url',
    { store_id: 1, purpose: 'product', content_type: img.type, file_size: img.bytes.length },
    token,
  );
  if (signed.code !== 0 || !signed.data)
    throw new Error(`generate-presigned-url: ${signed.code} ${signed.message}`);
  const { upload_url: uploadUrl, file_url: fileUrl, content_type: contentType } = signed.data;
  const put = await fetch(uploadUrl.startsWith('/') ? `${url}${uploadUrl}` : uploadUrl, {
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    body: new Uint8Array(img.bytes),
  });
  if (!put.ok) throw new Error(`PUT ${uploadUrl}: HTTP ${put.status} ${(await put.text()).slice(0, 300)}`);
  if (!fileUrl.startsWith('/uploads/'))
    throw new Error(`file_url ${fileUrl} is not served by the node (S3?)`);
  const got = await fetch(`${url}${fileUrl}`);
  const body = Buffer.from(await got.arrayBuffer());
  if (got.status !== 200 || !body.equals(img.bytes))
    throw new Error(
      `GET ${fileUrl}: HTTP ${got.status}, ${body.length} bytes (uploaded ${img.bytes.length})`,
    );
  const etag = got.headers.get('etag');
  if (!etag) throw new Error(`GET ${fileUrl}: no ETag`);
  return { fileUrl, etag };
}

const kb = (n: number) => `${round(n / 1024, n < 10_240 ? 1 : 0)} KB`;

export async function imageGet(): Promise<Figure[]> {
  if (!(await postgresAvailable()))
    return [
      {
        figure: 'images PostgreSQL: not measured',
        value: NaN,
        unit: '',
        target: '—',
        note: 'no PostgreSQL on 127.0.0.1:5432',
      },
    ];
  const pgdb = await createPgDatabase();
  let node: RunningServer | undefined;
  try {
    // No object store: the S3_* variables set empty, whatever the calling shell has.
    const noS3 = Object.fromEntries(
      [
        'S3_ENDPOINT',
        'S3_BUCKET',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_PUBLIC_URL',
      ].map((k) => [k, '']),
    );
    node = await startServer({ env: { DATABASE_URL: pgdb.url, SEED_DEMO: '1', ...noS3 } });
    const url = node.url;
    const token = await apiLogin(url, 'store1');
    const imgs = await images();
    const uploaded = [];
    for (const img of imgs) uploaded.push({ ...img, ...(await upload(url, token, img)) });

    // Where the bytes went: the images table of the shared database, not the node's disk.
    const client = new pg.Client({ connectionString: pgdb.url });
    await client.connect();
    let inDb: string;
    try {
      const r = await client.query<{ n: string; bytes: string }>(
        'SELECT count(*)::text AS n, coalesce(sum(length(bytes)), 0)::text AS bytes FROM images',
      );
      inDb = `${r.rows[0]!.n} images, ${kb(Number(r.rows[0]!.bytes))} in PostgreSQL table images`;
    } catch (err) {
      inDb = `images table not readable: ${err instanceof Error ? err.message : String(err)}`;
    } finally {
      await client.end();
    }

    const get = (path: string, extra: Partial<LoadOptions> = {}) =>
      runLoad({ url, path, method: 'GET', connections: 1, seconds: 60, requests: SEQ, ...extra });
    const concurrent = async (path: string, extra: Partial<LoadOptions> = {}) => {
      const rs: LoadResult[] = [];
      for (let i = 0; i < RUNS; i++)
        rs.push(await get(path, { connections: CONC, requests: CONC_REQUESTS, ...extra }));
      return rs;
    };
    const check = (what: string, r: LoadResult) => {
      if (r.errors) throw new Error(`${what}: ${r.errors} of ${r.requests + r.errors} requests failed`);
    };

    const figures: Figure[] = [];
    const seqNote = `1 keep-alive connection, sequential, after 20 warm-up GETs`;
    const concNote = `${CONC} keep-alive connections, ${CONC_REQUESTS} GETs a run`;
    /** A GET's two figures: the sequential p95, and the requests per second at CONC connections. */
    const pair = (what: string, s: LoadResult, c: LoadResult[], note: string): Figure[] => [
      {
        figure: `${what}, p95`,
        value: round(s.p95, 2),
        unit: 'ms',
        target: '—',
        spread: `p50 ${round(s.p50, 2)} ms (n=${s.requests})`,
        note,
      },
      {
        figure: `${what}, requests/s`,
        value: round(median(c.map((r) => r.rps)), 0),
        unit: 'req/s',
        target: '—',
        spread: spreadOf(
          c.map((r) => r.rps),
          0,
        ),
        note: `${concNote}; p50 ${round(median(c.map((r) => r.p50)), 1)} / p95 ${round(median(c.map((r) => r.p95)), 1)} ms`,
      },
    ];
    // Baseline: a demo picture, drawn in memory by the node (no database read).
    {
      const path = '/uploads/seed/logo-1.svg';
      await get(path, { requests: 20 });
      const s = await get(path);
      check('seed GET', s);
      const c = await concurrent(path);
      c.forEach((r) => check('seed GET', r));
      figures.push({
        figure: 'images: GET seed picture from memory (baseline), p95',
        value: round(s.p95, 2),
        unit: 'ms',
        target: '—',
        spread: `p50 ${round(s.p50, 2)} ms (n=${s.requests})`,
        note: `${seqNote}; ${kb(s.bytes / s.requests)}; ${round(median(c.map((r) => r.rps)), 0)} req/s at ${CONC} connections`,
      });
    }
    for (const [i, img] of uploaded.entries()) {
      await get(img.fileUrl, { requests: 20 });
      const s = await get(img.fileUrl);
      check(`GET ${img.label}`, s);
      if (s.bytes !== s.requests * img.bytes.length) throw new Error(`GET ${img.label}: wrong byte count`);
      const c = await concurrent(img.fileUrl);
      c.forEach((r) => check(`GET ${img.label}`, r));
      const what = `images PostgreSQL: GET ${img.label} (${kb(img.bytes.length)})`;
      figures.push(...pair(what, s, c, i === 0 ? `${seqNote}; ${inDb}` : seqNote));
    }
    // The 304 path: the browser revalidating what it has (If-None-Match with the ETag), on the
    // smallest and the largest image: whether a 304 still costs what the image's size costs.
    const bySize = [...uploaded].sort((x, y) => x.bytes.length - y.bytes.length);
    for (const img of [bySize[0]!, bySize[bySize.length - 1]!]) {
      const extra = { headers: { 'if-none-match': img.etag }, expect: 304 };
      await get(img.fileUrl, { requests: 20, ...extra });
      const s = await get(img.fileUrl, extra);
      check('304', s);
      const c = await concurrent(img.fileUrl, extra);
      c.forEach((r) => check('304', r));
      const what = `images PostgreSQL: GET ${img.label} (${kb(img.bytes.length)}) with If-None-Match → 304`;
      figures.push(...pair(what, s, c, seqNote));
    }
    return figures;
  } finally {
    await node?.stop();
    await pgdb.drop();
  }
}
