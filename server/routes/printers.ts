import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  orderPrintCall,
  printerDeleteCall,
  printerEditCall,
  printerListCall,
  printerTestCall,
  type Printer,
  SocketCmd,
} from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { fail } from '../lib/errors';
import type { Db } from '../db';
import { orders, printers, printJobs } from '../db/schema';
import type { PrinterAddressPolicy } from '../print/address-policy';
import { queueOrderPrints } from '../print/queue';

/* A store's network printers (issue 26): set up, test, print an order again. */

type Row = typeof printers.$inferSelect;
type LastJob = { status: string; lastError: string | null } | undefined;

const toPrinter = (r: Row, last: LastJob): Printer => ({
  printer_id: r.printerId,
  printer_name: r.printerName,
  host: r.host,
  port: r.port,
  paper_width: r.paperWidth === 58 ? 58 : 80,
  copies: r.copies,
  order_types: r.orderTypes,
  print_kitchen: r.printKitchen ? 1 : 0,
  print_receipt: r.printReceipt ? 1 : 0,
  print_on: r.printOn,
  active: r.active ? 1 : 0,
  last_status: (last?.status as Printer['last_status']) ?? null,
  last_error: last?.lastError ?? null,
});

async function lastJob(tx: Db, printerId: number): Promise<LastJob> {
  return (
    await tx
      .select({ status: printJobs.status, lastError: printJobs.lastError })
      .from(printJobs)
      .where(eq(printJobs.printerId, printerId))
      .orderBy(desc(printJobs.jobId))
      .limit(1)
  )[0];
}

async function ownPrinter(tx: Db, storeId: number, printerId: number): Promise<Row> {
  const row = (
    await tx
      .select()
      .from(printers)
      .where(and(eq(printers.storeId, storeId), eq(printers.printerId, printerId)))
  )[0];
  if (!row) throw fail.notFound('프린터를 찾을 수 없습니다.');
  return row;
}

/**
 * A printer address this node may not connect to is refused when it is saved, on the field to change,
 * in words a store manager can act on (the sender refuses it again: server/print/send.ts).
 */
function refuseUnreachable(policy: PrinterAddressPolicy, host: string, port: number): void {
  const verdict = policy.check(host, port);
  if (verdict === 'ok') return;
  if (!policy.direct)
    throw fail.validation({
      host: '이 서버에서는 네트워크 프린터로 직접 인쇄할 수 없습니다. 관리자에게 문의해 주세요.',
    });
  if (verdict === 'port')
    throw fail.validation({
      port: `이 서버에서 사용할 수 없는 프린터 포트입니다. 프린터의 인쇄 포트(${policy.portsText})를 입력하거나 관리자에게 문의해 주세요.`,
    });
  throw fail.validation({
    host:
      verdict === 'not-ipv4'
        ? '프린터 IP 주소를 확인해 주세요. 예: 192.168.0.50'
        : '이 서버에서 연결할 수 없는 프린터 주소입니다. 매장 네트워크의 프린터 주소(예: 192.168.0.50, 포트 9100)를 입력하거나 관리자에게 문의해 주세요.',
  });
}

export function printerRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, printerListCall, {
    async handler({ tx, storeId }) {
      // Each printer with its last job in one query (a lateral join on print_jobs_printer_idx), not one per printer.
      const last = tx
        .select({ status: printJobs.status, lastError: printJobs.lastError })
        .from(printJobs)
        .where(eq(printJobs.printerId, printers.printerId))
        .orderBy(desc(printJobs.jobId))
        .limit(1)
        .as('last');
      const rows = await tx
        .select({ printer: printers, last: { status: last.status, lastError: last.lastError } })
        .from(printers)
        .leftJoinLateral(last, sql`true`)
        .where(eq(printers.storeId, storeId))
        .orderBy(printers.printerId);
      return {
        printer_list: rows.map((r) => toPrinter(r.printer, r.last?.status ? r.last : undefined)),
      };
    },
  });

  // Every tablet of the store is told (cmd 141): the order detail's 다시 인쇄 / browser print follows
  // a printer set up or switched off on another device without asking at each opening.
  const STORE_CHANGED = { cmd: SocketCmd.STORE_CHANGED };

  registerCall(app, ctx, printerEditCall, {
    write: true,
    announce: STORE_CHANGED,
    async handler({ tx, storeId, body }) {
      // A printer switched off sends nothing: it can be saved (say, switched off) whatever its address.
      if (body.active === 1) refuseUnreachable(ctx.prints.addresses, body.host, body.port);
      const values = {
        printerName: body.printer_name,
        host: body.host,
        port: body.port,
        paperWidth: body.paper_width,
        copies: body.copies,
        orderTypes: [...new Set(body.order_types)].sort(),
        printKitchen: body.print_kitchen,
        printReceipt: body.print_receipt,
        printOn: body.print_on,
        active: body.active,
        updatedAt: new Date(),
      };
      let row: Row | undefined;
      if (body.printer_id) {
        await ownPrinter(tx, storeId, body.printer_id);
        [row] = await tx
          .update(printers)
          .set(values)
          .where(eq(printers.printerId, body.printer_id))
          .returning();
      } else {
        [row] = await tx
          .insert(printers)
          .values({ storeId, ...values })
          .returning();
      }
      return { printer: toPrinter(row!, await lastJob(tx, row!.printerId)) };
    },
  });

  registerCall(app, ctx, printerDeleteCall, {
    write: true,
    announce: STORE_CHANGED,
    async handler({ tx, storeId, body }) {
      await ownPrinter(tx, storeId, body.printer_id);
      await tx.delete(printJobs).where(eq(printJobs.printerId, body.printer_id));
      await tx.delete(printers).where(eq(printers.printerId, body.printer_id));
      return { printer_id: body.printer_id };
    },
  });

  registerCall(app, ctx, printerTestCall, {
    write: true,
    async handler({ tx, storeId, body, afterCommit }) {
      const printer = await ownPrinter(tx, storeId, body.printer_id);
      if (ctx.prints.addresses.check(printer.host, printer.port) !== 'ok')
        throw fail.conflict(
          '이 서버에서 연결할 수 없는 프린터 주소입니다. 프린터 설정에서 주소를 고치거나 관리자에게 문의해 주세요.',
        );
      const [job] = await tx
        .insert(printJobs)
        .values({ storeId, printerId: body.printer_id, orderId: null, kind: 'test' })
        .returning({ id: printJobs.jobId });
      afterCommit(() => ctx.prints.kick());
      return { job_id: job!.id };
    },
  });

  registerCall(app, ctx, orderPrintCall, {
    write: true,
    async handler({ tx, storeId, body, afterCommit }) {
      const order = (
        await tx
          .select({ orderId: orders.orderId, orderType: orders.orderType })
          .from(orders)
          .where(and(eq(orders.storeId, storeId), eq(orders.orderId, body.order_id)))
      )[0];
      if (!order) throw fail.notFound('주문을 찾을 수 없습니다.');
      if (body.printer_id) await ownPrinter(tx, storeId, body.printer_id);
      // A reprint replaces what is still waiting for the same order and printer (a double tap prints once).
      await tx
        .delete(printJobs)
        .where(
          and(
            eq(printJobs.orderId, order.orderId),
            inArray(printJobs.status, ['queued', 'failed']),
            body.printer_id ? eq(printJobs.printerId, body.printer_id) : undefined,
          ),
        );
      const count = await queueOrderPrints(tx, { storeId, ...order }, null, body.printer_id);
      if (count === 0) throw fail.conflict('인쇄할 프린터가 없습니다. 매장 설정에서 프린터를 추가해 주세요.');
      afterCommit(() => ctx.prints.kick());
      return { job_count: count };
    },
  });
}
