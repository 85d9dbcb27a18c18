import { eq } from 'drizzle-orm';
import type { StoreInfo } from '../../src/contract';
import type { Db } from '../db';
import { storeGroups, stores } from '../db/schema';

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

export async function getStore(db: Db, storeId: number): Promise<StoreInfo | undefined> {
  const rows = await db
    .select(storeColumns)
    .from(stores)
    .leftJoin(storeGroups, eq(storeGroups.storeGroupId, stores.storeGroupId))
    .where(eq(stores.storeId, storeId));
  return rows[0];
}
