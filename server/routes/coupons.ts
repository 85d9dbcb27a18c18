import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PAGE_SIZE,
  PromotionStatus,
  couponEditCall,
  couponEndCall,
  couponIssueCall,
  couponIssueListCall,
  couponListCall,
  isoToYmd,
  type Coupon,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import type { Db } from '../db';
import { couponIssues, coupons } from '../db/schema';
import { maskPhone, rowsOf, toIso } from '../lib/people-util';
import { base, checkTerms, pages, stateFilter } from '../lib/promotions';

/* A store's coupons (issue 7): what a customer is given, with how many were issued and used. */

// Table-qualified by hand: inside a subquery Drizzle would print the bare column name.
const couponIssued = sql<number>`(SELECT count(*)::int FROM coupon_issues i WHERE i.coupon_id = coupons.coupon_id)`;
const couponUsed = sql<number>`(SELECT count(*)::int FROM coupon_issues i WHERE i.coupon_id = coupons.coupon_id AND i.used_at IS NOT NULL)`;

async function couponRows(db: Db, where: SQL | undefined, pageNo = 1): Promise<Coupon[]> {
  const rows = await db
    .select({ c: coupons, issued: couponIssued, used: couponUsed })
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.couponId))
    .limit(PAGE_SIZE)
    .offset((pageNo - 1) * PAGE_SIZE);
  return rows.map(({ c, issued, used }) => ({
    coupon_id: c.couponId,
    coupon_name: c.couponName,
    discount_type: c.discountType,
    discount_value: c.discountValue,
    min_order_amount: c.minOrderAmount,
    issue_limit: c.issueLimit,
    issued_count: Number(issued),
    used_count: Number(used),
    ...base(c),
  }));
}

async function lockCoupon(db: Db, storeId: number, id: number) {
  // Lock first, then read the counts: a second tablet's edit waits for this one.
  const locked = await db
    .select({ id: coupons.couponId })
    .from(coupons)
    .where(and(eq(coupons.storeId, storeId), eq(coupons.couponId, id)))
    .for('update');
  if (!locked.length) throw fail.notFound('쿠폰을 찾을 수 없습니다.');
  return (await couponRows(db, eq(coupons.couponId, id)))[0]!;
}

/** Names for a refusal: '김하나 님' or '김하나 님 외 2명'. */
function whoText(names: string[]): string {
  return names.length > 1 ? `${names[0]} 님 외 ${names.length - 1}명` : `${names[0]} 님`;
}

/**
 * Issuing a coupon (issue 26 §5; docs/decisions.md, "Issuing coupons"): to customers of the store only
 * (those who ordered from it, as the customer list shows them), never to one who still holds an unused
 * issue of the same coupon, within the coupon's issue limit, while it is scheduled or active. All or
 * nothing, so the manager sees one message and fixes the selection.
 */
async function issueCoupon(tx: Db, storeId: number, couponId: number, customerIds: number[]) {
  const coupon = await lockCoupon(tx, storeId, couponId);
  if (coupon.state === 'ended') throw fail.conflict('종료된 쿠폰은 발급할 수 없습니다.', coupon);
  if (coupon.state === 'expired') throw fail.conflict('사용 기간이 지난 쿠폰은 발급할 수 없습니다.', coupon);
  const ids = [...new Set(customerIds)];
  const idList = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  const known = await rowsOf<{ customer_id: number }>(
    tx,
    sql`SELECT c.customer_id FROM customers c
        WHERE c.customer_id IN (${idList})
          AND EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id AND o.store_id = ${storeId})`,
  );
  if (known.length !== ids.length) {
    const message =
      ids.length === 1
        ? '이 매장의 고객이 아닙니다. 이 매장에서 주문한 고객에게만 쿠폰을 발급할 수 있습니다.'
        : `선택한 고객 중 ${ids.length - known.length}명은 이 매장의 고객이 아닙니다. 이 매장에서 주문한 고객에게만 쿠폰을 발급할 수 있습니다.`;
    throw fail.validation({ customer_ids: message }, message);
  }
  const holders = await rowsOf<{ customer_name: string }>(
    tx,
    sql`SELECT c.customer_name FROM coupon_issues i JOIN customers c ON c.customer_id = i.customer_id
        WHERE i.coupon_id = ${couponId} AND i.used_at IS NULL AND i.customer_id IN (${idList})
        GROUP BY c.customer_id, c.customer_name ORDER BY c.customer_name`,
  );
  if (holders.length) {
    const message = `${whoText(holders.map((h) => h.customer_name))}은(는) 아직 쓰지 않은 이 쿠폰을 가지고 있습니다. 선택에서 빼고 다시 발급해 주세요.`;
    throw fail.validation({ customer_ids: message }, message);
  }
  if (coupon.issue_limit !== null && coupon.issued_count + ids.length > coupon.issue_limit) {
    const left = Math.max(0, coupon.issue_limit - coupon.issued_count);
    const message = `발급 한도 ${coupon.issue_limit}장 중 ${left}장 남았습니다. ${ids.length}명에게 발급할 수 없습니다.`;
    throw fail.validation({ customer_ids: message }, message);
  }
  await tx.insert(couponIssues).values(ids.map((customerId) => ({ couponId, customerId })));
  const [after] = await couponRows(tx, eq(coupons.couponId, couponId));
  return { coupon: after!, issued_count: ids.length };
}

/** The store's coupon, read without a lock (a list). */
async function findCoupon(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({ endDate: coupons.endDate })
    .from(coupons)
    .where(and(eq(coupons.storeId, storeId), eq(coupons.couponId, id)));
  if (!row) throw fail.notFound('쿠폰을 찾을 수 없습니다.');
  return row;
}

export function couponRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, couponIssueCall, {
    write: true,
    handler: ({ tx, body, storeId }) => issueCoupon(tx, storeId, body.coupon_id, body.customer_ids),
  });

  registerCall(app, ctx, couponIssueListCall, {
    async handler({ tx, body, storeId }) {
      const coupon = await findCoupon(tx, storeId, body.coupon_id);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(couponIssues)
        .where(eq(couponIssues.couponId, body.coupon_id));
      const rows = await rowsOf<{
        coupon_issue_id: number;
        customer_id: number;
        customer_name: string;
        customer_phone: string;
        issued_at: unknown;
        used_at: unknown;
        order_id: number | null;
        order_no: string | null;
      }>(
        tx,
        sql`SELECT i.coupon_issue_id, i.customer_id, c.customer_name, c.customer_phone, i.issued_at, i.used_at,
              i.order_id, o.order_no
            FROM coupon_issues i
            JOIN customers c ON c.customer_id = i.customer_id
            LEFT JOIN orders o ON o.order_id = i.order_id
            WHERE i.coupon_id = ${body.coupon_id}
            ORDER BY i.issued_at DESC, i.coupon_issue_id DESC
            LIMIT ${PAGE_SIZE} OFFSET ${(body.page_no - 1) * PAGE_SIZE}`,
      );
      return {
        issue_list: rows.map((r) => ({
          coupon_issue_id: Number(r.coupon_issue_id),
          customer_id: Number(r.customer_id),
          customer_name: r.customer_name,
          customer_phone: maskPhone(r.customer_phone) ?? '',
          issued_at: toIso(r.issued_at)!,
          expires_on: isoToYmd(coupon.endDate),
          used_at: toIso(r.used_at),
          order_id: r.order_id === null ? null : Number(r.order_id),
          order_no: r.order_no,
        })),
        ...pages(Number(n), body.page_no),
      };
    },
  });

  registerCall(app, ctx, couponListCall, {
    async handler({ tx, body, storeId }) {
      const where = and(eq(coupons.storeId, storeId), stateFilter(coupons, body.state));
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(coupons).where(where);
      return { coupon_list: await couponRows(tx, where, body.page_no), ...pages(Number(n), body.page_no) };
    },
  });

  registerCall(app, ctx, couponEditCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const { start, end } = checkTerms(body, !body.coupon_id);
      const values = {
        couponName: body.coupon_name,
        discountType: body.discount_type,
        discountValue: body.discount_value,
        minOrderAmount: body.min_order_amount,
        issueLimit: body.issue_limit ?? null,
        startDate: start,
        endDate: end,
      };
      let id: number;
      if (body.coupon_id) {
        const current = await lockCoupon(tx, storeId, body.coupon_id);
        if (current.status === PromotionStatus.ENDED)
          throw fail.conflict('종료된 쿠폰은 수정할 수 없습니다.', current);
        // Customers already hold it: what it is worth cannot change under them.
        if (
          current.issued_count > 0 &&
          (current.discount_type !== body.discount_type || current.discount_value !== body.discount_value)
        ) {
          throw fail.validation({ discount_value: '이미 발급된 쿠폰은 할인 내용을 바꿀 수 없습니다.' });
        }
        if (body.issue_limit !== undefined && body.issue_limit < current.issued_count) {
          throw fail.validation({
            issue_limit: `이미 ${current.issued_count}장 발급되었습니다. 그보다 적게 할 수 없습니다.`,
          });
        }
        await tx.update(coupons).set(values).where(eq(coupons.couponId, body.coupon_id));
        id = body.coupon_id;
      } else {
        const [row] = await tx
          .insert(coupons)
          .values({ ...values, storeId: storeId })
          .returning({ id: coupons.couponId });
        id = row!.id;
      }
      const [coupon] = await couponRows(tx, eq(coupons.couponId, id));
      return { coupon: coupon! };
    },
  });

  registerCall(app, ctx, couponEndCall, {
    write: true,
    async handler({ tx, body, storeId }) {
      const current = await lockCoupon(tx, storeId, body.coupon_id);
      if (current.status === PromotionStatus.ENDED) throw fail.conflict('이미 종료된 쿠폰입니다.', current);
      await tx
        .update(coupons)
        .set({ status: PromotionStatus.ENDED, endedAt: new Date() })
        .where(eq(coupons.couponId, body.coupon_id));
      const [coupon] = await couponRows(tx, eq(coupons.couponId, body.coupon_id));
      return { coupon: coupon! };
    },
  });
}
