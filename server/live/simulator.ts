import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CHANNEL_KEY_HEADER } from '../../src/contract';
import type { AppContext } from '../lib/context';
import { products, storeServiceSettings, stores } from '../db/schema';
import { simulatedCustomer } from './simulator-promotions';
import { prng, randomAddress, randomName, randomPhone, randomRequest } from '../db/seed';
import { orderBlockReason } from '../lib/store-availability';

export interface SimulatorOptions {
  /** Average new orders per minute across all stores (Poisson arrivals). */
  ordersPerMinute: number;
  /** Share of new orders later followed by a customer cancel request. */
  cancelShare?: number;
  seed?: number;
}

/**
 * Customers placing orders, through the same customer route a real customer app would call
 * (app.inject), so the simulator exercises validation, transactions and socket fan-out for real. It
 * sends this process's own channel key (never stored or printed; server/auth/channel.ts).
 */
export function startSimulator(app: FastifyInstance, ctx: AppContext, opts: SimulatorOptions): () => void {
  const r = prng(opts.seed ?? Date.now());
  const cancelShare = opts.cancelShare ?? 0.05;
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const schedule = (fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.delete(t);
      if (!stopped) fn();
    }, ms);
    timers.add(t);
  };

  const placeOne = async () => {
    const listed = await ctx.db
      .select({ id: stores.storeId, type: stores.storeType })
      .from(stores)
      .where(eq(stores.storeStatus, 1));
    // A customer app does not offer a store that is not taking orders (a pause, "신규 주문 일시 중지",
    // or a closed temporary schedule, issue 26): its customers go elsewhere rather than being refused.
    const open = [];
    for (const st of listed) if ((await orderBlockReason(ctx.db, st.id, 1)) === null) open.push(st);
    if (!open.length) return;
    const store = r.pick(open);
    const menu = (await ctx.db.select().from(products).where(eq(products.storeId, store.id))).filter(
      (p) => p.display === 1 && p.soldOut === 0,
    );
    if (!menu.length) return;
    const type = store.type === 1 ? r.pick([2, 2, 3, 1]) : r.pick([1, 1, 2, 2, 3, 4, 4]);
    const line = () => {
      const p = r.pick(menu);
      return {
        product_id: p.productId,
        price: p.price,
        quantity: r.int(1, 2),
        option_names: p.options.length && r.next() < 0.3 ? [r.pick(p.options).option_name] : [],
      };
    };
    const lines = Array.from({ length: r.int(1, 3) }, line);
    // A customer app shows the store's minimum order: the basket is filled up to it before ordering
    // (the channel refuses a smaller one, service settings, issue 28).
    const [service] = await ctx.db
      .select({ min: storeServiceSettings.minOrderAmount })
      .from(storeServiceSettings)
      .where(eq(storeServiceSettings.storeId, store.id));
    const min = service?.min ?? 0;
    const itemsTotal = () => lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    while (itemsTotal() < min && lines.length < 20) lines.push(line());
    // Members, their coupons and stamp rewards (issue 26 §5): server/live/simulator-promotions.ts.
    const member = await simulatedCustomer(ctx, r, store.id, itemsTotal());
    const reward = member?.rewardProductId && menu.find((p) => p.productId === member.rewardProductId);
    if (reward)
      lines.push({ product_id: reward.productId, price: reward.price, quantity: 1, option_names: [] });
    const items = lines.map(({ price: _price, ...item }) => item);
    const payload = {
      store_id: store.id,
      order_type: type,
      table_no: type === 1 ? String(r.int(1, 12)) : undefined,
      pickup_time: type === 3 ? new Date(Date.now() + r.int(3, 24) * 10 * 60_000).toISOString() : undefined,
      delivery_address: type === 4 ? randomAddress(r) : undefined,
      customer_name: member?.customer_name ?? randomName(r),
      customer_phone: member?.customer_phone ?? randomPhone(r),
      coupon_issue_id: member?.coupon_issue_id,
      request: randomRequest(r) || undefined,
      pay_type: r.pick([1, 1, 2, 3, 4, 90]),
      items,
    };
    const headers = { [CHANNEL_KEY_HEADER]: ctx.channel.internalKey };
    const res = await app.inject({ method: 'POST', url: '/api/customer/order/create', payload, headers });
    const body = res.json() as { code: number; data?: { order: { order_id: number }; customer_key: string } };
    if (body.code === 0 && body.data && r.next() < cancelShare) {
      const { order, customer_key } = body.data;
      schedule(
        () => {
          void app.inject({
            method: 'POST',
            url: '/api/customer/order/cancel-request',
            headers,
            payload: {
              order_id: order.order_id,
              customer_key,
              reason: r.pick(['주문을 잘못했어요', '시간이 너무 오래 걸려요', '다른 메뉴로 다시 주문할게요']),
            },
          });
        },
        r.int(20, 90) * 1000,
      );
    }
  };

  const loop = () => {
    // Exponential gaps give Poisson arrivals: rushes and lulls, like a real counter.
    const meanMs = 60_000 / Math.max(0.01, opts.ordersPerMinute);
    const gap = -Math.log(1 - r.next()) * meanMs;
    schedule(() => {
      placeOne().catch((err: Error) => console.error('[simulator]', err.message));
      loop();
    }, gap);
  };
  loop();

  return () => {
    stopped = true;
    for (const t of timers) clearTimeout(t);
    timers.clear();
  };
}
