import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from './index';
import * as t from './schema';
import { hashPassword } from '../auth/password';
import { orderNoPrefix } from '../lib/format';
import { kstDayStart, type OrderItem } from '../../src/contract';
import { seedMenuStore } from './seed-menu-store';
import { seedMoney } from './seed-money';
import { seedPeople } from './seed-people';
import {
  CODES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  MANAGER_GROUPS,
  MENUS,
  prng,
  randomAddress,
  randomName,
  randomPhone,
  randomRequest,
  STORE_GROUPS,
  STORES,
} from './seed-data';

export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  prng,
  randomAddress,
  randomName,
  randomPhone,
  randomRequest,
} from './seed-data';

/**
 * The demo images the seeded stores and products point at (/uploads/seed/<file>): file name, label and
 * colour. server/storage/seed-images.ts draws and serves them.
 */
export function seedImageSpecs(): { file: string; label: string; color: string }[] {
  const specs = STORES.map((s, i) => ({
    file: `logo-${i + 1}.svg`,
    label: s.name.split(' ')[0]!,
    color: s.color,
  }));
  MENUS.forEach((menu, si) => {
    let n = 0;
    for (const items of Object.values(menu)) {
      for (const [name] of items) {
        n += 1;
        specs.push({ file: `menu-${si + 1}-${n}.svg`, label: name.split(' ')[0]!, color: STORES[si]!.color });
      }
    }
  });
  return specs;
}

/**
 * Lock held while the demo is seeded or an account is created from the command line (create-admin),
 * so that a node seeding and an operator creating the first administrator never interleave.
 */
export const SEED_LOCK = sql`SELECT pg_advisory_xact_lock(72002)`;

/**
 * The roles and the code lists (order types, statuses, payment types) that the app needs on any
 * database. Idempotent; call it inside a transaction holding SEED_LOCK (codes have no unique key).
 */
export async function ensureReferenceData(tx: Db): Promise<void> {
  await tx.insert(t.managerGroups).values(MANAGER_GROUPS).onConflictDoNothing();
  if ((await tx.select({ id: t.codes.codeId }).from(t.codes).limit(1)).length) return;
  await tx.insert(t.codes).values(
    CODES.map(([columnName, codeValue, codeName, apply], i) => ({
      columnName,
      codeValue,
      codeName,
      apply,
      sort: i,
    })),
  );
}

/** What the demo data's state is: `seeded` now, already `present`, or `not-empty` (real data: left alone). */
export type SeedOutcome = 'seeded' | 'present' | 'not-empty';

/** Whether the demo was seeded into this database (now or on an earlier start). */
export async function demoPresent(db: Db): Promise<boolean> {
  return (await db.select().from(t.settings).where(eq(t.settings.key, 'seeded'))).length > 0;
}

/** Whether the database holds accounts or stores (created by create-admin or in the app). */
async function holdsData(db: Db): Promise<boolean> {
  const [m] = await db.select({ id: t.managers.managerId }).from(t.managers).limit(1);
  const [s] = await db.select({ id: t.stores.storeId }).from(t.stores).limit(1);
  return Boolean(m ?? s);
}

/** Whether anybody can log in: without an account, start-up says how to create the first one. */
export async function hasAccounts(db: Db): Promise<boolean> {
  return (await db.select({ id: t.managers.managerId }).from(t.managers).limit(1)).length > 0;
}

/**
 * Seeds the demo once (a `settings` row remembers it), in one transaction, and only into an empty
 * database: the demo's well-known password must never land next to real accounts.
 */
export async function seedIfEmpty(database: Database): Promise<SeedOutcome> {
  if (await demoPresent(database.db)) return 'present';
  if (await holdsData(database.db)) return 'not-empty';
  // Each account its own salt: one shared hash would show which accounts share a password.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  let outcome: SeedOutcome = 'seeded';
  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // Two API nodes starting together on one PostgreSQL: the second waits here and then finds it done.
    await tx.execute(SEED_LOCK);
    if (await demoPresent(tx)) {
      outcome = 'present';
      return;
    }
    if (await holdsData(tx)) {
      outcome = 'not-empty';
      return;
    }
    await tx.insert(t.storeGroups).values(STORE_GROUPS.map((storeGroupName) => ({ storeGroupName })));
    await tx.insert(t.stores).values(
      STORES.map((s, i) => ({
        storeName: s.name,
        storeAppName: s.app,
        storeType: s.type,
        storeGroupId: s.group,
        storePhone: s.phone,
        storeAddress: s.address,
        storeLogo: `/uploads/seed/logo-${i + 1}.svg`,
        storeDescription:
          s.type === 1 ? '경기 시작 2시간 전부터 9회 종료까지 운영합니다.' : '매일 11:00 – 23:00',
      })),
    );
    await ensureReferenceData(tx);
    await tx.insert(t.managers).values(
      DEMO_ACCOUNTS.map((a, i) => ({
        managerUserId: a.id,
        passwordHash: hashes[i]!,
        managerName: a.name,
        managerGroupId: a.group,
        managerGroupType: a.type,
        storeId: a.store,
        storeGroupId: a.storeGroup,
        managerPhone: a.phone,
      })),
    );

    const menuByStore: (typeof t.products.$inferSelect)[][] = [];
    for (const [si, menu] of MENUS.entries()) {
      const storeId = si + 1;
      const list: (typeof t.products.$inferSelect)[] = [];
      let n = 0;
      for (const [gi, [groupName, items]] of Object.entries(menu).entries()) {
        const [group] = await tx
          .insert(t.productGroups)
          .values({ storeId, productGroupName: groupName, sort: gi })
          .returning();
        const rows = await tx
          .insert(t.products)
          .values(
            items.map(([productName, price, options], k) => {
              n += 1;
              return {
                storeId,
                productGroupId: group!.productGroupId,
                productName,
                price,
                sort: k,
                image: `/uploads/seed/menu-${storeId}-${n}.svg`,
                description: `${productName} — ${STORES[si]!.name} 인기 메뉴`,
                options: (options ?? []).map(([option_name, option_price]) => ({
                  option_name,
                  option_price,
                })),
              };
            }),
          )
          .returning();
        list.push(...rows);
      }
      menuByStore.push(list);
    }

    await seedHistory(tx, menuByStore);
    await seedMenuStore(tx);
    await seedMoney(tx);
    await seedPeople(tx);
    await tx.insert(t.settings).values({ key: 'seeded', value: new Date().toISOString() });
  });
  return outcome;
}

const PAY_TYPES = [1, 1, 1, 2, 2, 3, 4, 90];

/** Three weeks of served/cancelled orders with payments, plus a few open ones for today. */
async function seedHistory(tx: Db, menuByStore: (typeof t.products.$inferSelect)[][]) {
  const r = prng(20261121);
  const customers = await tx
    .insert(t.customers)
    .values(
      Array.from({ length: 60 }, () => ({ customerName: randomName(r), customerPhone: randomPhone(r) })),
    )
    .returning();
  const now = Date.now();
  const dayMs = 86_400_000;
  // Midnight KST today, as a UTC timestamp.
  const kstMidnight = kstDayStart(now);

  for (const [si, menu] of menuByStore.entries()) {
    const storeId = si + 1;
    const orderRows: (typeof t.orders.$inferInsert)[] = [];
    for (let d = 21; d >= 0; d--) {
      const times: number[] = [];
      if (d === 0) {
        // Today: a few open orders from the last hour, whatever the time of day, so the live board is alive.
        for (let k = 4; k >= 1; k--) times.push(now - k * r.int(6, 12) * 60_000);
      } else {
        for (let k = r.int(14, 30); k > 0; k--) {
          times.push(kstMidnight - d * dayMs + r.int(11 * 60, 22 * 60) * 60_000 + r.int(0, 59) * 1000);
        }
      }
      times.sort((a, b) => a - b);
      times.forEach((at, k) => {
        const type = storeId === 3 ? r.pick([2, 2, 3, 1]) : r.pick([1, 1, 2, 2, 3, 4, 4]);
        const lines = r.int(1, 3);
        const items: OrderItem[] = [];
        for (let l = 0; l < lines; l++) {
          const p = r.pick(menu);
          const opt = p.options.length && r.next() < 0.3 ? [r.pick(p.options)] : [];
          items.push({
            product_id: p.productId,
            product_name: p.productName,
            quantity: r.int(1, 2),
            price: p.price,
            options: opt,
          });
        }
        const total = items.reduce(
          (s, i) => s + i.quantity * (i.price + i.options.reduce((a, o) => a + o.option_price, 0)),
          0,
        );
        const customer = r.pick(customers);
        const isToday = d === 0;
        const cancelled = !isToday && r.next() < 0.05;
        const status = isToday ? [1, 2, 3, 7][k % 4]! : cancelled ? 9 : 7;
        const updated = at + r.int(10, 40) * 60_000;
        orderRows.push({
          storeId,
          orderNo: `${orderNoPrefix(type)}-${String(k + 1).padStart(3, '0')}`,
          orderType: type,
          orderStatus: status,
          tableNo: type === 1 ? String(r.int(1, 12)) : null,
          pickupTime: type === 3 ? new Date(at + r.int(4, 12) * 5 * 60_000) : null,
          deliveryAddress: type === 4 ? randomAddress(r) : null,
          customerId: customer.customerId,
          customerName: customer.customerName,
          customerPhone: customer.customerPhone,
          request: randomRequest(r) || null,
          items,
          totalAmount: total,
          payType: r.pick(PAY_TYPES),
          prepMinutes: status === 1 ? null : r.int(2, 6) * 5,
          cancelReason: cancelled ? r.pick(['고객 요청', '재료 소진', '배달 불가 지역']) : null,
          createdAt: new Date(at),
          // Accepted 1–5 minutes after arrival (from the arrival minute, not the generator: the rest of
          // the demo stays as it was); a few of them missed the 3-minute rule.
          acceptedAt:
            status === 1 || cancelled ? null : new Date(at + ((Math.floor(at / 60_000) % 5) + 1) * 60_000),
          updatedAt: new Date(isToday ? at : Math.min(updated, now)),
          customerKey: randomBytes(8).toString('hex'),
        });
      });
    }
    // A reserved pickup later today, so the reservation list is not empty on a fresh demo.
    const p = menu[0]!;
    orderRows.push({
      storeId,
      orderNo: `R-${String(90 + storeId)}`,
      orderType: 3,
      orderStatus: 1,
      pickupTime: new Date(now + 3 * 3600_000),
      customerName: randomName(r),
      customerPhone: randomPhone(r),
      request: '도착하면 전화드릴게요',
      items: [
        { product_id: p.productId, product_name: p.productName, quantity: 2, price: p.price, options: [] },
      ],
      totalAmount: p.price * 2,
      payType: 2,
      createdAt: new Date(now - 20 * 60_000),
      updatedAt: new Date(now - 20 * 60_000),
      customerKey: randomBytes(8).toString('hex'),
    });
    for (let i = 0; i < orderRows.length; i += 200) {
      const inserted = await tx
        .insert(t.orders)
        .values(orderRows.slice(i, i + 200))
        .returning();
      await tx.insert(t.payments).values(
        inserted.map((o) => ({
          storeId,
          orderId: o.orderId,
          payType: o.payType,
          amount: o.totalAmount,
          paymentStatus: o.orderStatus === 9 ? 9 : 1,
          approvalNo: randomBytes(4).toString('hex').toUpperCase(),
          cardName: o.payType === 1 ? r.pick(['신한카드', 'KB국민카드', '현대카드', '삼성카드']) : null,
          approvedAt: o.createdAt,
          cancelledAt: o.orderStatus === 9 ? o.updatedAt : null,
        })),
      );
    }
  }
}
