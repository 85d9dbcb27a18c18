import { sql } from 'drizzle-orm';
import {
  OPEN_STATUSES,
  SocketCmd,
  TICKET_KINDS,
  type PrintFailed,
  type TicketKind,
} from '../../src/contract';
import type { Database, Db } from '../db';
import type { Hub } from '../live/hub';

/*
 * An order's tickets that did not print, and printing them again — once.
 *
 * A ticket (order, printer, kind) "did not print" when its printer's latest job for it was given up
 * ('failed' after its retries). The board marks it on the order ("인쇄 안 됨 · 주방 프린터") from the
 * lists and store/order/info (printFailedOf), until the ticket is sent again: asked for again
 * (reprintOrder), or printed by itself once its printer is heard again — a send to that printer
 * succeeded (requeueFailedTickets, called by the queue after every successful send). Either way the
 * given-up job itself goes back to the queue (attempts from zero), so the two can never both print it:
 * each is one UPDATE … WHERE status = 'failed', and of two at once (two nodes, a tablet and a node)
 * the row lock lets one through and the other finds it queued.
 *
 * Only open orders' tickets count, and only failures of the last day and a half: a served or cancelled
 * order needs no ticket any more, and the range is what keeps the read on print_jobs_due_idx (status,
 * next_attempt_at — a given-up job's next_attempt_at is when it was given up, plus its last delay) to
 * the recent failures, however many old ones the table holds.
 */

/** A ticket queued, printing, or printed less than this long ago is not queued again by a reprint. */
export const REPRINT_DEDUPE_SECONDS = 60;

/** The advisory-lock key space (with the order id as the second key) of an order's reprints. */
const REPRINT_LOCK = 72003;

const OPEN = OPEN_STATUSES.map(Number).join(', ');
const KINDS = TICKET_KINDS.map((k) => `'${k}'`).join(', ');

/**
 * Job f (of an order in orders o) is a ticket that did not print: given up, recently, for an open
 * order, and its printer's latest job for that order and kind.
 */
const LATEST_FAILED = `f.status = 'failed' AND f.next_attempt_at > now() - interval '36 hours'
  AND f.kind IN (${KINDS}) AND o.order_id = f.order_id AND o.order_status IN (${OPEN})
  AND NOT EXISTS (SELECT 1 FROM print_jobs l WHERE l.printer_id = f.printer_id AND l.job_id > f.job_id
    AND l.order_id = f.order_id AND l.kind = f.kind)`;

const failedSql = (where: string) => `
  SELECT f.order_id, f.printer_id, p.printer_name, f.kind
  FROM print_jobs f
    JOIN orders o ON o.order_id = f.order_id
    JOIN printers p ON p.printer_id = f.printer_id AND p.active = 1
  WHERE f.store_id = $1 ${where} AND ${LATEST_FAILED}
  ORDER BY f.order_id, f.printer_id, f.kind`;
const STORE_FAILED = failedSql('');
const ORDER_FAILED = failedSql('AND f.order_id = $2');

/**
 * The tickets that did not print, by order: of the store's open orders, or of one order. One query
 * (a prepared statement), whatever the number of orders: the lists read it beside their own.
 */
export async function printFailedOf(
  database: Database,
  storeId: number,
  orderId?: number,
): Promise<Map<number, PrintFailed[]>> {
  const rows =
    orderId === undefined
      ? await database.prepared<FailedRow>('order-print-failed', STORE_FAILED, [storeId])
      : await database.prepared<FailedRow>('order-print-failed-one', ORDER_FAILED, [storeId, orderId]);
  const byOrder = new Map<number, PrintFailed[]>();
  for (const r of rows) {
    const id = Number(r.order_id);
    const list = byOrder.get(id) ?? [];
    list.push({ printer_id: Number(r.printer_id), printer_name: r.printer_name, kind: r.kind });
    byOrder.set(id, list);
  }
  return byOrder;
}
interface FailedRow {
  order_id: number;
  printer_id: number;
  printer_name: string;
  kind: TicketKind;
}

/** A job of an order's ticket (not a test page, not a cancel slip). */
export const isTicketKind = (kind: string): kind is TicketKind =>
  (TICKET_KINDS as readonly string[]).includes(kind);

/** The rows of a raw statement, over either driver (both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A send to `printerId` succeeded: the printer is heard again. Its tickets that did not print go back
 * to the queue, attempts from zero, each once: one that fails again is given up and waits for the
 * next success (a later send, a reprint, a test page), so a printer that is still off is not retried
 * in a loop. Answers the orders whose tickets were queued again.
 */
export async function requeueFailedTickets(db: Db, printerId: number): Promise<number[]> {
  const rows = rowsOf<{ order_id: number }>(
    await db.execute(sql`
      UPDATE print_jobs f SET status = 'queued', attempts = 0, next_attempt_at = now(),
        locked_until = NULL, updated_at = now()
      FROM orders o
      WHERE f.printer_id = ${printerId} AND ${sql.raw(LATEST_FAILED)}
      RETURNING f.order_id`),
  );
  return [...new Set(rows.map((r) => Number(r.order_id)))];
}

/**
 * After a successful send to a printer (the queue): its tickets that did not print go back to the queue
 * (requeueFailedTickets), and every tablet of the store refetches those orders, so their "인쇄 안 됨"
 * mark goes. Never throws: the job that was sent is done whatever happens here.
 */
export async function printerHeardAgain(
  db: Db,
  hub: Hub,
  job: { printerId: number; storeId: number },
): Promise<void> {
  try {
    for (const orderId of await requeueFailedTickets(db, job.printerId))
      hub.publish(job.storeId, { cmd: SocketCmd.ORDER_CHANGED, order_id: orderId });
  } catch (err) {
    console.error('[print] failed tickets not queued again', job.printerId, (err as Error).message);
  }
}

export interface ReprintChoice {
  printerId?: number | undefined;
  kind?: TicketKind | undefined;
}
export interface ReprintResult {
  /** Tickets queued now (new jobs, and given-up ones queued again). */
  queued: number;
  /** Of those, given-up ones queued again: their order's "인쇄 안 됨" mark goes. */
  requeued: number;
  /** Tickets left out: queued, printing or printed less than REPRINT_DEDUPE_SECONDS ago. */
  already: number;
}

interface Candidate {
  printer_id: number;
  kind: TicketKind;
  /** The printer prints this kind by its settings. */
  prints: boolean;
  job_id: number | null;
  status: string | null;
  recent: boolean | null;
  /** Queued, never tried, and due later: a reservation's ticket waiting for its time. */
  waiting: boolean | null;
}

/**
 * An order's tickets again, on the store's active printers (store/order/print), in the caller's
 * transaction. Which: of the tickets `choice` narrows to (a printer, a kind, or both: exactly that
 * ticket), those that did not print, are under way or printed less than REPRINT_DEDUPE_SECONDS ago
 * when there are any — so "다시 인쇄" prints what failed, and a second tablet's tap after the first's
 * ticket printed prints nothing else — else every ticket the printers print. Then each ticket once: one given up goes back to the
 * queue; one queued, printing or printed less than REPRINT_DEDUPE_SECONDS ago is left out; any other
 * gets a new job. Two tablets (or nodes) asking at once queue it once: the order's advisory lock makes
 * the second wait for the first's commit, and its reads (new snapshots, read committed) then see the
 * first's jobs.
 */
export async function reprintOrder(
  tx: Db,
  order: { storeId: number; orderId: number },
  choice: ReprintChoice,
): Promise<ReprintResult> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${REPRINT_LOCK}::int, ${order.orderId}::int)`);
  const candidates = rowsOf<Candidate>(
    await tx.execute(sql`
      SELECT p.printer_id, k.kind,
        ((k.kind = 'kitchen' AND p.print_kitchen = 1) OR (k.kind = 'receipt' AND p.print_receipt = 1)) AS prints,
        j.job_id, j.status,
        j.updated_at > now() - make_interval(secs => ${REPRINT_DEDUPE_SECONDS}::int) AS recent,
        (j.status = 'queued' AND j.attempts = 0 AND j.next_attempt_at > now()) AS waiting
      FROM printers p CROSS JOIN (VALUES ('kitchen'), ('receipt')) AS k(kind)
        LEFT JOIN LATERAL (
          SELECT job_id, status, updated_at, attempts, next_attempt_at FROM print_jobs
          WHERE printer_id = p.printer_id AND order_id = ${order.orderId} AND kind = k.kind
          ORDER BY job_id DESC LIMIT 1
        ) j ON true
      WHERE p.store_id = ${order.storeId} AND p.active = 1
        ${choice.printerId === undefined ? sql`` : sql`AND p.printer_id = ${choice.printerId}`}
        ${choice.kind === undefined ? sql`` : sql`AND k.kind = ${choice.kind}`}
      ORDER BY p.printer_id, k.kind`),
  );
  // One ticket named: that one, whatever the printer's settings print.
  const exact = choice.printerId !== undefined && choice.kind !== undefined;
  const printable = candidates.filter((c) => exact || c.prints);
  // What someone asking for "다시 인쇄" most likely means: what did not print, or (a second tablet, a
  // second tap) what is being printed or was printed a moment ago — left out below.
  const recent = candidates.filter(
    (c) =>
      c.status === 'failed' ||
      c.status === 'queued' ||
      c.status === 'printing' ||
      (c.status === 'done' && c.recent),
  );
  const targets = recent.length ? recent : printable;

  let already = 0;
  const failed: number[] = [];
  const waiting: number[] = [];
  const fresh: Candidate[] = [];
  for (const t of targets) {
    if (t.status === 'failed') failed.push(Number(t.job_id));
    // A reservation's ticket waiting for its time (never tried): asked for now, it prints now, once.
    else if (t.waiting) waiting.push(Number(t.job_id));
    else if (t.status === 'queued' || t.status === 'printing' || (t.status === 'done' && t.recent)) already++;
    else fresh.push(t);
  }
  let requeued = 0;
  if (failed.length) {
    // Still given up? The printer may have been heard meanwhile and queued it again (requeueFailedTickets).
    requeued = rowsOf(
      await tx.execute(sql`
        UPDATE print_jobs SET status = 'queued', attempts = 0, next_attempt_at = now(),
          locked_until = NULL, updated_at = now()
        WHERE status = 'failed' AND job_id IN (${sql.join(
          failed.map((id) => sql`${id}`),
          sql`, `,
        )})
        RETURNING job_id`),
    ).length;
    already += failed.length - requeued;
  }
  const pulled = waiting.length
    ? rowsOf(
        await tx.execute(sql`
          UPDATE print_jobs SET next_attempt_at = now(), updated_at = now()
          WHERE status = 'queued' AND attempts = 0 AND job_id IN (${sql.join(
            waiting.map((id) => sql`${id}`),
            sql`, `,
          )})
          RETURNING job_id`),
      ).length
    : 0;
  already += waiting.length - pulled;
  if (fresh.length) {
    await tx.execute(sql`
      INSERT INTO print_jobs (store_id, printer_id, order_id, kind)
      VALUES ${sql.join(
        fresh.map((t) => sql`(${order.storeId}, ${Number(t.printer_id)}, ${order.orderId}, ${t.kind})`),
        sql`, `,
      )}`);
  }
  return { queued: requeued + pulled + fresh.length, requeued, already };
}
