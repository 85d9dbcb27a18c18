import { transactionEditCall, type CallRequest } from '@/contract';
import { keyedWrite, type KeyedWriteVars } from './keyed-write';
import { moneyKeys } from './keys';

export type EditBillBody = CallRequest<typeof transactionEditCall>;
export type EditBillVars = KeyedWriteVars<typeof transactionEditCall>;

/** Bills and the bill-order picker (which orders are taken). Invalidation runs first, then the caller's callbacks. */
const write = keyedWrite(transactionEditCall, [moneyKeys.bills()]);
export const editBill = write.send;
export const useEditBill = write.useKeyedWrite;
