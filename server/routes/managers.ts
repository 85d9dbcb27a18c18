import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  isSuperAdminGroup,
  PAGE_SIZE,
  dupcheckCall,
  managerDelCall,
  managerEditCall,
  managerGroupListCall,
  managerInfoCall,
  managerListCall,
  type ManagerListItem,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import { groupRank, isStoreMode, isSuperAdmin, type Principal } from '../auth/access';
import { hashPassword } from '../auth/password';
import { endSessions } from '../auth/sessions';
import type { Db } from '../db';
import { managerGroups, managers, storeGroups, stores } from '../db/schema';
import { formatPhone, isPgError, likeEscape, maskPhone } from '../lib/people-util';

/*
 * Members (staff accounts) and the duplicate-id check (issue 7): who may see, create, edit or delete
 * whom — scope, rank, self-protection — is decided here; server/auth/policy.ts only admits the call.
 */

// ---------------------------------------------------------------------------------------------
// Member rules

/** Rank of a role (server/auth/access.ts): a manager may assign or touch only roles of their rank or lower. */
export const roleRank = groupRank;

/** Which members a manager manages: store mode → their store; franchise → their franchise; super → all. */
function memberScope(p: Principal): SQL | undefined {
  if (isStoreMode(p)) return eq(managers.storeId, p.storeId ?? -1);
  if (isSuperAdmin(p)) return undefined;
  return eq(managers.storeGroupId, p.storeGroupId ?? -1);
}

const memberColumns = {
  manager_id: managers.managerId,
  manager_user_id: managers.managerUserId,
  manager_name: managers.managerName,
  manager_group_id: managers.managerGroupId,
  manager_group_name: managerGroups.groupName,
  manager_group_type: managers.managerGroupType,
  store_id: managers.storeId,
  store_name: stores.storeName,
  store_group_id: managers.storeGroupId,
  manager_phone: managers.managerPhone,
  manager_email: managers.managerEmail,
  active: managers.active,
  created_at: managers.createdAt,
};

function memberQuery(db: Db) {
  return db
    .select(memberColumns)
    .from(managers)
    .innerJoin(managerGroups, eq(managerGroups.groupId, managers.managerGroupId))
    .leftJoin(stores, eq(stores.storeId, managers.storeId));
}

type MemberRow = Awaited<ReturnType<typeof memberQuery>>[number];

function toListItem(r: MemberRow, p: Principal): ManagerListItem {
  return {
    manager_id: r.manager_id,
    manager_user_id: r.manager_user_id,
    manager_name: r.manager_name,
    manager_group_id: r.manager_group_id,
    manager_group_name: r.manager_group_name ?? '',
    manager_group_type: r.manager_group_type,
    store_id: r.store_id,
    store_name: r.store_name,
    store_group_id: r.store_group_id,
    manager_phone: maskPhone(r.manager_phone),
    active: r.active,
    created_at: r.created_at.toISOString(),
    is_self: r.manager_id === p.managerId,
  };
}

/** A member the caller may manage, or 9004 (never 9003: outside the scope, the member does not exist for them). */
async function loadMember(db: Db, p: Principal, managerId: number): Promise<MemberRow> {
  const scope = memberScope(p);
  const rows = await memberQuery(db).where(
    scope ? and(eq(managers.managerId, managerId), scope) : eq(managers.managerId, managerId),
  );
  const row = rows[0];
  if (!row) throw fail.notFound('회원을 찾을 수 없습니다.');
  return row;
}

async function userIdTaken(db: Db, userId: string, exceptManagerId?: number): Promise<boolean> {
  const conds = [sql`lower(${managers.managerUserId}) = lower(${userId})`];
  if (exceptManagerId) conds.push(ne(managers.managerId, exceptManagerId));
  const rows = await db
    .select({ id: managers.managerId })
    .from(managers)
    .where(and(...conds))
    .limit(1);
  return rows.length > 0;
}

const DUPLICATE_ID = '이미 사용 중인 아이디입니다.';

type EditBody = z.output<typeof managerEditCall.request>;

/** Role rules of an edit: the role must exist and not outrank the caller; nobody changes their own role or switches themself off. */
async function checkRole(tx: Db, p: Principal, target: MemberRow | null, body: EditBody) {
  if (target && roleRank(target.manager_group_id) > roleRank(p.groupId)) {
    throw fail.forbidden('상위 권한의 회원은 수정할 수 없습니다.');
  }
  const self = target?.manager_id === p.managerId;
  const group = (
    await tx.select().from(managerGroups).where(eq(managerGroups.groupId, body.manager_group_id))
  )[0];
  if (!group) throw fail.validation({ manager_group_id: '권한을 선택해 주세요.' });
  if (self && body.manager_group_id !== target.manager_group_id)
    throw fail.forbidden('본인의 권한은 변경할 수 없습니다.');
  if (roleRank(body.manager_group_id) > roleRank(p.groupId))
    throw fail.forbidden('본인보다 높은 권한은 줄 수 없습니다.');
  if (self && body.active !== 1) throw fail.forbidden('본인 계정은 사용 중지할 수 없습니다.');
}

interface Placement {
  storeId: number | null;
  storeGroupId: number | null;
}

/** Where the member belongs: super-admin roles to no store; everyone else to a store the caller manages. */
async function placeMember(
  tx: Db,
  p: Principal,
  target: MemberRow | null,
  body: EditBody,
): Promise<Placement> {
  if (target?.manager_id === p.managerId) {
    // One's own store and franchise stay as they are (moving oneself would widen one's scope).
    return { storeId: target.store_id, storeGroupId: target.store_group_id };
  }
  if (isSuperAdminGroup(body.manager_group_id)) return { storeId: null, storeGroupId: null };
  let storeId: number | null;
  if (isStoreMode(p)) {
    if (body.store_id !== undefined && body.store_id !== p.storeId)
      throw fail.forbidden('다른 매장의 회원은 관리할 수 없습니다.');
    storeId = p.storeId;
  } else {
    storeId = body.store_id ?? null;
  }
  if (storeId !== null) {
    const store = (
      await tx.select({ g: stores.storeGroupId }).from(stores).where(eq(stores.storeId, storeId))
    )[0];
    if (!store) throw fail.validation({ store_id: '매장을 찾을 수 없습니다.' });
    if (!isSuperAdmin(p) && !isStoreMode(p) && store.g !== p.storeGroupId) {
      throw fail.forbidden('다른 가맹점의 매장에는 회원을 둘 수 없습니다.');
    }
    return { storeId, storeGroupId: store.g };
  }
  if (isSuperAdmin(p)) {
    // A franchise (HQ) manager: no store, one franchise.
    if (!body.store_group_id) throw fail.validation({ store_id: '매장 또는 가맹점을 선택해 주세요.' });
    const g = (
      await tx.select().from(storeGroups).where(eq(storeGroups.storeGroupId, body.store_group_id))
    )[0];
    if (!g) throw fail.validation({ store_group_id: '가맹점을 찾을 수 없습니다.' });
    return { storeId: null, storeGroupId: g.storeGroupId };
  }
  throw fail.validation({ store_id: '매장을 선택해 주세요.' });
}

async function memberValues(body: EditBody, place: Placement) {
  return {
    managerUserId: body.manager_user_id,
    managerName: body.manager_name,
    managerGroupId: body.manager_group_id,
    managerGroupType: place.storeId !== null ? 1 : 2,
    storeId: place.storeId,
    storeGroupId: place.storeGroupId,
    managerPhone: body.manager_phone ? formatPhone(body.manager_phone) : null,
    managerEmail: body.manager_email ?? null,
    active: body.active,
    ...(body.manager_password ? { passwordHash: await hashPassword(body.manager_password) } : {}),
  };
}

/**
 * A new password, switching off, or a new role or store ends every session of the member (their open
 * sockets too).
 */
const endsSessions = (target: MemberRow, body: EditBody, place: Placement) =>
  !!body.manager_password ||
  body.active !== 1 ||
  target.manager_group_id !== body.manager_group_id ||
  target.store_id !== place.storeId ||
  target.store_group_id !== place.storeGroupId;

export function managerRoutes(app: FastifyInstance, ctx: AppContext) {
  // -------------------------------------------------------------------------------------------
  // Duplicate check

  registerCall(app, ctx, dupcheckCall, {
    async handler({ tx, body }) {
      // Only whitelisted columns reach here (the contract's enum); each maps to one fixed query.
      const duplicate = await userIdTaken(tx, body.check_value);
      return {
        column_name: body.column_name,
        check_value: body.check_value,
        duplicate,
        message: duplicate ? DUPLICATE_ID : '사용할 수 있는 아이디입니다.',
      };
    },
  });
  // -------------------------------------------------------------------------------------------
  // Members

  registerCall(app, ctx, managerListCall, {
    async handler({ tx, body, principal, storeId }) {
      const p = principal;
      const conds: SQL[] = [];
      const scope = memberScope(p);
      if (scope) conds.push(scope);
      if (storeId) conds.push(eq(managers.storeId, storeId));
      if (body.keyword) {
        conds.push(
          or(
            ilike(managers.managerName, likeEscape(body.keyword)),
            ilike(managers.managerUserId, likeEscape(body.keyword)),
          )!,
        );
      }
      const where = conds.length ? and(...conds) : undefined;
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(managers).where(where);
      const rows = await memberQuery(tx)
        .where(where)
        .orderBy(asc(managers.storeId), asc(managers.managerGroupId), asc(managers.managerId))
        .limit(PAGE_SIZE)
        .offset((body.page_no - 1) * PAGE_SIZE);
      const total_count = Number(total);
      return {
        manager_list: rows.map((r) => toListItem(r, p)),
        total_count,
        page_no: body.page_no,
        page_count: Math.max(1, Math.ceil(total_count / PAGE_SIZE)),
      };
    },
  });

  registerCall(app, ctx, managerInfoCall, {
    async handler({ tx, body, principal }) {
      const row = await loadMember(tx, principal, body.manager_id);
      return {
        manager: {
          ...toListItem(row, principal),
          manager_phone: row.manager_phone,
          manager_email: row.manager_email,
        },
      };
    },
  });

  registerCall(app, ctx, managerGroupListCall, {
    async handler({ tx, principal }) {
      const rank = roleRank(principal.groupId);
      const rows = await tx.select().from(managerGroups).orderBy(asc(managerGroups.groupId));
      return {
        group_list: rows
          .filter((g) => roleRank(g.groupId) <= rank)
          .map((g) => ({ group_id: g.groupId, group_name: g.groupName })),
      };
    },
  });
  registerCall(app, ctx, managerEditCall, {
    write: true,
    async handler({ tx, body, principal: p, setToken }) {
      const target = body.manager_id ? await loadMember(tx, p, body.manager_id) : null;
      await checkRole(tx, p, target, body);
      const place = await placeMember(tx, p, target, body);
      if (!target && !body.manager_password)
        throw fail.validation({ manager_password: '비밀번호를 입력해 주세요.' });
      if (await userIdTaken(tx, body.manager_user_id, target?.manager_id)) {
        throw fail.validation({ manager_user_id: DUPLICATE_ID }, DUPLICATE_ID);
      }
      const values = await memberValues(body, place);
      let managerId: number;
      try {
        if (target) {
          await tx.update(managers).set(values).where(eq(managers.managerId, target.manager_id));
          managerId = target.manager_id;
          if (endsSessions(target, body, place)) {
            await endSessions(tx, managerId);
            // One's own password change keeps the caller signed in on a new token.
            if (managerId === p.managerId)
              setToken(ctx.tokens.issue(managerId, undefined, p.sessionVersion + 1));
          }
        } else {
          const [row] = await tx
            .insert(managers)
            .values({ ...values, passwordHash: values.passwordHash! })
            .returning({ id: managers.managerId });
          managerId = row!.id;
        }
      } catch (err) {
        // Two tablets saving the same new id at once: the unique index decides.
        if (isPgError(err, '23505')) throw fail.validation({ manager_user_id: DUPLICATE_ID }, DUPLICATE_ID);
        throw err;
      }
      const saved = (await memberQuery(tx).where(eq(managers.managerId, managerId)))[0]!;
      return { manager: toListItem(saved, p) };
    },
  });

  registerCall(app, ctx, managerDelCall, {
    write: true,
    async handler({ tx, body, principal }) {
      const p = principal;
      if (body.manager_id === p.managerId) throw fail.forbidden('본인 계정은 삭제할 수 없습니다.');
      const target = await loadMember(tx, p, body.manager_id);
      if (roleRank(target.manager_group_id) > roleRank(p.groupId))
        throw fail.forbidden('상위 권한의 회원은 삭제할 수 없습니다.');
      try {
        await tx.delete(managers).where(eq(managers.managerId, target.manager_id));
      } catch (err) {
        if (isPgError(err, '23503'))
          throw fail.conflict('다른 기록에 연결된 회원이라 삭제할 수 없습니다. 사용 중지로 바꿔 주세요.');
        throw err;
      }
      return { manager_id: target.manager_id };
    },
  });
}
