import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  channelKeyCreateCall,
  channelKeyListCall,
  channelKeyRevokeCall,
  type ChannelKey,
} from '../../src/contract';
import { ChannelKeys } from '../auth/channel';
import { channelKeys } from '../db/schema';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';

const toKey = (r: typeof channelKeys.$inferSelect): ChannelKey => ({
  key_id: r.keyId,
  store_id: r.storeId,
  name: r.name,
  key_prefix: r.keyPrefix,
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
  revoked_at: r.revokedAt?.toISOString() ?? null,
});

/** A super admin's customer-channel keys for a store (beyond the spec; server/auth/channel.ts checks them). */
export function channelKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, channelKeyListCall, {
    async handler({ tx, storeId }) {
      const rows = await tx
        .select()
        .from(channelKeys)
        .where(eq(channelKeys.storeId, storeId))
        .orderBy(desc(channelKeys.keyId));
      return { key_list: rows.map(toKey) };
    },
  });

  registerCall(app, ctx, channelKeyCreateCall, {
    write: true,
    // The answer holds the plaintext secret: it must not sit in the idempotency table.
    replayable: false,
    async handler({ tx, storeId, body, principal }) {
      // The id is part of the secret's text, so the row comes first and its hash right after.
      const [row] = await tx
        .insert(channelKeys)
        .values({
          storeId: storeId,
          name: body.name,
          keyPrefix: '',
          secretHash: '',
          createdBy: principal.managerId,
        })
        .returning();
      const { secret, hash, prefix } = ChannelKeys.newSecret(row!.keyId);
      const [saved] = await tx
        .update(channelKeys)
        .set({ secretHash: hash, keyPrefix: prefix })
        .where(eq(channelKeys.keyId, row!.keyId))
        .returning();
      // Shown once: only its hash is kept (and the call is not replayable, so no stored answer holds it).
      return { key: toKey(saved!), secret };
    },
  });

  registerCall(app, ctx, channelKeyRevokeCall, {
    write: true,
    async handler({ tx, storeId, body }) {
      const [row] = await tx
        .update(channelKeys)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(channelKeys.keyId, body.key_id),
            eq(channelKeys.storeId, storeId),
            isNull(channelKeys.revokedAt),
          ),
        )
        .returning();
      if (row) return { key: toKey(row) };
      const existing = await tx
        .select()
        .from(channelKeys)
        .where(and(eq(channelKeys.keyId, body.key_id), eq(channelKeys.storeId, storeId)));
      if (!existing[0]) throw fail.notFound('주문 채널 키를 찾을 수 없습니다.');
      return { key: toKey(existing[0]) };
    },
  });
}
