/**
 * Who is calling: the bearer token's signature and expiry, then the active manager behind it and,
 * beside it in the same query, the store the body names (for the scope check in call.ts). Its own
 * module because it is the one part of a call that reads managers and stores, and the socket route
 * and login use it without registering a call.
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Principal } from '../auth/access';
import type { TokenClaims } from '../auth/token';
import { fail } from './errors';
import type { AppContext } from './context';
import type { Db } from '../db';
import { managers, managerGroups, stores } from '../db/schema';
import { storeColumns } from './store-rows';

/** The fields of the store row the scope check reads. */
export interface StoreRow {
  store_id: number;
  store_name: string;
  store_status: number;
  store_group_id: number | null;
}

/** The bearer token of a request ('' when there is none). */
export function bearerToken(req: FastifyRequest): string {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** The token's signature and expiry, no database: its claims, or 9994 when expired, 9991 for anything else. */
export function checkToken(ctx: AppContext, token: string): TokenClaims {
  if (!token) throw fail.invalidToken();
  const result = ctx.tokens.verify(token);
  if (!result.ok) throw result.reason === 'expired' ? fail.expiredToken() : fail.invalidToken();
  return result.claims;
}

/**
 * The active manager behind checked claims (9991 when gone or signed out since), a renewed token when
 * due, and the row of store `storeId` when one is asked for (undefined: no such store).
 */
export async function principalOf(
  ctx: AppContext,
  claims: TokenClaims,
  storeId?: number,
): Promise<{ principal: Principal; renew?: string; store?: StoreRow }> {
  const { principal, store } = await loadManager(ctx.db, claims.sub, storeId);
  // A bumped session version (logout, password change/reset, deactivation) ends every older token.
  if (!principal || principal.sessionVersion !== claims.ver) throw fail.invalidToken();
  return {
    principal,
    renew: ctx.tokens.shouldRenew(claims) ? ctx.tokens.issue(principal.managerId, claims) : undefined,
    store,
  };
}

export async function verifyToken(
  ctx: AppContext,
  token: string,
): Promise<{ principal: Principal; claims: TokenClaims; renew?: string }> {
  const claims = checkToken(ctx, token);
  return { ...(await principalOf(ctx, claims)), claims };
}

export async function loadPrincipal(db: Db, managerId: number): Promise<Principal | null> {
  return (await loadManager(db, managerId)).principal;
}

const principalColumns = {
  managerId: managers.managerId,
  userId: managers.managerUserId,
  name: managers.managerName,
  groupId: managers.managerGroupId,
  groupName: managerGroups.groupName,
  groupType: managers.managerGroupType,
  storeId: managers.storeId,
  storeGroupId: managers.storeGroupId,
  sessionVersion: managers.sessionVersion,
  active: managers.active,
};

/** The fields of the store row the scope check reads (and store/order/list answers). */
const storeRowColumns = {
  store_id: storeColumns.store_id,
  store_name: storeColumns.store_name,
  store_status: storeColumns.store_status,
  store_group_id: storeColumns.store_group_id,
};

/**
 * The manager (null unless active) and, when `storeId` is given, that store's row beside it in the
 * same query: a left join on the store's key, so a missing store is just no store.
 */
async function loadManager(
  db: Db,
  managerId: number,
  storeId?: number,
): Promise<{ principal: Principal | null; store?: StoreRow }> {
  const byManager = eq(managers.managerId, managerId);
  const joinGroup = eq(managerGroups.groupId, managers.managerGroupId);
  let row: (Principal & { active: number; store?: StoreRow | null }) | undefined;
  if (storeId === undefined) {
    [row] = await db
      .select(principalColumns)
      .from(managers)
      .innerJoin(managerGroups, joinGroup)
      .where(byManager);
  } else {
    [row] = await db
      .select({ ...principalColumns, store: storeRowColumns })
      .from(managers)
      .innerJoin(managerGroups, joinGroup)
      .leftJoin(stores, eq(stores.storeId, storeId))
      .where(byManager);
  }
  if (!row || row.active !== 1) return { principal: null };
  const { active: _active, store, ...principal } = row;
  return { principal, store: store ?? undefined };
}
