import { settlementConfirmCall, type CallRequest } from '@/contract';
import { keyedWrite, type KeyedWriteVars } from './keyed-write';
import { moneyKeys } from './keys';

export type ConfirmSettlementBody = CallRequest<typeof settlementConfirmCall>;
export type ConfirmSettlementVars = KeyedWriteVars<typeof settlementConfirmCall>;

/** Settlement lists. Invalidation runs first, then the caller's callbacks. */
const write = keyedWrite(settlementConfirmCall, [moneyKeys.settlements()]);
export const confirmSettlement = write.send;
export const useConfirmSettlement = write.useKeyedWrite;
