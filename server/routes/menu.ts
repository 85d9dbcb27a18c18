import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  productCountEditCall,
  SocketCmd,
  productDelCall,
  productEditCall,
  productGroupDelCall,
  productGroupEditCall,
  productGroupListCall,
  productGroupOrderEditCall,
  productListCall,
  productOrderEditCall,
  productSoldOutCall,
  type MenuLists,
  type Product,
  type ProductGroup,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import type { Db } from '../db';
import { productGroups, products } from '../db/schema';
import { endOfKstDay, isSoldOutNow } from '../lib/store-availability';

type ProductRow = typeof products.$inferSelect;
type GroupRow = typeof productGroups.$inferSelect;

export function toProduct(p: ProductRow, now: Date = new Date()): Product {
  const soldOut = isSoldOutNow(p, now);
  return {
    product_id: p.productId,
    store_product_group_id: p.productGroupId,
    product_name: p.productName,
    price: p.price,
    description: p.description,
    image: p.image,
    stock_count: p.stockCount,
    sold_out: soldOut ? 1 : 0,
    sold_out_until: soldOut && p.soldOutUntil ? p.soldOutUntil.toISOString() : null,
    display: p.display,
    sort: p.sort,
    options: p.options,
    version: p.version,
  };
}

/** A group reads as sold out when it has products and every one of them is sold out right now. */
function toGroup(g: GroupRow, list: Product[]): ProductGroup {
  const mine = list.filter((p) => p.store_product_group_id === g.productGroupId);
  return {
    store_product_group_id: g.productGroupId,
    store_product_group_name: g.productGroupName,
    sort: g.sort,
    display: g.display,
    sold_out: mine.length > 0 && mine.every((p) => p.sold_out === 1) ? 1 : 0,
    product_count: mine.length,
    version: g.version,
  };
}

async function loadMenu(tx: Db, storeId: number, groupId?: number): Promise<MenuLists> {
  const groups = await tx
    .select()
    .from(productGroups)
    .where(eq(productGroups.storeId, storeId))
    .orderBy(asc(productGroups.sort), asc(productGroups.productGroupId));
  const rows = await tx
    .select()
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(asc(products.sort), asc(products.productId));
  const now = new Date();
  const all = rows.map((p) => toProduct(p, now));
  const order = new Map(groups.map((g, i) => [g.productGroupId, i]));
  all.sort((a, b) => (order.get(a.store_product_group_id) ?? 0) - (order.get(b.store_product_group_id) ?? 0));
  const group_list = groups.map((g) => toGroup(g, all));
  const product_list = groupId ? all.filter((p) => p.store_product_group_id === groupId) : all;
  return { group_list, product_list };
}

async function findGroup(tx: Db, storeId: number, groupId: number, lock = false) {
  const q = tx
    .select()
    .from(productGroups)
    .where(and(eq(productGroups.storeId, storeId), eq(productGroups.productGroupId, groupId)));
  const rows = lock ? await q.for('update') : await q;
  return rows[0];
}

async function findProduct(tx: Db, storeId: number, productId: number) {
  const rows = await tx
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.productId, productId)))
    .for('update');
  return rows[0];
}

/** Same members, any order. */
function sameSet(a: number[], b: number[]) {
  return a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));
}

/** A product's update moves its version (the sold-out call's stale check). */
const bumped = { version: sql`${products.version} + 1` };

/**
 * A group's version moves with the group and with what it contains (a product added, moved, deleted or
 * marked): its derived sold-out state may have changed, so a queued group toggle must see it as stale.
 */
async function bumpGroups(tx: Db, ids: number[]) {
  await tx
    .update(productGroups)
    .set({ version: sql`${productGroups.version} + 1` })
    .where(inArray(productGroups.productGroupId, [...new Set(ids)]));
}

/** The refusal of a sold-out toggle made against an older state: says what the item is now. */
function staleSoldOut(soldOutNow: boolean, current: object) {
  return fail.conflict(`다른 기기에서 먼저 변경했습니다 — 현재: ${soldOutNow ? '품절' : '판매 중'}`, current);
}

/** The other tablets of the store refetch the menu and sold-out marks (issue 26). */
const MENU_CHANGED = { cmd: SocketCmd.MENU_CHANGED };

export function menuRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, productGroupListCall, {
    async handler({ tx, storeId }) {
      const { group_list } = await loadMenu(tx, storeId);
      return { group_list };
    },
  });

  registerCall(app, ctx, productGroupEditCall, {
    write: true,
    announce: MENU_CHANGED,
    async handler({ tx, storeId, body }) {
      const sid = storeId;
      const dup = await tx
        .select({ id: productGroups.productGroupId })
        .from(productGroups)
        .where(
          and(
            eq(productGroups.storeId, sid),
            eq(productGroups.productGroupName, body.store_product_group_name),
          ),
        );
      if (dup.some((d) => d.id !== body.store_product_group_id)) {
        throw fail.validation({ store_product_group_name: '같은 이름의 그룹이 이미 있습니다.' });
      }
      let id: number;
      if (body.store_product_group_id) {
        const g = await findGroup(tx, sid, body.store_product_group_id, true);
        if (!g) throw fail.notFound('메뉴 그룹을 찾을 수 없습니다.');
        await tx
          .update(productGroups)
          .set({
            productGroupName: body.store_product_group_name,
            display: body.display,
            version: sql`${productGroups.version} + 1`,
          })
          .where(eq(productGroups.productGroupId, g.productGroupId));
        id = g.productGroupId;
      } else {
        const [row] = await tx
          .insert(productGroups)
          .values({
            storeId: sid,
            productGroupName: body.store_product_group_name,
            display: body.display,
            sort: sql`(SELECT coalesce(max(sort), -1) + 1 FROM product_groups WHERE store_id = ${sid})`,
          })
          .returning();
        id = row!.productGroupId;
      }
      const menu = await loadMenu(tx, sid);
      return { group: menu.group_list.find((g) => g.store_product_group_id === id)! };
    },
  });

  registerCall(app, ctx, productGroupDelCall, {
    write: true,
    announce: MENU_CHANGED,
    async handler({ tx, storeId, body }) {
      const g = await findGroup(tx, storeId, body.store_product_group_id, true);
      if (!g) throw fail.notFound('메뉴 그룹을 찾을 수 없습니다.');
      const inside = await tx
        .select({ id: products.productId })
        .from(products)
        .where(eq(products.productGroupId, g.productGroupId))
        .limit(1);
      // Deleting a group never deletes menu items silently: they must be moved or deleted first.
      if (inside.length)
        throw fail.conflict('메뉴가 있는 그룹은 삭제할 수 없습니다. 메뉴를 먼저 옮기거나 삭제해 주세요.');
      await tx.delete(productGroups).where(eq(productGroups.productGroupId, g.productGroupId));
      return { store_product_group_id: g.productGroupId };
    },
  });

  registerCall(app, ctx, productGroupOrderEditCall, {
    write: true,
    announce: MENU_CHANGED,
    async handler({ tx, storeId, body }) {
      const sid = storeId;
      const rows = await tx.select().from(productGroups).where(eq(productGroups.storeId, sid)).for('update');
      const ids = rows.map((r) => r.productGroupId);
      // A second tablet added or removed a group meanwhile: answer with the current list to start over from.
      if (!sameSet(body.group_ids, ids)) {
        throw fail.conflict(
          '그룹 목록이 바뀌었습니다. 새로 불러온 뒤 다시 정렬해 주세요.',
          (await loadMenu(tx, sid)).group_list,
        );
      }
      for (const [i, gid] of body.group_ids.entries()) {
        await tx.update(productGroups).set({ sort: i }).where(eq(productGroups.productGroupId, gid));
      }
      return { group_list: (await loadMenu(tx, sid)).group_list };
    },
  });

  registerCall(app, ctx, productListCall, {
    async handler({ tx, storeId, body }) {
      return loadMenu(tx, storeId, body.store_product_group_id);
    },
  });

  registerCall(app, ctx, productEditCall, {
    write: true,
    announce: MENU_CHANGED,
    async handler({ tx, storeId, body }) {
      const sid = storeId;
      const group = await findGroup(tx, sid, body.store_product_group_id);
      if (!group) throw fail.validation({ store_product_group_id: '이 매장의 메뉴 그룹을 선택해 주세요.' });
      const current = body.product_id ? await findProduct(tx, sid, body.product_id) : undefined;
      if (body.product_id && !current) throw fail.notFound('메뉴를 찾을 수 없습니다.');
      // A new picture is checked before it is saved (the object store's upload has no size limit).
      if (body.image && body.image !== current?.image)
        await ctx.images.vetReference(body.image, sid, 'image');
      const values = {
        productGroupId: group.productGroupId,
        productName: body.product_name,
        price: body.price,
        description: body.description || null,
        image: body.image || null,
        stockCount: body.stock_count,
        display: body.display,
        options: body.options,
      };
      const endOfGroup = sql`(SELECT coalesce(max(sort), -1) + 1 FROM products WHERE store_product_group_id = ${group.productGroupId})`;
      let row: ProductRow;
      if (current) {
        const moved = current.productGroupId !== group.productGroupId;
        [row] = (await tx
          .update(products)
          .set({
            ...values,
            ...bumped,
            ...(moved ? { sort: endOfGroup } : {}),
            ...(body.stock_count === 0 ? { soldOut: 1, soldOutUntil: null } : {}),
          })
          .where(eq(products.productId, current.productId))
          .returning()) as [ProductRow];
      } else {
        [row] = (await tx
          .insert(products)
          .values({ storeId: sid, ...values, sort: endOfGroup, soldOut: body.stock_count === 0 ? 1 : 0 })
          .returning()) as [ProductRow];
      }
      await bumpGroups(tx, [group.productGroupId, current?.productGroupId ?? group.productGroupId]);
      return { product: toProduct(row) };
    },
  });

  registerCall(app, ctx, productDelCall, {
    write: true,
    announce: MENU_CHANGED,
    async handler({ tx, storeId, body }) {
      const p = await findProduct(tx, storeId, body.product_id);
      if (!p) throw fail.notFound('메뉴를 찾을 수 없습니다.');
      // Past orders keep the name and price in their own items, so the row can go.
      await tx.delete(products).where(eq(products.productId, p.productId));
      await bumpGroups(tx, [p.productGroupId]);
      return { product_id: p.productId };
    },
  });

  registerCall(app, ctx, productOrderEditCall, {
    write: true,
    announce: MENU_CHANGED,
    async handler({ tx, storeId, body }) {
      const sid = storeId;
      const group = await findGroup(tx, sid, body.store_product_group_id, true);
      if (!group) throw fail.notFound('메뉴 그룹을 찾을 수 없습니다.');
      const rows = await tx
        .select({ id: products.productId })
        .from(products)
        .where(eq(products.productGroupId, group.productGroupId))
        .for('update');
      if (
        !sameSet(
          body.product_ids,
          rows.map((r) => r.id),
        )
      ) {
        throw fail.conflict(
          '메뉴 목록이 바뀌었습니다. 새로 불러온 뒤 다시 정렬해 주세요.',
          await loadMenu(tx, sid),
        );
      }
      for (const [i, pid] of body.product_ids.entries()) {
        await tx.update(products).set({ sort: i }).where(eq(products.productId, pid));
      }
      return loadMenu(tx, sid);
    },
  });

  registerCall(app, ctx, productSoldOutCall, {
    write: true,
    announce: MENU_CHANGED,
    async handler({ tx, storeId, body }) {
      const sid = storeId;
      const until = body.sold_out === 1 && body.until_end_of_day === 1 ? endOfKstDay() : null;
      const set = { soldOut: body.sold_out, soldOutUntil: until, ...bumped };
      const expected = body.expected_version;
      if (body.target === 'group') {
        const g = await findGroup(tx, sid, body.target_id, true);
        if (!g) throw fail.notFound('메뉴 그룹을 찾을 수 없습니다.');
        if (expected !== undefined && expected !== g.version) {
          const menu = await loadMenu(tx, sid);
          const now = menu.group_list.find((x) => x.store_product_group_id === g.productGroupId)!;
          throw staleSoldOut(now.sold_out === 1, { target: 'group', target_id: g.productGroupId, ...now });
        }
        // The group mark is the marks of its products: the customer channel checks products only.
        await tx
          .update(productGroups)
          .set({ soldOut: body.sold_out, version: sql`${productGroups.version} + 1` })
          .where(eq(productGroups.productGroupId, g.productGroupId));
        await tx.update(products).set(set).where(eq(products.productGroupId, g.productGroupId));
      } else {
        const p = await findProduct(tx, sid, body.target_id);
        if (!p) throw fail.notFound('메뉴를 찾을 수 없습니다.');
        if (expected !== undefined && expected !== p.version) {
          const now = toProduct(p);
          throw staleSoldOut(now.sold_out === 1, { target: 'product', target_id: p.productId, ...now });
        }
        await tx.update(products).set(set).where(eq(products.productId, p.productId));
        await bumpGroups(tx, [p.productGroupId]);
      }
      return loadMenu(tx, sid);
    },
  });

  registerCall(app, ctx, productCountEditCall, {
    write: true,
    announce: MENU_CHANGED,
    async handler({ tx, storeId, body }) {
      const p = await findProduct(tx, storeId, body.product_id);
      if (!p) throw fail.notFound('메뉴를 찾을 수 없습니다.');
      // Stock 0 marks the item sold out; a later restock leaves the mark to the manager (one tap on /sold-out).
      const [row] = await tx
        .update(products)
        .set({
          stockCount: body.stock_count,
          ...bumped,
          ...(body.stock_count === 0 ? { soldOut: 1, soldOutUntil: null } : {}),
        })
        .where(eq(products.productId, p.productId))
        .returning();
      await bumpGroups(tx, [p.productGroupId]);
      return { product: toProduct(row!) };
    },
  });
}
