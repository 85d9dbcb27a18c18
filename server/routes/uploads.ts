import type { FastifyInstance } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  presignedUrlCall,
  type ImageType,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { ApiFailure, fail } from '../lib/errors';
import type { Db } from '../db';
import { settings } from '../db/schema';

/** How long a presigned upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 5 * 60;
const EXT: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const KEY_PATTERN = /^stores\/\d+\/(product|logo)-[a-z0-9]+-[a-f0-9]{16}\.(png|jpg|webp)$/;

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

/** The first bytes every file of the type starts with: the Content-Type header alone proves nothing. */
export function matchesImageType(data: Buffer, type: ImageType): boolean {
  if (type === 'image/png')
    return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg')
    return data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  return (
    data.length > 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

/** Writes an image under the uploads folder and returns its public URL (used by store/edit's file part too). */
export function storeImage(ctx: AppContext, key: string, data: Buffer): string {
  const root = resolve(ctx.config.uploadsDir);
  const file = resolve(root, key);
  if (!file.startsWith(root + sep)) throw fail.validation({ key: '파일 경로가 올바르지 않습니다.' });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data, { flag: 'wx' });
  return `/uploads/${key}`;
}

export function newImageKey(storeId: number, purpose: 'product' | 'logo', type: ImageType): string {
  return `stores/${storeId}/${purpose}-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${EXT[type]}`;
}

/**
 * Presigned uploads against the reference server itself: store/generate-presigned-url signs a short-lived
 * PUT /uploads-put/<key>?exp=&sig= for one key and one content type; the PUT checks signature, expiry,
 * type (header and magic bytes) and size (≤ 2 MB), writes the file once, and /uploads/<key> serves it.
 * An S3-compatible bucket is the same shape (docs/architecture.md): sign a PutObject URL instead.
 */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, presignedUrlCall, {
    async handler({ body, storeId }) {
      const secret = await uploadSecret(ctx);
      const key = newImageKey(storeId!, body.purpose, body.content_type);
      const exp = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const sig = signUpload(secret, key, exp, body.content_type);
      return {
        upload_url: `/uploads-put/${key}?exp=${exp}&sig=${sig}`,
        file_url: `/uploads/${key}`,
        content_type: body.content_type,
        expires_at: new Date(exp * 1000).toISOString(),
      };
    },
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
        .trim() as ImageType;
      if (!KEY_PATTERN.test(key)) throw fail.notFound('업로드 주소가 올바르지 않습니다.');
      if (!IMAGE_TYPES.includes(type))
        throw fail.validation({ file: 'PNG, JPEG, WEBP 이미지만 올릴 수 있습니다.' });
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
      if (data.length > IMAGE_MAX_BYTES)
        throw fail.validation({ file: '이미지는 2MB 이하만 올릴 수 있습니다.' });
      if (!matchesImageType(data, type))
        throw fail.validation({ file: '파일 내용이 이미지 형식과 맞지 않습니다.' });
      if (existsSync(join(ctx.config.uploadsDir, key))) throw fail.conflict('이미 올린 파일입니다.');
      const url = storeImage(ctx, key, data);
      return reply.send({ code: ErrorCode.OK, message: 'OK', data: { file_url: url } });
    });
  });
}
