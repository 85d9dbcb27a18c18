import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import {
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  storeEditCall,
  type ImageType,
} from '../../src/contract';
import type { z } from 'zod/mini';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import type { Db } from '../db';
import { stores } from '../db/schema';
import { getStore } from '../lib/store-rows';
import { matchesImageType, newImageKey } from './uploads';

/* store/edit: the store's name, contact and logo — the one multipart call (spec §7). */

/** A multipart file part as the onFile hook below leaves it in the body. */
interface FilePart {
  mimetype: string;
  data?: Buffer;
  too_large?: boolean;
}
const isFilePart = (v: unknown): v is FilePart => typeof v === 'object' && v !== null && 'mimetype' in v;

type EditBody = z.output<typeof storeEditCall.request>;

/**
 * The logo the edit leaves: an uploaded file is checked and saved; a reference to an existing image is
 * vetted when it changes; undefined keeps the current one, null removes it.
 */
async function chooseLogo(
  ctx: AppContext,
  tx: Db,
  sid: number,
  body: EditBody,
): Promise<string | null | undefined> {
  const logo: string | null | undefined = body.store_logo === undefined ? undefined : body.store_logo || null;
  const file = body.store_logo_file;
  if (file !== undefined && file !== '') {
    if (!isFilePart(file)) throw fail.validation({ store_logo_file: '로고 파일을 다시 선택해 주세요.' });
    const type = file.mimetype as ImageType;
    if (!IMAGE_TYPES.includes(type)) throw fail.validation({ store_logo_file: IMAGE_TYPE_MESSAGE });
    if (file.too_large) throw fail.validation({ store_logo_file: IMAGE_SIZE_MESSAGE });
    if (!file.data?.length || !matchesImageType(file.data, type))
      throw fail.validation({ store_logo_file: '파일 내용이 이미지 형식과 맞지 않습니다.' });
    return ctx.images.save(newImageKey(sid, 'logo', type), type, file.data, tx);
  }
  if (logo) {
    const [current] = await tx.select({ logo: stores.storeLogo }).from(stores).where(eq(stores.storeId, sid));
    if (logo !== current?.logo) await ctx.images.vetReference(logo, sid, 'store_logo');
  }
  return logo;
}

export function storeEditRoutes(app: FastifyInstance, ctx: AppContext) {
  // store/edit is multipart (spec §7). The parser lives in its own scope so no other call accepts multipart.
  void app.register(async (scope) => {
    // Room for a logo of IMAGE_MAX_BYTES plus the text fields; a bigger file is cut at the limit and
    // answered in Korean below.
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = IMAGE_MAX_BYTES + 1024 * 1024;
    });
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096 },
      // A file over the limit is cut off and flagged, so the handler can answer with a field error.
      throwFileSizeLimit: false,
      async onFile(part) {
        const data = await part.toBuffer();
        const value: FilePart = part.file.truncated
          ? { mimetype: part.mimetype, too_large: true }
          : { mimetype: part.mimetype, data };
        (part as unknown as { value: FilePart }).value = value;
      },
    });
    registerCall(scope, ctx, storeEditCall, {
      write: true,
      async handler({ tx, storeId: sid, body }) {
        const logo = await chooseLogo(ctx, tx, sid, body);
        const updated = await tx
          .update(stores)
          .set({
            storeName: body.store_name,
            storeAppName: body.store_app_name,
            storePhone: body.store_phone || null,
            storeAddress: body.store_address || null,
            storeDescription: body.store_description || null,
            ...(logo !== undefined ? { storeLogo: logo } : {}),
          })
          .where(eq(stores.storeId, sid))
          .returning({ id: stores.storeId });
        if (!updated.length) throw fail.notFound('매장을 찾을 수 없습니다.');
        return { store: (await getStore(tx, sid))! };
      },
    });
  });
}
