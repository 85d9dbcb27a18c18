import { orderPrintCall } from '@/contract';
import { ko } from '@/i18n/ko';
import { apiPost } from '@/lib/api-client';
import { newIntentKey } from '@/lib/intent-key';
import toast from '@/lib/toast';
import { appState } from '@/state/store';

/**
 * "다시 인쇄" in a failed print's toast (cmd 131): that printer's tickets of the order again
 * (store/order/print; the server sends the ones that did not print, each once however many tablets
 * tap it). Loaded on the tap, not with the board. Sent or already asked for, the failure's toast goes;
 * a printer that still does not answer ends in another cmd 131.
 */
export async function reprintOrder(orderId: number, printerId?: number, toastId?: string): Promise<void> {
  const storeId = appState.store_id;
  if (storeId === null) return;
  try {
    const answer = await apiPost(
      orderPrintCall,
      { store_id: storeId, order_id: orderId, ...(printerId ? { printer_id: printerId } : {}) },
      { idempotencyKey: newIntentKey() },
    );
    if (toastId) toast.dismiss(toastId);
    if (answer.job_count) toast.success(ko.orders.info.reprintSent);
    else toast(ko.orders.info.reprintAlready);
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
  }
}
