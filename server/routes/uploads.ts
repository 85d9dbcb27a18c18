import type { FastifyInstance } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  isImageType,
  presignedUrlCall,
  type ImagePurpose,
  type ImageType,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { ApiFailure, fail } from '../lib/errors';
import type { Db } from '../db';
import { settings } from '../db/schema';
import { IMAGE_KEY_PATTERN, matchesImageType, seedImage, type StoredImage } from '../storage';

export { matchesImageType };

/** How long a presigned upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 5 * 60;

/**
 * The upload signing secret: its own random value in `settings`, independent of the token secret, so
 * rotating one never invalidates the other. Cached per running app.
 */
const secrets = new WeakMap<AppContext, Promise<string>>();
export function uploadSecret(ctx: AppContext): Promise<string> {
  let p = secrets.get(ctx);
  if (!p) {
    p = (async () => {
      const db: Db = ctx.db;
      await db
        .insert(settings)
        .values({ key: 'upload_secret', value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const rows = await db.select().from(settings).where(eq(settings.key, 'upload_secret'));
      return rows[0]!.value;
    })();
    p.catch(() => secrets.delete(ctx));
    secrets.set(ctx, p);
  }
  return p;
}

export function signUpload(secret: string, key: string, exp: number, contentType: string): string {
  return createHmac('sha256', secret).update(`${key}\n${exp}\n${contentType}`).digest('base64url');
}

export function newImageKey(storeId: number, purpose: ImagePurpose, type: ImageType): string {
  return `stores/${storeId}/${purpose}-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
}

/** Keys are never reused, so an uploaded image's bytes never change behind its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The demo pictures are drawn by code that may change between versions: a day, then revalidate.
const SEED_CACHE = 'public, max-age=86400';

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${etag}"`;
  });
}

/**
 * Presigned uploads. store/generate-presigned-url hands out a short-lived URL for one key and one
 * content type: with an object store (S3_*) a presigned PutObject straight to the bucket, otherwise
 * the server's own PUT /uploads-put/<key>?exp=&sig=, which checks signature, expiry, type (header and
 * magic bytes) and size (≤ 2 MB) and saves the file once in the app's image store. GET /uploads/<key>
 * serves images from that store on every node, and the demo pictures from memory.
 */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, presignedUrlCall, {
    async handler({ body, storeId }) {
      const images = ctx.images;
      const key = newImageKey(storeId, body.purpose, body.content_type);
      const exp = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      let uploadUrl: string;
      if (images.presignPut) {
        uploadUrl = await images.presignPut(key, body.content_type, UPLOAD_URL_TTL_SECONDS);
      } else {
        const sig = signUpload(await uploadSecret(ctx), key, exp, body.content_type);
        uploadUrl = `/uploads-put/${key}?exp=${exp}&sig=${sig}`;
      }
      return {
        upload_url: uploadUrl,
        file_url: images.urlFor(key),
        content_type: body.content_type,
        expires_at: new Date(exp * 1000).toISOString(),
      };
    },
  });

  app.get('/uploads/*', async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    // A revalidation (the browser already has it) is answered from the hash alone, without the bytes.
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && ctx.images.etagOf && IMAGE_KEY_PATTERN.test(key)) {
      const etag = await ctx.images.etagOf(key);
      if (etag && etagMatches(ifNoneMatch, etag))
        return reply.status(304).header('Cache-Control', IMMUTABLE).header('ETag', `"${etag}"`).send();
    }
    let image: StoredImage | null | undefined = null;
    if (key.startsWith('seed/')) image = seedImage(key.slice('seed/'.length));
    else if (IMAGE_KEY_PATTERN.test(key)) image = await ctx.images.read(key);
    if (!image)
      return reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: '이미지를 찾을 수 없습니다.' });
    reply
      .header('Content-Type', image.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', key.startsWith('seed/') ? SEED_CACHE : IMMUTABLE)
      .header('ETag', `"${image.etag}"`);
    if (etagMatches(req.headers['if-none-match'], image.etag)) return reply.status(304).send();
    return reply.send(image.bytes);
  });

  void app.register(async (scope) => {
    // Only this scope reads raw image bodies; the limit makes Fastify refuse bigger ones with 413.
    scope.addContentTypeParser(
      [...IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.put('/uploads-put/*', async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      const q = req.query as { exp?: string; sig?: string };
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim();
      if (!IMAGE_KEY_PATTERN.test(key)) throw fail.notFound('업로드 주소가 올바르지 않습니다.');
      if (!isImageType(type)) throw fail.validation({ file: IMAGE_TYPE_MESSAGE });
      const exp = Number(q.exp);
      const secret = await uploadSecret(ctx);
      const expected = Buffer.from(signUpload(secret, key, exp, type));
      const given = Buffer.from(String(q.sig ?? ''));
      if (!Number.isFinite(exp) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiFailure(ErrorCode.FORBIDDEN, '업로드 서명이 올바르지 않습니다.', 403);
      }
      if (exp * 1000 < Date.now())
        throw new ApiFailure(ErrorCode.FORBIDDEN, '업로드 주소가 만료되었습니다. 다시 시도해 주세요.', 403);
      const data = req.body;
      if (!Buffer.isBuffer(data) || data.length === 0) throw fail.validation({ file: '빈 파일입니다.' });
      if (data.length > IMAGE_MAX_BYTES) throw fail.validation({ file: IMAGE_SIZE_MESSAGE });
      if (!matchesImageType(data, type))
        throw fail.validation({ file: '파일 내용이 이미지 형식과 맞지 않습니다.' });
      const url = await ctx.images.save(key, type, data);
      return reply.send({ code: ErrorCode.OK, message: 'OK', data: { file_url: url } });
    });
  });
}
