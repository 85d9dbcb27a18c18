import { settlementProvideCall, type CallRequest } from '@/contract';
import { keyedWrite, type KeyedWriteVars } from './keyed-write';
import { moneyKeys } from './keys';

export type ProvideSettlementBody = CallRequest<typeof settlementProvideCall>;
export type ProvideSettlementVars = KeyedWriteVars<typeof settlementProvideCall>;

/** Settlement lists. Invalidation runs first, then the caller's callbacks. */
const write = keyedWrite(settlementProvideCall, [moneyKeys.settlements()]);
export const provideSettlement = write.send;
export const useProvideSettlement = write.useKeyedWrite;
