import { eq, sql, type SQL } from 'drizzle-orm';
import { OrderStatus } from '../../src/contract';
import type { Db } from '../db';
import { orders, storeServiceSettings } from '../db/schema';

/*
 * What a missed order is (issue 26 §3), in one place for the day's log (server/routes/missed-orders.ts)
 * and the sales report's count per day (server/routes/money.ts): a new order nobody accepted within the
 * store's missed-order minutes. Worked out from the orders themselves (arrival and accept times).
 */

/** The store's missed-order minutes (service settings; 3 when the store never set them). */
export async function missedOrderMinutes(tx: Db, storeId: number): Promise<number> {
  const [settings] = await tx
    .select({ minutes: storeServiceSettings.missedOrderMinutes })
    .from(storeServiceSettings)
    .where(eq(storeServiceSettings.storeId, storeId));
  return settings?.minutes ?? 3;
}

/**
 * The orders of `orders` (as the Drizzle table, unaliased) that were missed. Waited: to the accept; for
 * an order still new, to now. Cancelled ones count only if they were accepted late.
 */
export function missedCondition(minutes: number): SQL {
  return sql`(${orders.acceptedAt} IS NOT NULL OR ${orders.orderStatus} = ${OrderStatus.ORDERED})
    AND coalesce(${orders.acceptedAt}, now()) - ${orders.createdAt} > make_interval(mins => ${minutes})`;
}
