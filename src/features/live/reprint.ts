import { orderPrintCall } from '@/contract';
import { ko } from '@/i18n/ko';
import { apiPost } from '@/lib/api-client';
import { newIntentKey } from '@/lib/intent-key';
import toast from '@/lib/toast';
import { appState } from '@/state/store';

/**
 * "다시 인쇄" in a failed print's toast (cmd 131): the order goes to the store's printers again
 * (store/order/print). Loaded on the tap, not with the board. The answer is a toast either way; a
 * printer that still does not answer ends in another cmd 131.
 */
export async function reprintOrder(orderId: number): Promise<void> {
  const storeId = appState.store_id;
  if (storeId === null) return;
  try {
    await apiPost(
      orderPrintCall,
      { store_id: storeId, order_id: orderId },
      { idempotencyKey: newIntentKey() },
    );
    toast.success(ko.orders.info.reprintSent);
  } catch (error) {
    toast.error(error instanceof Error ? error.message : String(error));
  }
}
