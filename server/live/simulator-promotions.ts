import { sql } from 'drizzle-orm';
import type { AppContext } from '../lib/context';
import { rows } from '../lib/money';
import type { prng } from '../db/seed';

type Rng = ReturnType<typeof prng>;

/** Share of simulated orders placed by a member (a known customer), who earns stamps. */
export const MEMBER_SHARE = 0.4;
/** Share of a member's orders that use a coupon they hold, when one fits the basket. */
export const COUPON_SHARE = 0.15;

export interface SimulatedCustomer {
  customer_name: string;
  customer_phone: string;
  coupon_issue_id?: number;
  /** A product to add to the basket: the reward of a full stamp card (the customer claims it). */
  rewardProductId?: number;
}

/**
 * Who places a simulated order (issue 26 §5): a member of this store at MEMBER_SHARE (the channel
 * knows them by phone, so their orders earn stamps and a full card is redeemed), using a coupon they
 * hold at COUPON_SHARE; null for a walk-in customer, whom the caller invents. `basket` is the items
 * total before options, never more than the server's, so a coupon chosen by it meets its minimum.
 */
export async function simulatedCustomer(
  ctx: AppContext,
  r: Rng,
  storeId: number,
  basket: number,
  shares = { member: MEMBER_SHARE, coupon: COUPON_SHARE },
): Promise<SimulatedCustomer | null> {
  if (r.next() >= shares.member) return null;
  const members = await rows<{ customer_id: number; customer_name: string; customer_phone: string }>(
    ctx.db,
    sql`SELECT c.customer_id, c.customer_name, c.customer_phone FROM customers c
        WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.store_id = ${storeId})
        ORDER BY c.customer_id`,
  );
  if (!members.length) return null;
  const member = r.pick(members);
  const found: SimulatedCustomer = {
    customer_name: member.customer_name,
    customer_phone: member.customer_phone,
  };
  if (r.next() < shares.coupon) {
    const held = await rows<{ coupon_issue_id: number }>(
      ctx.db,
      sql`SELECT i.coupon_issue_id FROM coupon_issues i JOIN coupons k ON k.coupon_id = i.coupon_id
          WHERE i.customer_id = ${member.customer_id} AND k.store_id = ${storeId} AND i.used_at IS NULL
            AND k.status = 1 AND k.min_order_amount <= ${basket}
            AND (now() AT TIME ZONE 'Asia/Seoul')::date BETWEEN k.start_date AND k.end_date
          ORDER BY i.coupon_issue_id LIMIT 1`,
    );
    if (held[0]) found.coupon_issue_id = Number(held[0].coupon_issue_id);
  }
  // A full card: the customer orders the reward item too, so the reward comes off the order.
  const [full] = await rows<{ product_id: number }>(
    ctx.db,
    sql`SELECT pr.product_id FROM stamp_cards s JOIN stamp_programs p ON p.stamp_program_id = s.stamp_program_id
        JOIN products pr ON pr.store_id = p.store_id AND strpos(p.reward_name, pr.product_name) > 0
        WHERE s.customer_id = ${member.customer_id} AND p.store_id = ${storeId} AND p.status = 1
          AND s.stamp_count >= p.stamps_required AND pr.display = 1 AND pr.sold_out = 0
          AND (now() AT TIME ZONE 'Asia/Seoul')::date BETWEEN p.start_date AND p.end_date
        ORDER BY length(pr.product_name) DESC LIMIT 1`,
  );
  if (full) found.rewardProductId = Number(full.product_id);
  return found;
}
