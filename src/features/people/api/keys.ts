/** Query keys of the people screens; mutations invalidate by these prefixes. */
export const peopleKeys = {
  all: ['people'] as const,
  managers: () => [...peopleKeys.all, 'managers'] as const,
  managerList: (body: object) => [...peopleKeys.managers(), 'list', body] as const,
  managerDetail: (body: object) => [...peopleKeys.managers(), 'detail', body] as const,
  groups: (body: object) => [...peopleKeys.managers(), 'groups', body] as const,
  stores: () => [...peopleKeys.all, 'stores'] as const,
  storeList: (body: object) => [...peopleKeys.stores(), 'list', body] as const,
  storeGroups: (body: object) => [...peopleKeys.stores(), 'groups', body] as const,
  customers: () => [...peopleKeys.all, 'customers'] as const,
  customerList: (body: object) => [...peopleKeys.customers(), 'list', body] as const,
  customerOrders: (body: object) => [...peopleKeys.customers(), 'orders', body] as const,
  userInfo: (body: object) => [...peopleKeys.customers(), 'info', body] as const,
  deliverymen: () => [...peopleKeys.all, 'deliverymen'] as const,
  deliverymanList: (body: object) => [...peopleKeys.deliverymen(), 'list', body] as const,
  deliverymanDetail: (body: object) => [...peopleKeys.deliverymen(), 'detail', body] as const,
  workList: (body: object) => [...peopleKeys.deliverymen(), 'work', body] as const,
};
