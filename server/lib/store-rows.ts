import { eq, sql } from 'drizzle-orm';
import { TempType, type StoreInfo } from '../../src/contract';
import { activeTemps } from './store-availability';
import type { Db } from '../db';
import { storeGroups, storeServiceSettings, stores } from '../db/schema';

/** The prep time a store without service settings quotes (the column's default too). */
export const DEFAULT_PREP_MINUTES = 15;

export const storeColumns = {
  store_id: stores.storeId,
  store_name: stores.storeName,
  store_app_name: stores.storeAppName,
  store_logo: stores.storeLogo,
  store_type: stores.storeType,
  store_group_id: stores.storeGroupId,
  store_group_name: storeGroups.storeGroupName,
  store_phone: stores.storePhone,
  store_address: stores.storeAddress,
  store_description: stores.storeDescription,
  store_status: stores.storeStatus,
};

/** The store info as store/info answers it: the columns above plus the service setting's prep time. */
const storeInfoColumns = {
  ...storeColumns,
  default_prep_minutes:
    sql<number>`coalesce(${storeServiceSettings.defaultPrepMinutes}, ${DEFAULT_PREP_MINUTES})`.mapWith(
      Number,
    ),
  missed_order_minutes: sql<number>`coalesce(${storeServiceSettings.missedOrderMinutes}, 3)`.mapWith(Number),
  missed_pause_after: sql<number>`coalesce(${storeServiceSettings.missedPauseAfter}, 2)`.mapWith(Number),
  busyExtra: stores.busyExtraMinutes,
  busyUntil: stores.busyUntil,
};

/** 바쁨 in force at `now`: the extra minutes and their end, or none (it ends by itself at busy_until). */
export function busyNow(
  row: { busyExtra: number; busyUntil: Date | null },
  now: Date = new Date(),
): { extra: number; until: Date | null } {
  return row.busyUntil && row.busyUntil.getTime() > now.getTime() && row.busyExtra > 0
    ? { extra: row.busyExtra, until: row.busyUntil }
    : { extra: 0, until: null };
}

export async function getStore(db: Db, storeId: number): Promise<StoreInfo | undefined> {
  const rows = await db
    .select(storeInfoColumns)
    .from(stores)
    .leftJoin(storeGroups, eq(storeGroups.storeGroupId, stores.storeGroupId))
    .leftJoin(storeServiceSettings, eq(storeServiceSettings.storeId, stores.storeId))
    .where(eq(stores.storeId, storeId));
  const row = rows[0];
  if (!row) return undefined;
  const { busyExtra, busyUntil, ...store } = row;
  const busy = busyNow({ busyExtra, busyUntil });
  const close = (await activeTemps(db, storeId)).find((t) => t.tempType === TempType.CLOSE);
  return {
    ...store,
    busy_extra_minutes: busy.extra,
    busy_until: busy.until?.toISOString() ?? null,
    paused_until: close?.endAt.toISOString() ?? null,
  };
}
