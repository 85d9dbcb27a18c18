import { settlementAddCall, type CallRequest } from '@/contract';
import { keyedWrite, type KeyedWriteVars } from './keyed-write';
import { moneyKeys } from './keys';

export type AddSettlementBody = CallRequest<typeof settlementAddCall>;
export type AddSettlementVars = KeyedWriteVars<typeof settlementAddCall>;

/** Settlement lists and the payments (their settlement column). Invalidation runs first, then the caller's callbacks. */
const write = keyedWrite(settlementAddCall, [moneyKeys.settlements(), moneyKeys.payments()]);
export const addSettlement = write.send;
export const useAddSettlement = write.useKeyedWrite;
