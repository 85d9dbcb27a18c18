import { and, eq, inArray, sql } from 'drizzle-orm';
import { kstHm, kstYmd, PrintOn, SocketCmd, type OrderItem } from '../../src/contract';
import type { Db } from '../db';
import { codes, orders, printers, printJobs, stores } from '../db/schema';
import type { Hub } from '../live/hub';
import { escposTicket, type PaperWidth, type TicketModel } from './escpos';
import { sendToPrinter } from './send';

/*
 * The print queue (issue 26). Jobs are rows (schema-print.ts), written in the same transaction as the
 * order they print, so a ticket exists exactly when its order does. Every node polls for due jobs and
 * claims one at a time with FOR UPDATE SKIP LOCKED: two nodes never print the same job, and a node that
 * dies mid-print leaves a lock that runs out, after which another claims the job. Printing never holds
 * a request: the tablet's accept answers at once, the ticket follows within a poll.
 */

type Job = typeof printJobs.$inferSelect;
type PrinterRow = typeof printers.$inferSelect;

export interface PrintQueueOptions {
  /** How often a node looks for due jobs (ms). */
  pollMs?: number;
  /** The first retry's delay; each further one doubles, up to a minute (ms). */
  retryBaseMs?: number;
  /** Attempts before a job is given up and reported to the tablets. */
  maxAttempts?: number;
  /** How long one send may take before the printer counts as not answering (ms). */
  sendTimeoutMs?: number;
  /** Printers on this machine's loopback may be used (a local print bridge; the tests' fake printer). */
  allowLoopback?: boolean;
}

const kstStamp = (at: Date) => {
  const ymd = kstYmd(at);
  return `${ymd.slice(0, 4)}. ${ymd.slice(4, 6)}. ${ymd.slice(6, 8)}. ${kstHm(at)}`;
};

/**
 * Queues an order's tickets on the store's active printers: those that print `trigger` (on arrival or on
 * accept) and take this order kind, or — `trigger` null, a reprint — every active printer (or `printerId`).
 * Returns how many jobs were queued.
 */
export async function queueOrderPrints(
  tx: Db,
  order: { storeId: number; orderId: number; orderType: number },
  trigger: typeof PrintOn.ARRIVAL | typeof PrintOn.ACCEPT | null,
  printerId?: number,
): Promise<number> {
  const list = await tx
    .select()
    .from(printers)
    .where(
      and(
        eq(printers.storeId, order.storeId),
        eq(printers.active, 1),
        printerId === undefined ? undefined : eq(printers.printerId, printerId),
        trigger === null ? undefined : eq(printers.printOn, trigger),
      ),
    );
  const values = list
    .filter((p) => trigger === null || p.orderTypes.includes(order.orderType))
    .flatMap((p) =>
      [
        ...(p.printKitchen ? [{ kind: 'kitchen' }] : []),
        ...(p.printReceipt ? [{ kind: 'receipt' }] : []),
      ].map((k) => ({
        storeId: order.storeId,
        printerId: p.printerId,
        orderId: order.orderId,
        kind: k.kind,
      })),
    );
  if (values.length) await tx.insert(printJobs).values(values);
  return values.length;
}

export class PrintQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly maxAttempts: number;
  private readonly sendTimeoutMs: number;
  private readonly allowLoopback: boolean;

  constructor(
    private readonly db: Db,
    private readonly hub: Hub,
    options: PrintQueueOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1_000;
    this.retryBaseMs = options.retryBaseMs ?? 2_000;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 5_000;
    this.allowLoopback = options.allowLoopback ?? false;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Looks for due jobs now (after a write that queued some), without waiting for the next poll. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: Error) => console.error('[print] queue failed', err.message))
      .finally(() => {
        this.running = undefined;
        if (this.again && this.timer) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    for (let job = await this.claim(); job; job = this.timer ? await this.claim() : undefined) {
      await this.print(job);
    }
  }

  /** The next due job, locked for this node: queued and due, or printing with its lock run out. */
  private async claim(): Promise<Job | undefined> {
    const lockMs = this.sendTimeoutMs * 3;
    const rows = await this.db.execute(sql`
      UPDATE print_jobs SET status = 'printing', attempts = attempts + 1,
        locked_until = now() + ${`${lockMs} milliseconds`}::interval, updated_at = now()
      WHERE job_id = (
        SELECT job_id FROM print_jobs
        WHERE (status = 'queued' AND next_attempt_at <= now()) OR (status = 'printing' AND locked_until < now())
        ORDER BY job_id LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING job_id`);
    const id = (rows as unknown as { rows: { job_id: number }[] }).rows[0]?.job_id;
    if (id === undefined) return undefined;
    return (await this.db.select().from(printJobs).where(eq(printJobs.jobId, id)))[0];
  }

  private async print(job: Job): Promise<void> {
    const printer = (await this.db.select().from(printers).where(eq(printers.printerId, job.printerId)))[0];
    try {
      if (!printer) throw new Error('프린터 설정이 삭제되었습니다.');
      const ticket = await this.ticket(job, printer);
      const bytes = escposTicket(ticket, printer.paperWidth as PaperWidth, printer.copies);
      await sendToPrinter(printer.host, printer.port, bytes, this.sendTimeoutMs, {
        allowLoopback: this.allowLoopback,
      });
      await this.db
        .update(printJobs)
        .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: new Date() })
        .where(eq(printJobs.jobId, job.jobId));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = job.attempts >= this.maxAttempts || !printer;
      const delay = Math.min(this.retryBaseMs * 2 ** (job.attempts - 1), 60_000);
      await this.db
        .update(printJobs)
        .set({
          status: giveUp ? 'failed' : 'queued',
          lockedUntil: null,
          lastError: message,
          nextAttemptAt: new Date(Date.now() + delay),
          updatedAt: new Date(),
        })
        .where(eq(printJobs.jobId, job.jobId));
      if (giveUp) await this.report(job, printer, message);
    }
  }

  /** A job given up: the store's tablets show it with a way to print again. */
  private async report(job: Job, printer: PrinterRow | undefined, reason: string): Promise<void> {
    const order = job.orderId
      ? (await this.db.select({ no: orders.orderNo }).from(orders).where(eq(orders.orderId, job.orderId)))[0]
      : undefined;
    this.hub.publish(job.storeId, {
      cmd: SocketCmd.PRINT_FAILED,
      actions: { type: 'print', toast: true },
      title: '프린터 응답 없음 — 다시 인쇄',
      body: `${printer?.printerName ?? '프린터'}${order ? ` · ${order.no}` : ''} · ${reason}`,
      ...(job.orderId ? { order_id: job.orderId } : {}),
    });
  }

  private async ticket(job: Job, printer: PrinterRow): Promise<TicketModel> {
    const store = (
      await this.db.select({ name: stores.storeName }).from(stores).where(eq(stores.storeId, job.storeId))
    )[0];
    const now = kstStamp(new Date());
    if (job.kind === 'test' || !job.orderId) {
      return {
        kind: 'test',
        storeName: store?.name ?? '',
        orderNo: null,
        typeLabel: null,
        createdAt: now,
        items: [],
        deliveryFee: 0,
        total: 0,
        payLabel: null,
        printedAt: now,
        lines: [
          `프린터: ${printer.printerName}`,
          `주소: ${printer.host}:${printer.port}`,
          `용지: ${printer.paperWidth}mm, ${printer.copies}장`,
          '한글 인쇄 확인: 가나다라마바사 아자차카타파하',
        ],
      };
    }
    const order = (await this.db.select().from(orders).where(eq(orders.orderId, job.orderId)))[0];
    if (!order) throw new Error('주문을 찾을 수 없습니다.');
    const labels = await this.db
      .select()
      .from(codes)
      .where(inArray(codes.columnName, ['order_type', 'pay_type']));
    const label = (column: string, value: number) =>
      labels.find((c) => c.columnName === column && c.codeValue === String(value))?.codeName ?? String(value);
    const lineAmount = (i: OrderItem) =>
      i.quantity * (i.price + i.options.reduce((s, o) => s + o.option_price, 0));
    return {
      kind: job.kind === 'receipt' ? 'receipt' : 'kitchen',
      storeName: store?.name ?? '',
      orderNo: order.orderNo,
      typeLabel: label('order_type', order.orderType),
      tableNo: order.tableNo,
      pickupAt: order.pickupTime ? kstStamp(order.pickupTime) : null,
      deliveryAddress: order.deliveryAddress,
      createdAt: kstStamp(order.createdAt),
      items: order.items.map((i) => ({
        name: i.product_name,
        quantity: i.quantity,
        options: i.options.map((o) => o.option_name),
        amount: lineAmount(i),
      })),
      request: order.request,
      deliveryFee: order.deliveryFee,
      discounts: order.discounts,
      total: order.totalAmount,
      payLabel: label('pay_type', order.payType),
      printedAt: now,
    };
  }
}
