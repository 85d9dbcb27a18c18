import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { DiscountKind, DiscountType, type OrderDiscount, type OrderItem } from '../../src/contract';
import type { Db } from '../db';
import {
  couponIssues,
  coupons,
  customers,
  promotionPeriodUses,
  promotionPeriods,
  stampCards,
  stampEvents,
  stampPrograms,
} from '../db/schema';
import { fail } from './errors';
import { formatWon } from './format';
import { promotionState, stateFilter } from './promotions';

/*
 * Promotions that count (issue 26 §5): what a customer-channel order is discounted by, computed in the
 * order's transaction, and undone when the order is cancelled. The rules (docs/decisions.md,
 * "Promotions on orders"):
 *  - discounts come off the items, never the delivery fee, and never below 0 (each line is capped at
 *    what is left);
 *  - order of application: a stamp card's reward (a free item), then the best promotion period active
 *    today (one per order), then the coupon the customer chose (one per order);
 *  - percentages are cut down to 10 won, as Korean shops round;
 *  - minimum order amounts (coupon, stamp accrual) are read against the items before any discount.
 */

/** A percentage of `base`, cut down to 10 won; an amount as it is. Never more than `base`. */
export function discountOf(type: number, value: number, base: number): number {
  const raw = type === DiscountType.PERCENT ? Math.floor((base * value) / 100 / 10) * 10 : value;
  return Math.max(0, Math.min(raw, base));
}

/** digits of a phone number: 010-1234-5678 and 01012345678 are the same customer. */
const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * The member behind an order: the customer whose phone the order carries. The channel has no customer
 * accounts of its own; the customers table is the membership (a customer app signs people up).
 */
export async function findCustomer(tx: Db, phone: string | undefined): Promise<number | null> {
  if (!phone) return null;
  const [row] = await tx
    .select({ id: customers.customerId })
    .from(customers)
    .where(sql`regexp_replace(${customers.customerPhone}, '[^0-9]', '', 'g') = ${digits(phone)}`)
    .orderBy(customers.customerId)
    .limit(1);
  return row?.id ?? null;
}

interface PromotionInput {
  storeId: number;
  customerId: number | null;
  items: OrderItem[];
  itemsTotal: number;
  couponIssueId: number | undefined;
}

export interface AppliedPromotions {
  lines: OrderDiscount[];
  total: number;
  /** Writes what the discounts used (coupon, period use, stamp card) against the new order. */
  record(orderId: number): Promise<void>;
}

const couponRefused = (message: string) => fail.validation({ coupon_issue_id: message }, message);

/** Checks the coupon issue, locking it: a second order using it waits, then finds it used. */
async function couponFor(tx: Db, input: PromotionInput) {
  const [row] = await tx
    .select({ issue: couponIssues, coupon: coupons })
    .from(couponIssues)
    .innerJoin(coupons, eq(coupons.couponId, couponIssues.couponId))
    .where(eq(couponIssues.couponIssueId, input.couponIssueId!))
    .for('update', { of: couponIssues });
  if (!row) throw couponRefused('쿠폰을 찾을 수 없습니다.');
  const { issue, coupon } = row;
  if (coupon.storeId !== input.storeId) throw couponRefused('이 매장에서 쓸 수 없는 쿠폰입니다.');
  if (input.customerId === null || issue.customerId !== input.customerId)
    throw couponRefused('주문하신 분께 발급된 쿠폰이 아닙니다.');
  if (issue.usedAt) throw fail.conflict('이미 사용한 쿠폰입니다.');
  const state = promotionState(coupon.status, coupon.startDate, coupon.endDate);
  if (state === 'ended') throw couponRefused('종료된 쿠폰입니다.');
  if (state === 'expired') throw couponRefused('사용 기간이 지난 쿠폰입니다.');
  if (state === 'scheduled') throw couponRefused('아직 사용 기간이 아닌 쿠폰입니다.');
  if (input.itemsTotal < coupon.minOrderAmount)
    throw couponRefused(
      `${formatWon(coupon.minOrderAmount)} 이상 주문할 때 쓸 수 있는 쿠폰입니다. ${formatWon(coupon.minOrderAmount - input.itemsTotal)} 더 담아 주세요.`,
    );
  return { issue, coupon };
}

/** The store's running stamp program today (programs do not overlap; the newest wins if they do). */
async function activeStampProgram(tx: Db, storeId: number) {
  const [program] = await tx
    .select()
    .from(stampPrograms)
    .where(and(eq(stampPrograms.storeId, storeId), stateFilter(stampPrograms, 'active')))
    .orderBy(desc(stampPrograms.startDate), desc(stampPrograms.stampProgramId))
    .limit(1);
  return program;
}

/**
 * The reward item: the longest product name on the order that the reward names ('후라이드치킨 1마리'
 * names '후라이드치킨'). One unit of it comes off; without one the reward is handed over in kind.
 */
function rewardItem(rewardName: string, items: OrderItem[]): OrderItem | undefined {
  return items
    .filter((i) => rewardName.includes(i.product_name))
    .sort((a, b) => b.product_name.length - a.product_name.length || b.price - a.price)[0];
}

export async function applyPromotions(tx: Db, input: PromotionInput): Promise<AppliedPromotions> {
  const lines: OrderDiscount[] = [];
  const writes: ((orderId: number) => Promise<unknown>)[] = [];
  let left = input.itemsTotal;
  const take = (line: Omit<OrderDiscount, 'amount'>, amount: number) => {
    const capped = Math.max(0, Math.min(amount, left));
    left -= capped;
    lines.push({ ...line, amount: capped });
    return capped;
  };

  // 1. The stamp card: a full card is redeemed by this order; otherwise this order earns a stamp.
  const program = input.customerId !== null ? await activeStampProgram(tx, input.storeId) : undefined;
  if (program && input.customerId !== null) {
    const customerId = input.customerId;
    const [card] = await tx
      .select()
      .from(stampCards)
      .where(
        and(eq(stampCards.stampProgramId, program.stampProgramId), eq(stampCards.customerId, customerId)),
      )
      .for('update');
    if (card && card.stampCount >= program.stampsRequired) {
      const item = rewardItem(program.rewardName, input.items);
      take(
        { kind: DiscountKind.STAMP, ref_id: card.stampCardId, label: `스탬프 보상: ${program.rewardName}` },
        item ? item.price : 0,
      );
      await tx
        .update(stampCards)
        .set({
          stampCount: sql`${stampCards.stampCount} - ${program.stampsRequired}`,
          rewardCount: sql`${stampCards.rewardCount} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(stampCards.stampCardId, card.stampCardId));
      writes.push((orderId) =>
        tx.insert(stampEvents).values({
          stampCardId: card.stampCardId,
          orderId,
          stamps: -program.stampsRequired,
        }),
      );
    } else if (input.itemsTotal >= program.minOrderAmount) {
      const [earned] = await tx
        .insert(stampCards)
        .values({ stampProgramId: program.stampProgramId, customerId, stampCount: 1 })
        .onConflictDoUpdate({
          target: [stampCards.stampProgramId, stampCards.customerId],
          set: { stampCount: sql`${stampCards.stampCount} + 1`, updatedAt: new Date() },
        })
        .returning({ id: stampCards.stampCardId });
      writes.push((orderId) =>
        tx.insert(stampEvents).values({ stampCardId: earned!.id, orderId, stamps: 1 }),
      );
    }
  }

  // 2. The promotion period active today that gives the most (they apply by themselves, one per order).
  const periods = await tx
    .select()
    .from(promotionPeriods)
    .where(and(eq(promotionPeriods.storeId, input.storeId), stateFilter(promotionPeriods, 'active')));
  const best = periods
    .map((p) => ({ p, amount: discountOf(p.discountType, p.discountValue, left) }))
    .sort((a, b) => b.amount - a.amount || a.p.promotionId - b.p.promotionId)[0];
  if (best && best.amount > 0) {
    const amount = take(
      { kind: DiscountKind.PERIOD, ref_id: best.p.promotionId, label: best.p.promotionName },
      best.amount,
    );
    writes.push((orderId) =>
      tx
        .insert(promotionPeriodUses)
        .values({ promotionId: best.p.promotionId, orderId, discountAmount: amount }),
    );
  }

  // 3. The coupon the customer chose.
  if (input.couponIssueId !== undefined) {
    const { issue, coupon } = await couponFor(tx, input);
    const amount = discountOf(coupon.discountType, coupon.discountValue, left);
    if (amount <= 0) throw couponRefused('할인할 금액이 남지 않아 쿠폰을 쓸 수 없습니다.');
    take({ kind: DiscountKind.COUPON, ref_id: issue.couponIssueId, label: coupon.couponName }, amount);
    writes.push(async (orderId) => {
      // Conditional: only an unused issue is marked, so a double use can never mark it twice.
      const marked = await tx
        .update(couponIssues)
        .set({ usedAt: new Date(), orderId })
        .where(and(eq(couponIssues.couponIssueId, issue.couponIssueId), isNull(couponIssues.usedAt)))
        .returning({ id: couponIssues.couponIssueId });
      if (!marked.length) throw fail.conflict('이미 사용한 쿠폰입니다.');
    });
  }

  const total = lines.reduce((s, l) => s + l.amount, 0);
  return {
    lines,
    total,
    async record(orderId) {
      for (const write of writes) await write(orderId);
    },
  };
}

/**
 * Undoes what an order's promotions used, when it is cancelled: the coupon goes back to the customer
 * (usable again while its period lasts), the period use is no longer counted, and the stamp card gets
 * back the stamp it earned (never below 0) or the reward it redeemed. The order keeps its discount
 * lines: they are what it was sold for.
 */
export async function reversePromotions(tx: Db, orderId: number): Promise<void> {
  await tx.update(couponIssues).set({ usedAt: null, orderId: null }).where(eq(couponIssues.orderId, orderId));
  await tx.delete(promotionPeriodUses).where(eq(promotionPeriodUses.orderId, orderId));
  const events = await tx.delete(stampEvents).where(eq(stampEvents.orderId, orderId)).returning();
  for (const e of events) {
    await tx
      .update(stampCards)
      .set({
        stampCount: sql`greatest(0, ${stampCards.stampCount} - ${e.stamps})`,
        rewardCount: e.stamps < 0 ? sql`greatest(0, ${stampCards.rewardCount} - 1)` : stampCards.rewardCount,
        updatedAt: new Date(),
      })
      .where(eq(stampCards.stampCardId, e.stampCardId));
  }
}
