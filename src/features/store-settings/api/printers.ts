import { queryOptions, useQuery } from '@tanstack/react-query';
import { printerDeleteCall, printerEditCall, printerTestCall } from '@/contract';
import { useApiMutation, type WriteOptions } from '@/lib/use-api-mutation';
import { printersQueryOptions } from '@/queries/list-printers';
import { storeSettingsKeys } from './keys';

/** A store's network printers with each one's last print (issue 26). */
export function getPrintersQueryOptions(storeId: number) {
  return queryOptions({
    ...printersQueryOptions(storeId),
    // While a print is on its way (a test page just sent), look again until it is done or failed.
    refetchInterval: (query) =>
      query.state.data?.printer_list.some((p) => p.last_status === 'queued' || p.last_status === 'printing')
        ? 1_500
        : false,
  });
}

export function usePrinters(storeId: number, enabled = true) {
  return useQuery({ ...getPrintersQueryOptions(storeId), enabled });
}

const PRINTER_WRITE = { idempotent: true, invalidates: [storeSettingsKeys.all] } as const;

export const useEditPrinter = (options: WriteOptions<typeof printerEditCall> = {}) =>
  useApiMutation(printerEditCall, { ...PRINTER_WRITE, ...options });

export const useDeletePrinter = (options: WriteOptions<typeof printerDeleteCall> = {}) =>
  useApiMutation(printerDeleteCall, { ...PRINTER_WRITE, ...options });

/** Queues a test page; the list shows how it went once it is refetched. */
export const useTestPrinter = (options: WriteOptions<typeof printerTestCall> = {}) =>
  useApiMutation(printerTestCall, { ...PRINTER_WRITE, ...options });
