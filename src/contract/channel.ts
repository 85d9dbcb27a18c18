import { z } from 'zod/mini';
import { defineCall } from './envelope';
import { id, int } from './common';

/**
 * Customer-channel keys (beyond the spec, issue 22): the customer channel (customer/order/create,
 * customer/order/cancel-request) answers only a caller that sends `X-Channel-Key: ck_<id>_<secret>`
 * for the order's store. A super admin creates a key per store and channel (the plaintext is shown
 * once; the server keeps only its hash), lists them, and revokes one — rotation is create, switch,
 * revoke.
 */
export const CHANNEL_KEY_HEADER = 'x-channel-key';

export const channelKeySchema = z.object({
  key_id: int,
  store_id: int,
  name: z.string(),
  key_prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
});
export type ChannelKey = z.infer<typeof channelKeySchema>;

export const channelKeyListCall = defineCall(
  'store/channel/key/list',
  () => z.object({ store_id: id }),
  () => z.object({ key_list: z.array(channelKeySchema) }),
);

export const channelKeyCreateCall = defineCall(
  'store/channel/key/create',
  () =>
    z.object({
      store_id: id,
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, '채널 이름을 입력해 주세요.'),
          z.maxLength(50, '채널 이름은 50자 이하로 입력해 주세요.'),
        ),
    }),
  () => z.object({ key: channelKeySchema, secret: z.string() }),
);

export const channelKeyRevokeCall = defineCall(
  'store/channel/key/revoke',
  () => z.object({ store_id: id, key_id: id }),
  () => z.object({ key: channelKeySchema }),
);
