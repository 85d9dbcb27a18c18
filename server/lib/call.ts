import { createHash } from 'node:crypto';
// Korean messages for zod's built-in checks, for every call's request.
import '../../src/contract/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { eq, and } from 'drizzle-orm';
import {
  can,
  ErrorCode,
  FORBIDDEN_TEXT,
  FORBIDDEN_TEXT_MESSAGE,
  id,
  type CallDef,
  type SocketMessage,
} from '../../src/contract';
import type { Principal } from '../auth/access';
import { canTouchStore, isStoreMode } from '../auth/access';
import { policy, type PolicyEntry, type PolicyPath, type StoreIdOf } from '../auth/policy';
import { ApiFailure, fail } from './errors';
import type { AppContext } from './context';
import type { Db } from '../db';
import { idempotency } from '../db/schema';
import { bearerToken, checkToken, principalOf, type StoreRow } from './principal';
import { compileSchema } from './compiled-schema';

// The socket route and login import these from here, beside registerCall.
export { verifyToken, loadPrincipal, type StoreRow } from './principal';

/** The signed-in manager under a policy entry: every entry but 'public' and 'channel' requires a token. */
export type PrincipalOf<E> = E extends 'public' | 'channel' ? null : Principal;

/**
 * What a handler gets. `E` is the call's policy entry (server/auth/policy.ts): it decides whether
 * `principal` and `storeId` can be null, so a store-scoped handler needs no non-null assertions.
 */
export interface CallArgs<Body, E = PolicyEntry<PolicyPath>> {
  body: Body;
  principal: PrincipalOf<E>;
  /** The store the call touches, already checked against the manager's scope (StoreIdOf in server/auth/policy.ts). */
  storeId: StoreIdOf<E>;
  /**
   * That store's row as the scope check read it (before a write's transaction), or undefined: no
   * store id, a channel call, or no such store. store/order/list answers its fields from it.
   */
  storeRow: StoreRow | undefined;
  /** A transaction for write calls, the plain database for reads. */
  tx: Db;
  /** Queue a socket message for a store; sent only after the transaction commits. */
  emit(storeId: number, message: SocketMessage): void;
  /** Run `fn` once the transaction has committed (e.g. wake the print queue for the tickets it wrote). */
  afterCommit(fn: () => void): void;
  /** Put a (new) session token into the envelope — login does. */
  setToken(token: string): void;
  req: FastifyRequest;
  ctx: AppContext;
}

export interface CallOptions<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  E = PolicyEntry<PolicyPath>,
> {
  /** Runs in one transaction; honours the Idempotency-Key header (a replay gets the first answer). */
  write?: boolean;
  /**
   * false: a write whose answer must not be kept for replays (it holds a secret shown once), so the
   * Idempotency-Key header is ignored. A double tap then writes twice; the caller's UI prevents it.
   */
  replayable?: boolean;
  /**
   * A write that changes what every tablet of the store shows (the menu, sold out): this message goes to
   * the store's sockets once it has committed, so the other tablets refetch (issue 26).
   */
  announce?: SocketMessage;
  handler(args: CallArgs<z.output<Req>, E>): Promise<z.input<Res>>;
}

export function zodFields(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Every registered call with its schemas and whether it writes — read by the fuzz and access-matrix tests. */
export const registeredCalls = new Map<
  string,
  { def: CallDef<z.ZodMiniType, z.ZodMiniType>; write: boolean }
>();

/** Registers `POST /api/<path>`: auth, access policy, body validation, transaction, idempotency, envelope. */
export function registerCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType, P extends PolicyPath>(
  app: FastifyInstance,
  ctx: AppContext,
  def: CallDef<Req, Res, P>,
  opts: CallOptions<Req, Res, PolicyEntry<P>>,
): void {
  const access = policy[def.path];
  if (!access) throw new Error(`No access policy for ${def.path} (server/auth/policy.ts)`);
  registeredCalls.set(def.path, {
    def: def as unknown as CallDef<z.ZodMiniType, z.ZodMiniType>,
    write: !!opts.write,
  });

  app.post(`/api/${def.path}`, async (req, reply) => {
    let principal: Principal | null = null;
    let renewToken: string | undefined;
    const raw = (req.body ?? {}) as Record<string, unknown>;
    // The customer channel: a channel key instead of a staff token; it decides the store (null: any).
    const channelStore = access === 'channel' ? await ctx.channel.verify(req) : undefined;
    // The store id the body names, if it is one (checked against the scope below).
    const candidate =
      access !== 'public' && access !== 'channel' && access.store !== 'none'
        ? id.safeParse(raw.store_id)
        : undefined;
    let storeRow: StoreRow | undefined;
    if (access !== 'public' && access !== 'channel') {
      // A token that is not validly signed, or has expired, is refused before any database read. The
      // manager and the store the body names are then read in one query (one round trip instead of
      // two); the checks below decide on them in the same order as before.
      const claims = checkToken(ctx, bearerToken(req));
      const auth = await principalOf(ctx, claims, candidate?.success ? candidate.data : undefined);
      principal = auth.principal;
      renewToken = auth.renew;
      storeRow = auth.store;
      if (access.action && !can(principal.groupId, access.action)) throw fail.forbidden();
      if (access.mode === 'store' && !isStoreMode(principal)) throw fail.forbidden();
      if (access.mode === 'multi' && isStoreMode(principal)) throw fail.forbidden();
    }

    // Scope before validation: a foreign store id is refused as forbidden whatever else the body holds,
    // so a caller learns nothing about another store from validation messages.
    let storeId: number | null = null;
    if (channelStore !== undefined) {
      storeId = channelStore;
    } else if (access !== 'public' && access !== 'channel' && access.store !== 'none' && principal) {
      if (candidate?.success) {
        const sid = candidate.data;
        const lookup = (id: number) =>
          id === sid ? (storeRow ? storeRow.store_group_id : undefined) : undefined;
        if (!canTouchStore(principal, sid, lookup)) throw fail.forbidden('이 매장에 대한 권한이 없습니다.');
        storeId = sid;
      } else if (access.store === 'body') {
        throw fail.validation({ store_id: '매장을 선택해 주세요.' });
      } else if (raw.store_id !== undefined && raw.store_id !== null && raw.store_id !== '') {
        throw fail.validation({ store_id: '매장 번호가 올바르지 않습니다.' });
      }
    }

    const forbidden = forbiddenTextAt(raw);
    if (forbidden !== null) throw fail.validation({ [forbidden || 'body']: FORBIDDEN_TEXT_MESSAGE });
    // The contract builds a call's schemas on first use (defineCall); compileSchema gives their objects
    // the compiled parse on that first request and returns at once after (compiled-schema.ts).
    const parsed = compileSchema(def.request).safeParse(raw);
    if (!parsed.success) throw fail.validation(zodFields(parsed.error));
    const body = parsed.data as z.output<Req>;

    const outbox: { storeId: number; message: SocketMessage }[] = [];
    const emit = (sid: number, message: SocketMessage) => outbox.push({ storeId: sid, message });
    const committed: (() => void)[] = [];
    const afterCommit = (fn: () => void) => committed.push(fn);
    const key = opts.write && opts.replayable !== false ? idempotencyKey(req) : null;
    const bodyHash = key ? hashBody(body) : '';

    const run = async (tx: Db) => {
      const setToken = (t: string) => {
        renewToken = t;
      };
      // The checks above establish what PrincipalOf / StoreIdOf promise for this entry: a token for
      // every non-public, non-channel call, a store id for every 'body' call (else 9005 / 9003).
      const args = {
        body,
        principal,
        storeId,
        storeRow,
        tx,
        emit,
        afterCommit,
        setToken,
        req,
        ctx,
      } as unknown as CallArgs<z.output<Req>, PolicyEntry<P>>;
      const data = await opts.handler(args);
      if (opts.announce && typeof storeId === 'number') emit(storeId, opts.announce);
      const out = compileSchema(def.response).safeParse(data);
      if (!out.success) {
        req.log.error({ issues: out.error.issues, path: def.path }, 'response does not match the contract');
        throw new ApiFailure(ErrorCode.SERVER, '서버 응답 형식 오류가 발생했습니다.', 500);
      }
      return out.data;
    };

    let data: unknown;
    if (opts.write) {
      if (key && principal) {
        const saved = await findSaved(ctx.db, key, principal.managerId);
        if (saved) {
          if (!sameRequest(saved, def.path, bodyHash)) {
            ctx.metrics.outboxWrite('rejected');
            throw keyReused();
          }
          ctx.metrics.outboxWrite('replayed');
          return reply.send(envelope(saved.response, renewToken));
        }
      }
      try {
        data = await ctx.db.transaction(async (tx) => {
          const result = await run(tx as unknown as Db);
          if (key && principal) {
            await tx.insert(idempotency).values({
              key,
              managerId: principal.managerId,
              path: def.path,
              bodyHash,
              response: result as object,
            });
          }
          return result;
        });
      } catch (err) {
        // A concurrent twin with the same key got there first: this one then failed on the key's
        // unique index, or — having waited for the twin's row lock — on the state the twin left
        // (a 9009). Either way the twin's committed answer is the answer.
        if (key && principal && (isUniqueViolation(err) || err instanceof ApiFailure)) {
          const saved = await findSaved(ctx.db, key, principal.managerId);
          if (saved) {
            ctx.metrics.outboxWrite(sameRequest(saved, def.path, bodyHash) ? 'replayed' : 'rejected');
            if (!sameRequest(saved, def.path, bodyHash)) throw keyReused();
            return reply.send(envelope(saved.response, renewToken));
          }
        }
        if (key && principal && err instanceof ApiFailure) ctx.metrics.outboxWrite('rejected');
        throw err;
      }
      if (key && principal) ctx.metrics.outboxWrite('applied');
      for (const { storeId: sid, message } of outbox) ctx.hub.publish(sid, message);
      for (const fn of committed) fn();
    } else {
      data = await run(ctx.db);
    }
    return reply.send(envelope(data, renewToken));
  });
}

/** The path of the first string in a request body that holds forbidden text (contract FORBIDDEN_TEXT), or null. */
function forbiddenTextAt(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return FORBIDDEN_TEXT.test(value) ? path : null;
  // JSON bodies nest a few levels; the depth bound only guards against a cyclic parsed object.
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 16) return null;
  for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const found = forbiddenTextAt(v, path ? `${path}.${k}` : String(k), depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function envelope(data: unknown, token?: string) {
  return token
    ? { code: ErrorCode.OK, message: 'OK', data, token }
    : { code: ErrorCode.OK, message: 'OK', data };
}

function idempotencyKey(req: FastifyRequest): string | null {
  const h = req.headers['idempotency-key'];
  const v = Array.isArray(h) ? h[0] : h;
  if (!v) return null;
  if (v.length > 200) throw fail.validation({ 'Idempotency-Key': '요청 키가 너무 깁니다.' });
  return v;
}

interface SavedAnswer {
  response: unknown;
  path: string;
  bodyHash: string;
}

async function findSaved(db: Db, key: string, managerId: number): Promise<SavedAnswer | undefined> {
  const rows = await db
    .select({ response: idempotency.response, path: idempotency.path, bodyHash: idempotency.bodyHash })
    .from(idempotency)
    .where(and(eq(idempotency.key, key), eq(idempotency.managerId, managerId)));
  return rows[0];
}

/**
 * A key names one request: the same call with the same body. Reused for anything else it must not
 * answer with the first request's result (the second action would silently never run). Rows saved
 * before bodies were hashed have an empty hash and are matched on the call alone.
 */
function sameRequest(saved: SavedAnswer, path: string, bodyHash: string): boolean {
  return saved.path === path && (saved.bodyHash === '' || saved.bodyHash === bodyHash);
}

function keyReused(): ApiFailure {
  return new ApiFailure(
    ErrorCode.VALIDATION,
    '이 요청 키(Idempotency-Key)는 다른 요청에 이미 쓰였습니다. 새 키로 다시 보내 주세요.',
    422,
    { fields: { 'Idempotency-Key': '다른 요청에 쓰인 키입니다.' } },
  );
}

/** SHA-256 of the validated body in a canonical form (sorted keys; file parts by their bytes). */
function hashBody(body: unknown): string {
  const hash = createHash('sha256');
  const feed = (v: unknown): void => {
    if (Buffer.isBuffer(v)) {
      hash.update(`b${v.length}:`);
      hash.update(v);
    } else if (Array.isArray(v)) {
      hash.update('[');
      for (const item of v) {
        feed(item);
        hash.update(',');
      }
      hash.update(']');
    } else if (v && typeof v === 'object') {
      hash.update('{');
      for (const k of Object.keys(v).sort()) {
        hash.update(JSON.stringify(k) + ':');
        feed((v as Record<string, unknown>)[k]);
        hash.update(',');
      }
      hash.update('}');
    } else {
      hash.update(v === undefined ? 'u' : JSON.stringify(v));
    }
  };
  feed(body);
  return hash.digest('hex');
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
