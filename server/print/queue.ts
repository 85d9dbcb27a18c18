import { eq, inArray, sql } from 'drizzle-orm';
import { kstHm, kstYmd, PrintOn, SocketCmd, type OrderItem } from '../../src/contract';
import type { Db } from '../db';
import { codes, orders, printers, printJobs, stores } from '../db/schema';
import type { Hub } from '../live/hub';
import { escposTicket, type PaperWidth, type TicketModel } from './escpos';
import { sendToPrinter } from './send';

/*
 * The print queue (issue 26). Jobs are rows (schema-print.ts), written in the same transaction as the
 * order they print, so a ticket exists exactly when its order does. Nodes claim one job at a time with
 * FOR UPDATE SKIP LOCKED: two nodes never print the same job, and a node that dies mid-print leaves a
 * lock that runs out, after which another claims the job. Printing never holds a request: the tablet's
 * accept answers at once, the ticket follows.
 *
 * Idle-cheap: the node whose write queued jobs wakes its own queue after the commit (`kick`); after a
 * drain the queue sleeps until the earliest retry or lock expiry the database knows of, and otherwise
 * looks only every `pollMs` (30 s) — for jobs whose node died before printing them. A store without
 * printers costs one small indexed query per node per poll, not one a second.
 */

type Job = typeof printJobs.$inferSelect;
type PrinterRow = typeof printers.$inferSelect;

export interface PrintQueueOptions {
  /** How often an idle node looks for jobs it was not woken for (another node died with them) (ms). */
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

type Trigger = typeof PrintOn.ARRIVAL | typeof PrintOn.ACCEPT;

/**
 * Queues an order's tickets on the store's active printers: those that print on one of `triggers` (on
 * arrival, on accept) and take this order kind, or — `triggers` null, a reprint — every active printer
 * (or `printerId`). One INSERT … SELECT, whatever the printers and triggers: an order or an accept pays
 * one indexed statement for printing, and nothing is read into the node. Returns how many jobs were queued.
 */
export async function queueOrderPrints(
  tx: Db,
  order: { storeId: number; orderId: number; orderType: number },
  triggers: readonly Trigger[] | null,
  printerId?: number,
): Promise<number> {
  if (triggers?.length === 0) return 0;
  const result = await tx.execute(sql`
    INSERT INTO print_jobs (store_id, printer_id, order_id, kind)
    SELECT p.store_id, p.printer_id, ${order.orderId}, k.kind
    FROM printers p CROSS JOIN (VALUES ('kitchen'), ('receipt')) AS k(kind)
    WHERE p.store_id = ${order.storeId} AND p.active = 1
      AND ((k.kind = 'kitchen' AND p.print_kitchen = 1) OR (k.kind = 'receipt' AND p.print_receipt = 1))
      ${printerId === undefined ? sql`` : sql`AND p.printer_id = ${printerId}`}
      ${
        triggers === null
          ? sql``
          : sql`AND p.print_on IN (${sql.join(
              triggers.map((t) => sql`${t}`),
              sql`, `,
            )}) AND p.order_types @> to_jsonb(${order.orderType}::int)`
      }
    ORDER BY p.printer_id, k.kind
    RETURNING job_id`);
  return rowsOf<{ job_id: number }>(result).length;
}

/** The rows of a raw statement, over either driver (both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export class PrintQueue {
  private timer: NodeJS.Timeout | undefined;
  private started = false;
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
    this.pollMs = options.pollMs ?? 30_000;
    this.retryBaseMs = options.retryBaseMs ?? 2_000;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 5_000;
    this.allowLoopback = options.allowLoopback ?? false;
  }

  start(): void {
    this.started = true;
    this.kick();
  }

  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Looks for due jobs now (after a write that queued some), without waiting for the next wake-up. */
  kick(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.drain()
      .catch((err: Error) => {
        console.error('[print] queue failed', err.message);
        return this.pollMs;
      })
      .then((sleepMs) => {
        this.running = undefined;
        if (!this.started) return;
        if (this.again) {
          this.again = false;
          this.kick();
          return;
        }
        this.timer = setTimeout(() => this.kick(), sleepMs);
        this.timer.unref();
      });
  }

  /** Prints every due job; answers how long to sleep before the next one falls due. */
  private async drain(): Promise<number> {
    for (let job = await this.claim(); job; job = this.started ? await this.claim() : undefined) {
      await this.print(job);
    }
    return this.untilNextDue();
  }

  /**
   * The time to the earliest retry or lock expiry (measured by the database's clock, as the claim is),
   * at most `pollMs`; at least 20 ms, so a job another node is claiming right now does not spin this one.
   */
  private async untilNextDue(): Promise<number> {
    const [row] = rowsOf<{ ms: number | string | null }>(
      await this.db.execute(sql`
        SELECT extract(epoch FROM min(CASE WHEN status = 'queued' THEN next_attempt_at ELSE locked_until END)
          - now()) * 1000 AS ms
        FROM print_jobs WHERE status IN ('queued', 'printing')`),
    );
    const ms = row?.ms === null || row?.ms === undefined ? this.pollMs : Number(row.ms);
    return Math.min(this.pollMs, Math.max(20, Math.ceil(ms)));
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
    const id = rowsOf<{ job_id: number }>(rows)[0]?.job_id;
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
      // The retry time on the database's clock, the one the claim compares with.
      const retryAt = sql`now() + ${`${delay} milliseconds`}::interval`;
      await this.db
        .update(printJobs)
        .set({
          status: giveUp ? 'failed' : 'queued',
          lockedUntil: null,
          lastError: message,
          nextAttemptAt: retryAt,
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
