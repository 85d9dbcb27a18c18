import { useQuery } from '@tanstack/react-query';
import { orderPrintCall, TICKET_KINDS, type PrintFailed, type TicketKind } from '@/contract';
import { ko } from '@/i18n/ko';
import toast from '@/lib/toast';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { ordersKeys } from '@/queries/list-orders';
import { printerKeys, printersQueryOptions } from '@/queries/list-printers';

/**
 * Whether the store prints on a network printer (an active one): the order detail then reprints
 * through it; without one — or while the list cannot be read — the browser's print stays.
 * null while the answer is not in.
 */
export function useHasPrinter(storeId: number): boolean | null {
  // Cached like the store's other settings: a printer set up or switched off on another device is
  // pushed to every tablet (cmd 141 refetches the 'store-settings' family, which holds this list).
  const printers = useQuery(printersQueryOptions(storeId));
  if (printers.isError) return false;
  if (!printers.data) return null;
  return printers.data.printer_list.some((p) => p.active === 1);
}

/**
 * store/order/print: the order's tickets again — the chosen printer and kind, or by default the ones
 * that did not print, else all (the queue answers at once). Each ticket once: one already queued or
 * printed in the last minute is not sent again, and the toast says so.
 */
export const useReprintOrder = (options: WriteOptions<typeof orderPrintCall> = {}) =>
  useApiMutation(orderPrintCall, {
    idempotent: true,
    // The printer panel's last status follows the new job; the order's "인쇄 안 됨" marks go.
    invalidates: (_data, body) => [
      printerKeys.list(Number(body.store_id)),
      ordersKeys.detail(Number(body.order_id)),
    ],
    onSuccess: (data) =>
      data.job_count ? toast.success(ko.orders.info.reprintSent) : toast(ko.orders.info.reprintAlready),
    ...options,
  });

/** One entry of the detail's choice of what "다시 인쇄" prints, with what it adds to the call's body. */
export interface ReprintChoice {
  value: string;
  label: string;
  body: { printer_id?: number; kind?: TicketKind };
}
export const AUTO_REPRINT = 'auto';

/**
 * What the order detail's "다시 인쇄" can print: first (the default) the tickets that did not print —
 * or, when none failed, every active printer's — then each active printer's each ticket on its own.
 */
export function useReprintChoices(
  storeId: number,
  failed: readonly PrintFailed[] | undefined,
): ReprintChoice[] {
  const printers = useQuery(printersQueryOptions(storeId));
  const t = ko.orders.info;
  const each = (printers.data?.printer_list ?? [])
    .filter((p) => p.active === 1)
    .flatMap((p) =>
      TICKET_KINDS.filter((kind) => (kind === 'kitchen' ? p.print_kitchen : p.print_receipt) === 1).map(
        (kind): ReprintChoice => ({
          value: `${p.printer_id}:${kind}`,
          label: t.reprintOne(p.printer_name, ko.orders.ticketKind[kind]),
          body: { printer_id: p.printer_id, kind },
        }),
      ),
    );
  const auto: ReprintChoice = {
    value: AUTO_REPRINT,
    label: failed?.length ? t.reprintFailed(failed.length) : t.reprintAll,
    body: {},
  };
  return [auto, ...each];
}
