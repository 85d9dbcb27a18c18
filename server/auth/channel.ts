import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, CHANNEL_KEY_HEADER } from '../../src/contract';
import type { Database } from '../db';
import { ApiFailure, waitText } from '../lib/errors';
import type { AuthThrottle } from './throttle';

/** Per channel key and per calling address, per minute. A busy store takes a few orders a minute. */
export interface ChannelLimits {
  perKeyPerMinute: number;
  perAddressPerMinute: number;
}
export const DEFAULT_CHANNEL_LIMITS: ChannelLimits = { perKeyPerMinute: 600, perAddressPerMinute: 1200 };

const KEY_FORMAT = /^ck_(\d{1,10})_([A-Za-z0-9_-]{43})$/;
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const refused = (message: string) => new ApiFailure(ErrorCode.INVALID_TOKEN, message, 401);

/**
 * Who may place customer orders (issue 22: anyone could, into any store). A key belongs to one store;
 * the in-process simulator uses this process's own random key, which is never stored or printed and
 * covers every store.
 */
export class ChannelKeys {
  readonly internalKey = `ck_0_${randomBytes(32).toString('base64url')}`;

  constructor(
    private readonly database: Database,
    private readonly throttle: AuthThrottle,
    private readonly limits: ChannelLimits = DEFAULT_CHANNEL_LIMITS,
  ) {}

  /** A new secret for a key row: `ck_<id>_<43 chars>`; the row keeps only its hash and a prefix to recognise it. */
  static newSecret(keyId: number): { secret: string; hash: string; prefix: string } {
    const raw = randomBytes(32).toString('base64url');
    return { secret: `ck_${keyId}_${raw}`, hash: hashSecret(raw), prefix: `ck_${keyId}_${raw.slice(0, 4)}` };
  }

  /** Resolves to the store the key may order for (null: the internal key, every store); refuses otherwise. */
  async verify(req: FastifyRequest): Promise<number | null> {
    const header = req.headers[CHANNEL_KEY_HEADER];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given) throw refused('주문 채널 키가 필요합니다 (X-Channel-Key).');
    if (
      given.length === this.internalKey.length &&
      timingSafeEqual(Buffer.from(given), Buffer.from(this.internalKey))
    )
      return null;
    const m = KEY_FORMAT.exec(given);
    if (!m) throw refused('주문 채널 키가 올바르지 않습니다.');
    const rows = await this.database.query<{ store_id: number; secret_hash: string; revoked: boolean }>(
      'SELECT store_id, secret_hash, revoked_at IS NOT NULL AS revoked FROM channel_keys WHERE key_id = $1',
      [Number(m[1])],
    );
    const row = rows[0];
    const expected = Buffer.from(row?.secret_hash ?? '0'.repeat(64), 'hex');
    const ok = timingSafeEqual(Buffer.from(hashSecret(m[2]!), 'hex'), expected) && row !== undefined;
    if (!ok) throw refused('주문 채널 키가 올바르지 않습니다.');
    if (row.revoked) throw refused('폐기된 주문 채널 키입니다. 새 키를 받아 주세요.');

    const perKey = await this.throttle.hit('channel:key', m[1]!, 60);
    const perAddress = await this.throttle.hit('channel:address', req.ip, 60);
    const over = Math.max(
      perKey.hits > this.limits.perKeyPerMinute ? perKey.left : 0,
      perAddress.hits > this.limits.perAddressPerMinute ? perAddress.left : 0,
    );
    if (over > 0)
      throw new ApiFailure(
        ErrorCode.RATE_LIMITED,
        `주문이 너무 많습니다. ${waitText(over)} 후에 다시 시도해 주세요.`,
        429,
      );
    // Last use for the admin's list, written at most once a minute per key.
    await this.database.query(
      `UPDATE channel_keys SET last_used_at = now()
        WHERE key_id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [Number(m[1])],
    );
    return Number(row.store_id);
  }
}
