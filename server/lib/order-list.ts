import type { z } from 'zod/mini';
import { and, eq, fillPlaceholders, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  COMPLETED_PAGE_SIZE,
  OPEN_STATUSES,
  OrderStatus,
  OrderType,
  RESERVATION_LEAD_MINUTES,
  SearchType,
  orderListCall,
  type OrderSearchType,
} from '../../src/contract';
import type { AppContext } from './context';
import { orders } from '../db/schema';
import { orderListColumns, orderOfListRow, type OrderListRow } from './order-rows';

/*
 * store/order/list's reads (server/routes/orders.ts): the live, reservation and completed lists of a
 * store, each SQL text rendered once and sent as a prepared statement.
 */

const OPEN = [...OPEN_STATUSES];

/** A reserved pickup not yet due: shown on /reservation-list rather than on the live board. */
const isFutureReservation = sql`(${orders.orderType} = ${OrderType.PICKUP_RESERVE} AND ${orders.pickupTime} > now() + make_interval(mins => ${RESERVATION_LEAD_MINUTES}))`;

const STORE = sql.placeholder('store_id');
const KIND = sql.placeholder('order_type');
const STATUS = sql.placeholder('order_status');
const AFTER = sql.placeholder('after_order_id');

/**
 * Which optional conditions a completed-list read has: the kind filter, the status filter, a page
 * after an order. Each combination is its own SQL text and statement, so a plan (generic ones too)
 * holds only the conditions the call has and walks orders_store_updated_idx backwards, instead of
 * `($n = 0 OR …)` terms a generic plan cannot drop.
 */
interface CompletedShape {
  kind: boolean;
  status: boolean;
  after: boolean;
}

/**
 * Today's completed orders of the store: served or cancelled during the store's current business day
 * (KST), or only the one status when the status filter is on. The page and the kind counts share it.
 */
function completedToday(status: boolean): SQL {
  return and(
    eq(orders.storeId, STORE),
    status
      ? eq(orders.orderStatus, STATUS)
      : inArray(orders.orderStatus, [OrderStatus.SERVED, OrderStatus.CANCEL]),
    sql`${orders.updatedAt} >= date_trunc('day', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul'`,
  )!;
}

/**
 * One of the board's three lists. Every list has a total order (the order id breaks ties: the same
 * pickup slot, the same instant), which the client's list rules repeat (src/lib/queries/order-list-rules.ts).
 * The live and reservation lists are whole; the completed list is one page of today's completed orders,
 * newest first, one row more than a page so the handler knows whether another page follows.
 */
function listOf(
  searchType: OrderSearchType,
  shape: CompletedShape,
): { where: SQL | undefined; orderBy: SQL; limit?: number } {
  const byStore = eq(orders.storeId, STORE);
  if (searchType === SearchType.LIVE)
    return {
      where: and(byStore, inArray(orders.orderStatus, OPEN), sql`NOT ${isFutureReservation}`),
      orderBy: sql`${orders.createdAt} ASC, ${orders.orderId} ASC`,
    };
  if (searchType === SearchType.RESERVATION)
    return {
      where: and(byStore, inArray(orders.orderStatus, OPEN), isFutureReservation),
      orderBy: sql`${orders.pickupTime} ASC, ${orders.orderId} ASC`,
    };
  return {
    where: and(
      completedToday(shape.status),
      shape.kind ? eq(orders.orderType, KIND) : undefined,
      // The keyset: the rows after the cursor order in the list's order. The subquery reads the
      // cursor's own updated_at, to the microsecond (the answer's ISO strings stop at the millisecond,
      // so a cursor built from them would repeat or skip orders of the same millisecond). An order id
      // that is not an order of this store finds no row: the comparison is NULL, the page empty.
      shape.after
        ? sql`(${orders.updatedAt}, ${orders.orderId}) < (SELECT after_order.updated_at, after_order.order_id FROM ${orders} AS after_order WHERE after_order.order_id = ${AFTER} AND after_order.store_id = ${STORE})`
        : undefined,
    ),
    orderBy: sql`${orders.updatedAt} DESC, ${orders.orderId} DESC`,
    limit: COMPLETED_PAGE_SIZE + 1,
  };
}

const dialect = new PgDialect();
type Statement = { name: string; text: string; params: unknown[] };
/** Each list's SQL, rendered once: only the store (and the completed list's filters) change from call to call. */
const listStatements = new Map<string, Statement>();
function rendered(name: string, build: () => SQL): Statement {
  let statement = listStatements.get(name);
  if (!statement) {
    const query = dialect.sqlToQuery(build());
    statement = { name, text: query.sql, params: query.params };
    listStatements.set(name, statement);
  }
  return statement;
}
const NO_SHAPE: CompletedShape = { kind: false, status: false, after: false };
function listStatement(searchType: OrderSearchType, shape: CompletedShape = NO_SHAPE): Statement {
  const completed = searchType === SearchType.COMPLETED;
  const suffix = completed
    ? `${shape.kind ? '-kind' : ''}${shape.status ? '-status' : ''}${shape.after ? '-after' : ''}`
    : '';
  return rendered(`order-list-${searchType}${suffix}`, () => {
    const { where, orderBy, limit } = listOf(searchType, completed ? shape : NO_SHAPE);
    return sql`SELECT ${orderListColumns} FROM ${orders} WHERE ${where} ORDER BY ${orderBy}${limit === undefined ? sql`` : sql` LIMIT ${limit}`}`;
  });
}
/** Today's completed orders of the store by kind, under the status filter (never the kind filter). */
function kindCountStatement(status: boolean): Statement {
  return rendered(
    `order-kinds-3${status ? '-status' : ''}`,
    () =>
      sql`SELECT ${orders.orderType} AS order_type, count(*) AS n FROM ${orders} WHERE ${completedToday(status)} GROUP BY ${orders.orderType}`,
  );
}

/** The call's request, as the contract parses it: the completed list's filters and cursor (0 or absent: none). */
type ListRequest = z.output<typeof orderListCall.request>;
/** What the handler answers besides the store (the contract's answer). */
type ListAnswer = Omit<z.output<typeof orderListCall.response>, 'store'>;

/**
 * One list's orders as the contract's Order, read raw with orderListColumns (server/lib/order-rows.ts)
 * through a prepared statement (Database.prepared): the board asks for its lists on every start,
 * reconnect and refresh, and the completed list holds a day's orders (issue 27 §4). Sending the 2 KB
 * text to be parsed and planned again was 0.5 ms of a call's 2.3 ms at the database (p50, PostgreSQL).
 *
 * The completed list answers one page (COMPLETED_PAGE_SIZE orders) with next_after, the order to ask
 * the next page after (null on the last page), and on a first page kind_counts: the page and the
 * count query run at once, on two of the pool's connections. An after_order_id that is not an order
 * of this store (another store's, a deleted one, a made-up id) gives an empty page, next_after null.
 */
export async function listOrders(ctx: AppContext, storeId: number, req: ListRequest): Promise<ListAnswer> {
  if (req.search_type !== SearchType.COMPLETED) {
    const { name, text, params } = listStatement(req.search_type);
    const found = await ctx.database.prepared<OrderListRow>(
      name,
      text,
      fillPlaceholders(params, { store_id: storeId }),
    );
    return { order_list: found.map(orderOfListRow) };
  }
  const shape: CompletedShape = {
    kind: !!req.order_type,
    status: !!req.order_status,
    after: req.after_order_id !== undefined,
  };
  const values = {
    store_id: storeId,
    order_type: req.order_type ?? 0,
    order_status: req.order_status ?? 0,
    after_order_id: req.after_order_id ?? 0,
  };
  const page = listStatement(SearchType.COMPLETED, shape);
  const counts = shape.after ? null : kindCountStatement(shape.status);
  const [rows, kinds] = await Promise.all([
    ctx.database.prepared<OrderListRow>(page.name, page.text, fillPlaceholders(page.params, values)),
    counts &&
      ctx.database.prepared<{ order_type: number; n: unknown }>(
        counts.name,
        counts.text,
        fillPlaceholders(counts.params, values),
      ),
  ]);
  const more = rows.length > COMPLETED_PAGE_SIZE;
  const order_list = (more ? rows.slice(0, COMPLETED_PAGE_SIZE) : rows).map(orderOfListRow);
  const answer: ListAnswer = { order_list, next_after: more ? order_list.at(-1)!.order_id : null };
  if (kinds) {
    const kind_counts = [0, 0, 0, 0, 0];
    for (const { order_type, n } of kinds) {
      kind_counts[0]! += Number(n);
      if (order_type >= 1 && order_type <= 4) kind_counts[order_type]! += Number(n);
    }
    answer.kind_counts = kind_counts;
  }
  return answer;
}
