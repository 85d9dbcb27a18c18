import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZE,
  StoreFilterType,
  storeAddCall,
  storeGroupListCall,
  storeInfoCall,
  storeListCall,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import { isSuperAdmin } from '../auth/access';
import { storeGroups, stores } from '../db/schema';
import { getStore, storeColumns } from '../lib/store-rows';
import { formatPhone, likeEscape } from '../lib/people-util';

export function storeRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, storeInfoCall, {
    async handler({ tx, storeId }) {
      const store = await getStore(tx, storeId);
      if (!store) throw fail.notFound('매장을 찾을 수 없습니다.');
      return { store };
    },
  });

  registerCall(app, ctx, storeListCall, {
    async handler({ tx, body, principal }) {
      const conds: SQL[] = [];
      // A franchise manager sees only the franchise's stores; super admins see all.
      if (!isSuperAdmin(principal)) conds.push(eq(stores.storeGroupId, principal.storeGroupId ?? -1));
      const kw = body.keyword;
      if (body.filter_type === StoreFilterType.STORE_NAME && kw)
        conds.push(ilike(stores.storeName, likeEscape(kw)));
      if (body.filter_type === StoreFilterType.FRANCHISE) {
        conds.push(sql`${stores.storeGroupId} IS NOT NULL`);
        if (body.store_group_id) conds.push(eq(stores.storeGroupId, body.store_group_id));
        if (kw) conds.push(ilike(storeGroups.storeGroupName, likeEscape(kw)));
      }
      if (body.filter_type === StoreFilterType.ALL && kw) {
        conds.push(
          or(ilike(stores.storeName, likeEscape(kw)), ilike(storeGroups.storeGroupName, likeEscape(kw)))!,
        );
      }
      const where = conds.length ? and(...conds) : undefined;
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(stores)
        .leftJoin(storeGroups, eq(storeGroups.storeGroupId, stores.storeGroupId))
        .where(where);
      const rows = await tx
        .select(storeColumns)
        .from(stores)
        .leftJoin(storeGroups, eq(storeGroups.storeGroupId, stores.storeGroupId))
        .where(where)
        .orderBy(asc(stores.storeId))
        .limit(PAGE_SIZE)
        .offset((body.page_no - 1) * PAGE_SIZE);
      return {
        store_list: rows.map((r) => ({
          store_id: r.store_id,
          store_name: r.store_name,
          store_logo: r.store_logo,
          store_type: r.store_type,
          store_group_id: r.store_group_id,
          store_group_name: r.store_group_name,
          store_status: r.store_status,
          store_address: r.store_address,
        })),
        total_count: Number(total),
        page_no: body.page_no,
        page_count: Math.max(1, Math.ceil(Number(total) / PAGE_SIZE)),
      };
    },
  });

  registerCall(app, ctx, storeGroupListCall, {
    async handler({ tx, principal }) {
      const rows = await tx
        .select({
          store_group_id: storeGroups.storeGroupId,
          store_group_name: storeGroups.storeGroupName,
          store_count: sql<number>`(SELECT count(*)::int FROM stores s WHERE s.store_group_id = ${storeGroups.storeGroupId})`,
        })
        .from(storeGroups)
        .where(
          isSuperAdmin(principal) ? undefined : eq(storeGroups.storeGroupId, principal.storeGroupId ?? -1),
        )
        .orderBy(asc(storeGroups.storeGroupId));
      return { group_list: rows.map((r) => ({ ...r, store_count: Number(r.store_count) })) };
    },
  });

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
}
