import { useQuery } from '@tanstack/react-query';
import { orderPrintCall } from '@/contract';
import { ko } from '@/i18n/ko';
import toast from '@/lib/toast';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
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

/** store/order/print: the order's tickets again on every active printer (the queue answers at once). */
export const useReprintOrder = (options: WriteOptions<typeof orderPrintCall> = {}) =>
  useApiMutation(orderPrintCall, {
    idempotent: true,
    // The printer panel's last status follows the new job.
    invalidates: (_data, body) => [printerKeys.list(Number(body.store_id))],
    onSuccess: () => toast.success(ko.orders.info.reprintSent),
    ...options,
  });
