import { OrderType } from '../../src/contract';

export const formatWon = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** Order numbers read aloud at the counter: T-012 (table), P- (pickup), R- (reserved), D- (delivery). */
export function orderNoPrefix(type: number): string {
  switch (type) {
    case OrderType.TABLE:
      return 'T';
    case OrderType.PICKUP:
      return 'P';
    case OrderType.PICKUP_RESERVE:
      return 'R';
    default:
      return 'D';
  }
}
