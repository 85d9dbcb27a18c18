/** Query keys of the money screens; mutations invalidate by these prefixes. */
export const moneyKeys = {
  all: ['money'] as const,
  payments: () => [...moneyKeys.all, 'payments'] as const,
  paymentList: (body: object) => [...moneyKeys.payments(), 'list', body] as const,
  receipt: (storeId: number, paymentId: number) =>
    [...moneyKeys.payments(), 'receipt', storeId, paymentId] as const,
  withoutOrderList: (body: object) => [...moneyKeys.payments(), 'without-order', body] as const,
  sales: () => [...moneyKeys.all, 'sales'] as const,
  salesList: (body: object) => [...moneyKeys.sales(), 'list', body] as const,
  salesTypes: (body: object) => [...moneyKeys.sales(), 'types', body] as const,
  productStats: (body: object) => [...moneyKeys.sales(), 'products', body] as const,
  adminOrders: (body: object) => [...moneyKeys.all, 'admin-orders', body] as const,
  bills: () => [...moneyKeys.all, 'bills'] as const,
  billList: (body: object) => [...moneyKeys.bills(), 'list', body] as const,
  billOrders: (body: object) => [...moneyKeys.bills(), 'orders', body] as const,
  settlements: () => [...moneyKeys.all, 'settlements'] as const,
  pgPayTypes: () => [...moneyKeys.settlements(), 'pg-pay-types'] as const,
  settlementReady: (body: object) => [...moneyKeys.settlements(), 'ready', body] as const,
  settlementDone: (body: object) => [...moneyKeys.settlements(), 'done', body] as const,
  settlementMain: (body: object) => [...moneyKeys.settlements(), 'main', body] as const,
  pgPayments: (body: object) => [...moneyKeys.settlements(), 'pg', body] as const,
  pgDates: (body: object) => [...moneyKeys.settlements(), 'pg-date', body] as const,
};
