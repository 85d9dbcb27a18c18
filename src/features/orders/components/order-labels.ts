import { useMemo } from 'react';
import { CodeColumn, type CodeItem } from '@/contract';
import { ko } from '@/i18n/ko';
import { codeLabel } from '@/lib/codes';
import { useCodes } from '@/queries/list-codes';

export interface OrderLabels {
  type(value: number): string;
  status(value: number): string;
  pay(value: number): string;
}

/** Labels from the server's code lists, with built-in Korean fallbacks while they load. */
export function makeOrderLabels(codeList: readonly CodeItem[]): OrderLabels {
  return {
    type: (v) => codeLabel(codeList, CodeColumn.ORDER_TYPE, v) ?? ko.orderType[v] ?? String(v),
    status: (v) => codeLabel(codeList, CodeColumn.ORDER_STATUS, v) ?? ko.orderStatus[v] ?? String(v),
    pay: (v) => codeLabel(codeList, CodeColumn.PAY_TYPE, v) ?? String(v),
  };
}

export function useOrderLabels(): OrderLabels {
  const list = useCodes()?.codeList;
  return useMemo(() => makeOrderLabels(list ?? []), [list]);
}
