import { eq, inArray, sql } from 'drizzle-orm';
import { kstHm, kstYmd, PrintOn, SocketCmd, type OrderItem } from '../../src/contract';
import type { Db } from '../db';
import { codes, orders, printers, printJobs, stores } from '../db/schema';
import type { Hub } from '../live/hub';
import { escposTicket, type PaperWidth, type TicketModel } from './escpos';
import type { PrinterAddressPolicy } from './address-policy';
import { PrintFailure, sendToPrinter } from './send';

/*
 * The print queue. Jobs are rows (schema-print.ts), written in the same transaction as the order they
 * print, so a ticket exists exactly when its order does. Printing never holds a request: the tablet's
 * accept answers at once, the ticket follows.
 *
 * Fair: a printer that does not answer delays only its own tickets. A node sends to up to `concurrency`
 * printers at once, one job per printer, each printer's jobs in job_id order. One statement claims, for
 * every printer whose oldest unfinished job is due and not being printed, that job (FOR UPDATE SKIP
 * LOCKED): two nodes never print the same job, nor two jobs of one printer at the same time, and a node
 * that dies mid-print leaves a lock that runs out, after which another claims the job. A job waiting for
 * its retry holds back the later jobs of its printer: tickets come out in the order they were queued.
 *
 * Idle-cheap: the node whose write queued jobs wakes its own queue after the commit (`kick`), and every
 * finished send wakes it for the printer's next job; otherwise the queue sleeps until the earliest retry
 * or lock expiry the database knows of among the jobs it could claim, and at most `pollMs` (30 s) — for
 * jobs whose node died before printing them. A store without printers costs one small indexed query per
 * node per poll, not one a second.
 */

/** A claimed job: what printing it needs. */
interface Job {
  jobId: number;
  storeId: number;
  printerId: number;
  orderId: number | null;
  kind: string;
  /** Counting this one. */
  attempts: number;
}
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
  /** Sends in flight at once on this node, each to a different printer (default 8). */
  concurrency?: number;
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
  /** The claim in progress (one at a time per node). */
  private claiming: Promise<void> | undefined;
  private again = false;
  /** Jobs being sent by this node: job id → printer id. */
  private readonly inFlight = new Map<number, number>();
  private readonly sends = new Set<Promise<void>>();
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly maxAttempts: number;
  private readonly sendTimeoutMs: number;
  private readonly concurrency: number;

  constructor(
    private readonly db: Db,
    private readonly hub: Hub,
    /** Which printer addresses this node may connect to (server/print/address-policy.ts). */
    readonly addresses: PrinterAddressPolicy,
    options: PrintQueueOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 30_000;
    this.retryBaseMs = options.retryBaseMs ?? 2_000;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 5_000;
    this.concurrency = Math.max(1, options.concurrency ?? 8);
  }

  start(): void {
    this.started = true;
    this.kick();
  }

  /** Stops claiming; resolves once the sends in flight have finished (each within its timeout). */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.claiming;
    await Promise.all(this.sends);
  }

  /** Looks for due jobs now (after a write that queued some, or a send that ended), without waiting. */
  kick(): void {
    if (!this.started) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.claiming = this.fill()
      .catch((err: Error) => {
        console.error('[print] queue failed', err.message);
        return this.pollMs;
      })
      .then((sleepMs) => {
        this.claiming = undefined;
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

  /** Claims due jobs into the free send slots and starts them; answers how long to sleep after. */
  private async fill(): Promise<number> {
    const free = this.concurrency - this.inFlight.size;
    if (free > 0) for (const job of await this.claim(free)) this.send(job);
    // Every slot busy: the next send that ends wakes the queue; the poll is the fallback.
    if (this.inFlight.size >= this.concurrency) return this.pollMs;
    return this.untilNextDue();
  }

  private send(job: Job): void {
    this.inFlight.set(job.jobId, job.printerId);
    const sending: Promise<void> = this.print(job)
      // The job stays 'printing' until its lock runs out, then it is claimed again.
      .catch((err: Error) => console.error('[print] job failed to record', job.jobId, err.message))
      .finally(() => {
        this.inFlight.delete(job.jobId);
        this.sends.delete(sending);
        this.kick();
      });
    this.sends.add(sending);
  }

  /**
   * The jobs (`h`) that head their printer's queue: no earlier job of the printer queued or printing,
   * and not a printer this node is sending to (not claimed again here, even once its lock has run out).
   * Both the claim and the sleep ask it: the jobs behind a head wait for it.
   */
  private printerHeads() {
    const busy = [...new Set(this.inFlight.values())];
    return sql`${
      busy.length
        ? sql`h.printer_id NOT IN (${sql.join(
            busy.map((id) => sql`${id}`),
            sql`, `,
          )}) AND`
        : sql``
    } NOT EXISTS (SELECT 1 FROM print_jobs e WHERE e.printer_id = h.printer_id AND e.job_id < h.job_id
        AND e.status IN ('queued', 'printing'))`;
  }

  /**
   * The time until the oldest unfinished job of some printer falls due (its retry) or its lock runs out
   * (measured by the database's clock, as the claim is), at most `pollMs`; at least 20 ms, so a job
   * another node is claiming right now does not spin this one. Only each printer's oldest job counts:
   * the ones behind it wait for it, and its end wakes the queue if it is this node's.
   */
  private async untilNextDue(): Promise<number> {
    const [row] = rowsOf<{ ms: number | string | null }>(
      await this.db.execute(sql`
        SELECT extract(epoch FROM min(CASE WHEN h.status = 'queued' THEN h.next_attempt_at ELSE h.locked_until END)
          - now()) * 1000 AS ms
        FROM print_jobs h
        WHERE h.status IN ('queued', 'printing') AND ${this.printerHeads()}`),
    );
    const ms = row?.ms === null || row?.ms === undefined ? this.pollMs : Number(row.ms);
    return Math.min(this.pollMs, Math.max(20, Math.ceil(ms)));
  }

  /**
   * Up to `limit` jobs, locked for this node: of each printer, its oldest unfinished job (no earlier job
   * of the printer queued or printing), when that job is queued and due, or printing with its lock run
   * out. A printer whose oldest job is printing (here or on another node) or waiting for its retry gets
   * nothing, so its tickets keep their order and one printer never has two sends at once. SKIP LOCKED:
   * a job another node is claiming at this moment is left to it — and the jobs behind it, which still
   * see it unfinished, are left too.
   */
  private async claim(limit: number): Promise<Job[]> {
    const lockMs = this.sendTimeoutMs * 3;
    const rows = await this.db.execute(sql`
      UPDATE print_jobs SET status = 'printing', attempts = attempts + 1,
        locked_until = now() + ${`${lockMs} milliseconds`}::interval, updated_at = now()
      WHERE job_id IN (
        SELECT h.job_id FROM print_jobs h
        WHERE ((h.status = 'queued' AND h.next_attempt_at <= now()) OR (h.status = 'printing' AND h.locked_until < now()))
          AND ${this.printerHeads()}
        ORDER BY h.job_id LIMIT ${limit} FOR UPDATE OF h SKIP LOCKED
      )
      RETURNING job_id, store_id, printer_id, order_id, kind, attempts`);
    return rowsOf<{
      job_id: number;
      store_id: number;
      printer_id: number;
      order_id: number | null;
      kind: string;
      attempts: number;
    }>(rows)
      .map((r) => ({
        jobId: Number(r.job_id),
        storeId: Number(r.store_id),
        printerId: Number(r.printer_id),
        orderId: r.order_id === null ? null : Number(r.order_id),
        kind: r.kind,
        attempts: Number(r.attempts),
      }))
      .sort((a, b) => a.jobId - b.jobId);
  }

  private async print(job: Job): Promise<void> {
    const printer = (await this.db.select().from(printers).where(eq(printers.printerId, job.printerId)))[0];
    try {
      if (!printer) throw new PrintFailure('프린터 설정이 삭제되었습니다.', true);
      const ticket = await this.ticket(job, printer);
      const bytes = escposTicket(ticket, printer.paperWidth as PaperWidth, printer.copies);
      await sendToPrinter(printer.host, printer.port, bytes, this.sendTimeoutMs, this.addresses);
      await this.db
        .update(printJobs)
        .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: new Date() })
        .where(eq(printJobs.jobId, job.jobId));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // An address outside this node's policy, or a printer deleted: no retry can print it.
      const giveUp = job.attempts >= this.maxAttempts || (err instanceof PrintFailure && err.permanent);
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
