import { eq, sql } from 'drizzle-orm';
import type { StoreInfo } from '../../src/contract';
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
};

export async function getStore(db: Db, storeId: number): Promise<StoreInfo | undefined> {
  const rows = await db
    .select(storeInfoColumns)
    .from(stores)
    .leftJoin(storeGroups, eq(storeGroups.storeGroupId, stores.storeGroupId))
    .leftJoin(storeServiceSettings, eq(storeServiceSettings.storeId, stores.storeId))
    .where(eq(stores.storeId, storeId));
  return rows[0];
}
