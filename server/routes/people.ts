import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNull, gt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  FIND_ACCOUNT_NOTICE,
  isSuperAdminGroup,
  kstDayRange,
  OrderAction,
  orderOffers,
  OrderStatus,
  OrderType,
  PAGE_SIZE,
  SocketCmd,
  todayKst,
  customerListCall,
  customerOrderListCall,
  deliverymanEditCall,
  deliverymanInfoCall,
  deliverymanListCall,
  deliverymanWorkListCall,
  dupcheckCall,
  findIdCall,
  findPasswordCall,
  managerDelCall,
  managerEditCall,
  managerGroupListCall,
  managerInfoCall,
  managerListCall,
  orderDeliverymanEditCall,
  resetPasswordCall,
  storeAddCall,
  userInfoCall,
  type Deliveryman,
  type ManagerListItem,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { ApiFailure, fail, waitText } from '../lib/errors';
import { groupRank, isStoreMode, isSuperAdmin, type Principal } from '../auth/access';
import { hashPassword } from '../auth/password';
import { endSessions } from '../auth/sessions';
import { AuthThrottle } from '../auth/throttle';
import type { Db } from '../db';
import {
  accountMessages,
  deliverymen,
  managerGroups,
  managers,
  orders,
  passwordResets,
  storeGroups,
  stores,
} from '../db/schema';
import { stateOf, toOrder } from '../lib/order-rows';
import {
  formatPhone,
  isPgError,
  likeEscape,
  maskPhone,
  parseYmd,
  phoneDigits,
  rowsOf,
  toIso,
} from '../lib/people-util';

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

/** Deliveries today (KST) per delivery man, cancelled ones excluded. */
async function todayCounts(db: Db, storeId: number): Promise<Map<number, number>> {
  const { from, to } = kstDayRange(todayKst());
  const rows = await db
    .select({ id: orders.deliverymanId, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        sql`${orders.deliverymanId} IS NOT NULL`,
        ne(orders.orderStatus, OrderStatus.CANCEL),
        sql`${orders.createdAt} >= ${from.toISOString()}::timestamptz AND ${orders.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(orders.deliverymanId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

function toDeliveryman(r: typeof deliverymen.$inferSelect, todayCount: number, masked: boolean): Deliveryman {
  return {
    deliveryman_id: r.deliverymanId,
    store_id: r.storeId,
    deliveryman_name: r.deliverymanName,
    deliveryman_phone: masked ? (maskPhone(r.deliverymanPhone) ?? '') : r.deliverymanPhone,
    vehicle_type: r.vehicleType,
    memo: r.memo,
    active: r.active,
    today_count: todayCount,
    created_at: r.createdAt.toISOString(),
  };
}

/** Rate limit of the anonymous account calls (server/auth/throttle.ts): per target and per address, every request counts. */
class FindLimiter {
  constructor(private readonly throttle: AuthThrottle) {}
  async check(req: FastifyRequest, target: string) {
    const wait = await this.throttle.findRequest(target, req.ip);
    if (wait > 0) {
      throw new ApiFailure(
        ErrorCode.RATE_LIMITED,
        `요청이 너무 많습니다. ${waitText(wait)} 후에 다시 시도해 주세요.`,
        429,
      );
    }
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const RESET_MINUTES = 15;
const RESET_MAX_ATTEMPTS = 5;

export function peopleRoutes(app: FastifyInstance, ctx: AppContext) {
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
    async handler({ tx, body, principal, setToken }) {
      const p = principal;
      const target = body.manager_id ? await loadMember(tx, p, body.manager_id) : null;
      if (target && roleRank(target.manager_group_id) > roleRank(p.groupId)) {
        throw fail.forbidden('상위 권한의 회원은 수정할 수 없습니다.');
      }
      const self = target?.manager_id === p.managerId;

      // Role: it must exist and not outrank the caller; nobody changes their own.
      const group = (
        await tx.select().from(managerGroups).where(eq(managerGroups.groupId, body.manager_group_id))
      )[0];
      if (!group) throw fail.validation({ manager_group_id: '권한을 선택해 주세요.' });
      if (self && body.manager_group_id !== target.manager_group_id)
        throw fail.forbidden('본인의 권한은 변경할 수 없습니다.');
      if (roleRank(body.manager_group_id) > roleRank(p.groupId))
        throw fail.forbidden('본인보다 높은 권한은 줄 수 없습니다.');
      if (self && body.active !== 1) throw fail.forbidden('본인 계정은 사용 중지할 수 없습니다.');

      // Store: super-admin roles belong to no store; everyone else to a store the caller manages.
      let storeId: number | null = null;
      let storeGroupId: number | null = null;
      if (self) {
        // One's own store and franchise stay as they are (moving oneself would widen one's scope).
        storeId = target.store_id;
        storeGroupId = target.store_group_id;
      } else if (!isSuperAdminGroup(body.manager_group_id)) {
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
          storeGroupId = store.g;
        } else if (isSuperAdmin(p)) {
          // A franchise (HQ) manager: no store, one franchise.
          if (!body.store_group_id) throw fail.validation({ store_id: '매장 또는 가맹점을 선택해 주세요.' });
          const g = (
            await tx.select().from(storeGroups).where(eq(storeGroups.storeGroupId, body.store_group_id))
          )[0];
          if (!g) throw fail.validation({ store_group_id: '가맹점을 찾을 수 없습니다.' });
          storeGroupId = g.storeGroupId;
        } else {
          throw fail.validation({ store_id: '매장을 선택해 주세요.' });
        }
      }

      if (!target && !body.manager_password)
        throw fail.validation({ manager_password: '비밀번호를 입력해 주세요.' });
      if (await userIdTaken(tx, body.manager_user_id, target?.manager_id)) {
        throw fail.validation({ manager_user_id: DUPLICATE_ID }, DUPLICATE_ID);
      }
      const values = {
        managerUserId: body.manager_user_id,
        managerName: body.manager_name,
        managerGroupId: body.manager_group_id,
        managerGroupType: storeId !== null ? 1 : 2,
        storeId,
        storeGroupId,
        managerPhone: body.manager_phone ? formatPhone(body.manager_phone) : null,
        managerEmail: body.manager_email ?? null,
        active: body.active,
        ...(body.manager_password ? { passwordHash: await hashPassword(body.manager_password) } : {}),
      };
      let managerId: number;
      try {
        if (target) {
          await tx.update(managers).set(values).where(eq(managers.managerId, target.manager_id));
          managerId = target.manager_id;
          // A new password, switching off, or a new role or store ends every session of the member
          // (their open sockets too); one's own password change keeps the caller signed in on a new token.
          if (
            body.manager_password ||
            body.active !== 1 ||
            target.manager_group_id !== body.manager_group_id ||
            target.store_id !== storeId ||
            target.store_group_id !== storeGroupId
          ) {
            await endSessions(tx, managerId);
            if (self) setToken(ctx.tokens.issue(managerId, undefined, p.sessionVersion + 1));
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

  // -------------------------------------------------------------------------------------------
  // Stores

  registerCall(app, ctx, storeAddCall, {
    write: true,
    async handler({ tx, body }) {
      if (body.store_group_id) {
        const g = await tx
          .select()
          .from(storeGroups)
          .where(eq(storeGroups.storeGroupId, body.store_group_id));
        if (!g.length) throw fail.validation({ store_group_id: '가맹점을 찾을 수 없습니다.' });
      }
      const dup = await tx
        .select({ id: stores.storeId })
        .from(stores)
        .where(eq(stores.storeName, body.store_name));
      if (dup.length) throw fail.validation({ store_name: '같은 이름의 매장이 이미 있습니다.' });
      const [row] = await tx
        .insert(stores)
        .values({
          storeName: body.store_name,
          storeAppName: body.store_app_name ?? body.store_name,
          storeType: body.store_type,
          storeGroupId: body.store_group_id ?? null,
          storePhone: body.store_phone ? formatPhone(body.store_phone) : null,
          storeAddress: body.store_address ?? null,
          storeDescription: body.store_description ?? null,
        })
        .returning();
      return { store_id: row!.storeId, store_name: row!.storeName };
    },
  });

  // -------------------------------------------------------------------------------------------
  // Customers: a store sees only the customers who ordered from it.

  registerCall(app, ctx, customerListCall, {
    async handler({ tx, body, storeId }) {
      const kw = body.keyword;
      const digits = phoneDigits(kw);
      let filter = sql``;
      if (kw && /^[\d-]+$/.test(kw) && digits.length >= 3) {
        // Matched from the end only: a match in the middle would reveal the digits the list masks.
        filter = sql` AND regexp_replace(c.customer_phone, '[^0-9]', '', 'g') LIKE ${`%${digits}`}`;
      } else if (kw) {
        filter = sql` AND c.customer_name ILIKE ${likeEscape(kw)}`;
      }
      const [totalRow] = await rowsOf<{ n: number }>(
        tx,
        sql`SELECT count(DISTINCT c.customer_id)::int AS n FROM customers c
            JOIN orders o ON o.customer_id = c.customer_id AND o.store_id = ${storeId}
            WHERE true${filter}`,
      );
      const rows = await rowsOf<{
        customer_id: number;
        customer_name: string;
        customer_phone: string;
        order_count: number;
        order_amount: number;
        last_order_at: unknown;
      }>(
        tx,
        sql`SELECT c.customer_id, c.customer_name, c.customer_phone,
              (count(o.order_id) FILTER (WHERE o.order_status <> ${OrderStatus.CANCEL}))::int AS order_count,
              (coalesce(sum(o.total_amount) FILTER (WHERE o.order_status <> ${OrderStatus.CANCEL}), 0))::bigint AS order_amount,
              max(o.created_at) AS last_order_at
            FROM customers c
            JOIN orders o ON o.customer_id = c.customer_id AND o.store_id = ${storeId}
            WHERE true${filter}
            GROUP BY c.customer_id
            ORDER BY max(o.created_at) DESC, c.customer_id DESC
            LIMIT ${PAGE_SIZE} OFFSET ${(body.page_no - 1) * PAGE_SIZE}`,
      );
      const total_count = Number(totalRow?.n ?? 0);
      return {
        customer_list: rows.map((r) => ({
          customer_id: Number(r.customer_id),
          customer_name: r.customer_name,
          customer_phone: maskPhone(r.customer_phone) ?? '',
          order_count: Number(r.order_count),
          order_amount: Number(r.order_amount),
          last_order_at: toIso(r.last_order_at),
        })),
        total_count,
        page_no: body.page_no,
        page_count: Math.max(1, Math.ceil(total_count / PAGE_SIZE)),
      };
    },
  });

  const customerOfStore = async (db: Db, storeId: number, customerId: number) => {
    const rows = await rowsOf<{
      customer_id: number;
      customer_name: string;
      customer_phone: string;
      created_at: unknown;
    }>(
      db,
      sql`SELECT c.customer_id, c.customer_name, c.customer_phone, c.created_at FROM customers c
          WHERE c.customer_id = ${customerId}
            AND EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.store_id = ${storeId})`,
    );
    if (!rows[0]) throw fail.notFound('고객을 찾을 수 없습니다.');
    return rows[0];
  };

  registerCall(app, ctx, customerOrderListCall, {
    async handler({ tx, body, storeId }) {
      await customerOfStore(tx, storeId, body.customer_id);
      const where = and(eq(orders.storeId, storeId), eq(orders.customerId, body.customer_id));
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(orders).where(where);
      const rows = await tx
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.orderId))
        .limit(PAGE_SIZE)
        .offset((body.page_no - 1) * PAGE_SIZE);
      const total_count = Number(total);
      return {
        order_list: rows.map((r) => {
          const o = toOrder(r);
          return {
            order_id: o.order_id,
            order_no: o.order_no,
            order_type: o.order_type,
            order_status: o.order_status,
            total_amount: o.total_amount,
            pay_type: o.pay_type,
            created_at: o.created_at,
            items: o.items,
          };
        }),
        total_count,
        page_no: body.page_no,
        page_count: Math.max(1, Math.ceil(total_count / PAGE_SIZE)),
      };
    },
  });

  registerCall(app, ctx, userInfoCall, {
    async handler({ tx, body, storeId }) {
      const c = await customerOfStore(tx, storeId, body.customer_id);
      const [agg] = await rowsOf<{
        n: number;
        amount: number;
        cancels: number;
        first_at: unknown;
        last_at: unknown;
      }>(
        tx,
        sql`SELECT (count(*) FILTER (WHERE order_status <> ${OrderStatus.CANCEL}))::int AS n,
              (coalesce(sum(total_amount) FILTER (WHERE order_status <> ${OrderStatus.CANCEL}), 0))::bigint AS amount,
              (count(*) FILTER (WHERE order_status = ${OrderStatus.CANCEL}))::int AS cancels,
              min(created_at) AS first_at, max(created_at) AS last_at
            FROM orders WHERE store_id = ${storeId} AND customer_id = ${body.customer_id}`,
      );
      const [coupon] = await rowsOf<{ issued: number; used: number }>(
        tx,
        sql`SELECT count(*)::int AS issued, (count(*) FILTER (WHERE i.used_at IS NOT NULL))::int AS used
            FROM coupon_issues i JOIN coupons k ON k.coupon_id = i.coupon_id
            WHERE k.store_id = ${storeId} AND i.customer_id = ${body.customer_id}`,
      );
      const cards = await rowsOf<{
        stamp_program_id: number;
        program_name: string;
        stamp_count: number;
        stamps_required: number;
        reward_count: number;
      }>(
        tx,
        sql`SELECT p.stamp_program_id, p.program_name, s.stamp_count, p.stamps_required, s.reward_count
            FROM stamp_cards s JOIN stamp_programs p ON p.stamp_program_id = s.stamp_program_id
            WHERE p.store_id = ${storeId} AND s.customer_id = ${body.customer_id}
            ORDER BY p.stamp_program_id`,
      );
      return {
        user: {
          customer_id: Number(c.customer_id),
          customer_name: c.customer_name,
          customer_phone: c.customer_phone,
          created_at: toIso(c.created_at)!,
          order_count: Number(agg?.n ?? 0),
          order_amount: Number(agg?.amount ?? 0),
          cancel_count: Number(agg?.cancels ?? 0),
          first_order_at: toIso(agg?.first_at),
          last_order_at: toIso(agg?.last_at),
          coupon_count: Number(coupon?.issued ?? 0),
          coupon_used_count: Number(coupon?.used ?? 0),
          stamp_cards: cards.map((s) => ({
            stamp_program_id: Number(s.stamp_program_id),
            program_name: s.program_name,
            stamp_count: Number(s.stamp_count),
            stamps_required: Number(s.stamps_required),
            reward_count: Number(s.reward_count),
          })),
        },
      };
    },
  });

  // -------------------------------------------------------------------------------------------
  // Delivery staff

  registerCall(app, ctx, deliverymanListCall, {
    async handler({ tx, body, storeId }) {
      const conds = [eq(deliverymen.storeId, storeId)];
      if (body.active_only === 1) conds.push(eq(deliverymen.active, 1));
      const rows = await tx
        .select()
        .from(deliverymen)
        .where(and(...conds))
        .orderBy(desc(deliverymen.active), asc(deliverymen.deliverymanName), asc(deliverymen.deliverymanId));
      const counts = await todayCounts(tx, storeId);
      return { deliveryman_list: rows.map((r) => toDeliveryman(r, counts.get(r.deliverymanId) ?? 0, true)) };
    },
  });

  const loadDeliveryman = async (db: Db, storeId: number, id: number) => {
    const row = (
      await db
        .select()
        .from(deliverymen)
        .where(and(eq(deliverymen.storeId, storeId), eq(deliverymen.deliverymanId, id)))
    )[0];
    if (!row) throw fail.notFound('배달원을 찾을 수 없습니다.');
    return row;
  };

  registerCall(app, ctx, deliverymanInfoCall, {
    async handler({ tx, body, storeId }) {
      const row = await loadDeliveryman(tx, storeId, body.deliveryman_id);
      const counts = await todayCounts(tx, storeId);
      return { deliveryman: toDeliveryman(row, counts.get(row.deliverymanId) ?? 0, false) };
    },
  });

  registerCall(app, ctx, deliverymanEditCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const values = {
        deliverymanName: body.deliveryman_name,
        deliverymanPhone: formatPhone(body.deliveryman_phone),
        vehicleType: body.vehicle_type,
        memo: body.memo ?? null,
        active: body.active,
      };
      // One phone number, one delivery man per store: a second entry for the same person is a mistake.
      const samePhone = await tx
        .select({ id: deliverymen.deliverymanId })
        .from(deliverymen)
        .where(
          and(
            eq(deliverymen.storeId, storeId),
            eq(deliverymen.deliverymanPhone, values.deliverymanPhone),
            body.deliveryman_id ? ne(deliverymen.deliverymanId, body.deliveryman_id) : undefined,
          ),
        );
      if (samePhone.length)
        throw fail.validation({ deliveryman_phone: '이미 등록된 배달원 전화번호입니다.' });
      let row: typeof deliverymen.$inferSelect;
      if (body.deliveryman_id) {
        await loadDeliveryman(tx, storeId, body.deliveryman_id);
        [row] = (await tx
          .update(deliverymen)
          .set(values)
          .where(eq(deliverymen.deliverymanId, body.deliveryman_id))
          .returning()) as [typeof deliverymen.$inferSelect];
      } else {
        [row] = (await tx
          .insert(deliverymen)
          .values({ ...values, storeId: storeId })
          .returning()) as [typeof deliverymen.$inferSelect];
      }
      const counts = await todayCounts(tx, storeId);
      return { deliveryman: toDeliveryman(row, counts.get(row.deliverymanId) ?? 0, true) };
    },
  });

  registerCall(app, ctx, deliverymanWorkListCall, {
    async handler({ tx, body, storeId }) {
      const { from, to } = kstDayRange(parseYmd(body.work_date, 'work_date'));
      const conds = [
        eq(orders.storeId, storeId),
        eq(orders.orderType, OrderType.DELIVERY),
        sql`${orders.createdAt} >= ${from.toISOString()}::timestamptz AND ${orders.createdAt} < ${to.toISOString()}::timestamptz`,
      ];
      if (body.deliveryman_id) conds.push(eq(orders.deliverymanId, body.deliveryman_id));
      const rows = await tx
        .select({
          order_id: orders.orderId,
          order_no: orders.orderNo,
          order_status: orders.orderStatus,
          delivery_address: orders.deliveryAddress,
          total_amount: orders.totalAmount,
          created_at: orders.createdAt,
          deliveryman_id: deliverymen.deliverymanId,
          deliveryman_name: deliverymen.deliverymanName,
        })
        .from(orders)
        .innerJoin(
          deliverymen,
          and(eq(deliverymen.deliverymanId, orders.deliverymanId), eq(deliverymen.storeId, orders.storeId)),
        )
        .where(and(...conds))
        .orderBy(asc(orders.createdAt), asc(orders.orderId));
      const summary = new Map<
        number,
        { deliveryman_id: number; deliveryman_name: string; delivery_count: number; delivery_amount: number }
      >();
      for (const r of rows) {
        const s = summary.get(r.deliveryman_id) ?? {
          deliveryman_id: r.deliveryman_id,
          deliveryman_name: r.deliveryman_name,
          delivery_count: 0,
          delivery_amount: 0,
        };
        if (r.order_status !== OrderStatus.CANCEL) {
          s.delivery_count += 1;
          s.delivery_amount += r.total_amount;
        }
        summary.set(r.deliveryman_id, s);
      }
      return {
        work_list: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        summary: [...summary.values()].sort(
          (a, b) => b.delivery_count - a.delivery_count || a.deliveryman_id - b.deliveryman_id,
        ),
      };
    },
  });

  registerCall(app, ctx, orderDeliverymanEditCall, {
    write: true,
    async handler({ tx, body, storeId, emit }) {
      const row = (
        await tx
          .select()
          .from(orders)
          .where(and(eq(orders.storeId, storeId), eq(orders.orderId, body.order_id)))
          .for('update')
      )[0];
      if (!row) throw fail.notFound('주문을 찾을 수 없습니다.');
      if (row.orderType !== OrderType.DELIVERY)
        throw fail.validation({ order_id: '배달 주문에만 배달원을 배정할 수 있습니다.' });
      if (!orderOffers(stateOf(row), OrderAction.ASSIGN_DELIVERYMAN))
        throw fail.conflict('완료되었거나 취소된 주문에는 배달원을 바꿀 수 없습니다.', toOrder(row));
      let name: string | null = null;
      if (body.deliveryman_id !== null) {
        const man = (
          await tx
            .select()
            .from(deliverymen)
            .where(and(eq(deliverymen.storeId, storeId), eq(deliverymen.deliverymanId, body.deliveryman_id)))
        )[0];
        if (!man) throw fail.validation({ deliveryman_id: '이 매장의 배달원이 아닙니다.' });
        if (man.active !== 1) throw fail.validation({ deliveryman_id: '근무하지 않는 배달원입니다.' });
        name = man.deliverymanName;
      }
      const [updated] = await tx
        .update(orders)
        .set({
          deliverymanId: body.deliveryman_id,
          updatedAt: new Date(),
          version: sql`${orders.version} + 1`,
        })
        .where(eq(orders.orderId, row.orderId))
        .returning();
      const order = toOrder(updated!);
      emit(storeId, {
        cmd: SocketCmd.ORDER_CHANGED,
        actions: { type: 'order-changed', toast: false },
        title: `주문 ${order.order_no}`,
        body: name ? `배달원 ${name} 배정` : '배달원 배정 취소',
        order_id: order.order_id,
      });
      return { order, deliveryman_name: name };
    },
  });

  // -------------------------------------------------------------------------------------------
  // Find id / find password. Same answer whether or not an account matched; the message that
  // would go out by SMS is written to account_messages and the server log.

  const limiter = new FindLimiter(new AuthThrottle(ctx.database));
  const sendMessage = async (
    req: FastifyRequest,
    purpose: string,
    managerId: number,
    destination: string,
    text: string,
  ) => {
    await ctx.db.insert(accountMessages).values({ purpose, managerId, destination, body: text });
    req.log.info(
      { outbox: { purpose, managerId, destination: maskPhone(destination) } },
      'account message queued',
    );
  };

  registerCall(app, ctx, findIdCall, {
    async handler({ body, req }) {
      await limiter.check(req, `id:${phoneDigits(body.manager_phone)}`);
      const rows = await ctx.db
        .select({ id: managers.managerId, userId: managers.managerUserId, phone: managers.managerPhone })
        .from(managers)
        .where(
          and(
            eq(managers.managerName, body.manager_name),
            eq(managers.active, 1),
            sql`regexp_replace(coalesce(${managers.managerPhone}, ''), '[^0-9]', '', 'g') = ${phoneDigits(body.manager_phone)}`,
          ),
        );
      for (const r of rows) {
        await sendMessage(
          req,
          'find_id',
          r.id,
          r.phone!,
          `[카운터 백오피스] ${body.manager_name}님의 아이디는 ${r.userId} 입니다.`,
        );
      }
      return { message: FIND_ACCOUNT_NOTICE };
    },
  });

  registerCall(app, ctx, findPasswordCall, {
    async handler({ body, req }) {
      await limiter.check(req, `pw:${body.manager_user_id.toLowerCase()}`);
      const row = (
        await ctx.db
          .select({ id: managers.managerId, phone: managers.managerPhone })
          .from(managers)
          .where(
            and(
              sql`lower(${managers.managerUserId}) = lower(${body.manager_user_id})`,
              eq(managers.active, 1),
              sql`regexp_replace(coalesce(${managers.managerPhone}, ''), '[^0-9]', '', 'g') = ${phoneDigits(body.manager_phone)}`,
            ),
          )
      )[0];
      if (row) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await ctx.db.transaction(async (t) => {
          // A new code retires the earlier ones.
          await t
            .update(passwordResets)
            .set({ usedAt: new Date() })
            .where(and(eq(passwordResets.managerId, row.id), isNull(passwordResets.usedAt)));
          await t.insert(passwordResets).values({
            managerId: row.id,
            codeHash: sha256(`${row.id}:${code}`),
            expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
          });
        });
        await sendMessage(
          req,
          'find_password',
          row.id,
          row.phone!,
          `[카운터 백오피스] 비밀번호 재설정 인증번호는 ${code} 입니다. ${RESET_MINUTES}분 안에 입력해 주세요.`,
        );
      }
      return { message: FIND_ACCOUNT_NOTICE };
    },
  });

  registerCall(app, ctx, resetPasswordCall, {
    async handler({ body, req }) {
      await limiter.check(req, `reset:${body.manager_user_id.toLowerCase()}`);
      const invalid = () =>
        fail.validation(
          { reset_code: '인증번호가 올바르지 않거나 만료되었습니다.' },
          '인증번호가 올바르지 않거나 만료되었습니다.',
        );
      const man = (
        await ctx.db
          .select({ id: managers.managerId })
          .from(managers)
          .where(
            and(
              sql`lower(${managers.managerUserId}) = lower(${body.manager_user_id})`,
              eq(managers.active, 1),
            ),
          )
      )[0];
      if (!man) throw invalid();
      const reset = (
        await ctx.db
          .select()
          .from(passwordResets)
          .where(
            and(
              eq(passwordResets.managerId, man.id),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(passwordResets.createdAt))
          .limit(1)
      )[0];
      if (!reset || reset.attempts >= RESET_MAX_ATTEMPTS) throw invalid();
      if (reset.codeHash !== sha256(`${man.id}:${body.reset_code}`)) {
        // Counted outside any transaction so a wrong guess is remembered even though the call fails.
        await ctx.db
          .update(passwordResets)
          .set({ attempts: sql`${passwordResets.attempts} + 1` })
          .where(eq(passwordResets.resetId, reset.resetId));
        throw invalid();
      }
      const hash = await hashPassword(body.new_password);
      await ctx.db.transaction(async (t) => {
        const used = await t
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.resetId, reset.resetId), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.resetId });
        if (!used.length) throw invalid();
        await t.update(managers).set({ passwordHash: hash }).where(eq(managers.managerId, man.id));
        await endSessions(t as unknown as Db, man.id);
      });
      return { message: '비밀번호를 변경했습니다. 새 비밀번호로 로그인해 주세요.' };
    },
  });
}
