import type { FastifyInstance } from 'fastify';
import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import {
  PAGE_SIZE,
  serviceAdminListCall,
  serviceManageEditCall,
  serviceManageInfoCall,
  type ServiceSetting,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import { storeGroups, storeServiceSettings, stores } from '../db/schema';
import { likeEscape } from '../lib/people-util';
import { DEFAULT_PREP_MINUTES } from '../lib/store-rows';

/*
 * Service settings (issue 5): order types offered, minimum order, delivery fee (and the items total
 * that delivers free), preparation time, auto accept. The customer channel applies them
 * (routes/customer.ts, issue 28); the store info carries the prep time for the accept dialog.
 */

const DEFAULT_SERVICE: ServiceSetting = {
  service_types: [],
  min_order_amount: 0,
  delivery_fee: 0,
  free_delivery_threshold: null,
  default_prep_minutes: DEFAULT_PREP_MINUTES,
  auto_accept: 0,
  missed_order_minutes: 3,
  missed_pause_after: 2,
  updated_at: null,
};
function toService(r: typeof storeServiceSettings.$inferSelect | undefined): ServiceSetting {
  if (!r) return DEFAULT_SERVICE;
  return {
    service_types: r.serviceTypes,
    min_order_amount: r.minOrderAmount,
    delivery_fee: r.deliveryFee,
    free_delivery_threshold: r.freeDeliveryThreshold,
    default_prep_minutes: r.defaultPrepMinutes,
    auto_accept: r.autoAccept,
    missed_order_minutes: r.missedOrderMinutes,
    missed_pause_after: r.missedPauseAfter,
    updated_at: r.updatedAt ? r.updatedAt.toISOString() : null,
  };
}

export function serviceSettingRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, serviceManageInfoCall, {
    async handler({ tx, storeId }) {
      const rows = await tx
        .select()
        .from(storeServiceSettings)
        .where(eq(storeServiceSettings.storeId, storeId));
      return { service: toService(rows[0]) };
    },
  });

  registerCall(app, ctx, serviceManageEditCall, {
    write: true,
    async handler({ tx, storeId, body }) {
      const known = await tx.execute(sql`SELECT code_value FROM codes WHERE column_name = 'service_type'`);
      const values = new Set(
        (known as unknown as { rows: { code_value: string }[] }).rows.map((r) => r.code_value),
      );
      const unknown = body.service_types.find((v) => !values.has(v));
      if (unknown !== undefined)
        throw fail.validation({ service_types: `없는 서비스 유형입니다: ${unknown}` });
      const set = {
        serviceTypes: [...new Set(body.service_types)],
        minOrderAmount: body.min_order_amount,
        deliveryFee: body.delivery_fee,
        freeDeliveryThreshold: body.free_delivery_threshold ?? null,
        defaultPrepMinutes: body.default_prep_minutes,
        autoAccept: body.auto_accept,
        missedOrderMinutes: body.missed_order_minutes,
        missedPauseAfter: body.missed_pause_after,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(storeServiceSettings)
        .values({ storeId: storeId, ...set })
        .onConflictDoUpdate({ target: storeServiceSettings.storeId, set })
        .returning();
      return { service: toService(row) };
    },
  });

  registerCall(app, ctx, serviceAdminListCall, {
    async handler({ tx, body }) {
      const where = body.keyword ? ilike(stores.storeName, likeEscape(body.keyword)) : undefined;
      const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(stores).where(where);
      const rows = await tx
        .select({ store: stores, group: storeGroups.storeGroupName, service: storeServiceSettings })
        .from(stores)
        .leftJoin(storeGroups, eq(storeGroups.storeGroupId, stores.storeGroupId))
        .leftJoin(storeServiceSettings, eq(storeServiceSettings.storeId, stores.storeId))
        .where(where)
        .orderBy(asc(stores.storeId))
        .limit(PAGE_SIZE)
        .offset((body.page_no - 1) * PAGE_SIZE);
      return {
        service_list: rows.map((r) => ({
          ...toService(r.service ?? undefined),
          store_id: r.store.storeId,
          store_name: r.store.storeName,
          store_group_name: r.group,
          store_status: r.store.storeStatus,
        })),
        total_count: Number(total),
        page_no: body.page_no,
        page_count: Math.max(1, Math.ceil(Number(total) / PAGE_SIZE)),
      };
    },
  });
}
