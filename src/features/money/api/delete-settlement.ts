import { settlementDelCall, type CallRequest } from '@/contract';
import { keyedWrite, type KeyedWriteVars } from './keyed-write';
import { moneyKeys } from './keys';

export type DeleteSettlementBody = CallRequest<typeof settlementDelCall>;
export type DeleteSettlementVars = KeyedWriteVars<typeof settlementDelCall>;

/** Settlement lists and the payments it frees. Invalidation runs first, then the caller's callbacks. */
const write = keyedWrite(settlementDelCall, [moneyKeys.settlements(), moneyKeys.payments()]);
export const deleteSettlement = write.send;
export const useDeleteSettlement = write.useKeyedWrite;
