import { cancelPaymentWithoutOrderCall, type CallRequest } from '@/contract';
import { keyedWrite, type KeyedWriteVars } from './keyed-write';
import { moneyKeys } from './keys';

export type CancelPaymentWithoutOrderBody = CallRequest<typeof cancelPaymentWithoutOrderCall>;
export type CancelPaymentWithoutOrderVars = KeyedWriteVars<typeof cancelPaymentWithoutOrderCall>;

/** A cancelled payment changes the payment lists, the sales and the PG figures: everything money. Invalidation runs first, then the caller's callbacks. */
const write = keyedWrite(cancelPaymentWithoutOrderCall, [moneyKeys.all]);
export const cancelPaymentWithoutOrder = write.send;
export const useCancelPaymentWithoutOrder = write.useKeyedWrite;
