import type { Access } from './access';

type Entry = Access | 'public' | 'channel';

/**
 * Who may make each call — the one declarative place (DEVELOPERS.md, issue 8). A call that is
 * registered without an entry here makes the server refuse to start.
 *   'public'  : no token (login, finding an account)
 *   'channel' : the customer channel: a channel key for the store (X-Channel-Key), no staff token
 *   Access    : a valid token, plus role (an action of src/contract/access.ts) / store-mode /
 *               store-scope rules
 */
const entries = {
  'store/login/app': 'public',
  'store/token/info': { store: 'none' },
  // Beyond the spec (issue 22): ends the account's sessions.
  'store/logout': { store: 'none' },
  'store/info': { store: 'body' },
  'common/code/list': { store: 'none' },
  'store/list': { store: 'none', mode: 'multi' },
  'store/group/list': { store: 'none', mode: 'multi' },
  'store/order/list': { store: 'body' },
  'store/order/status/edit': { store: 'body' },
  'store/order/cancel': { store: 'body' },
  'store/order/cancel/confirm': { store: 'body' },
  'store/order/info': { store: 'body' },
  'store/test/noti': { store: 'body' },
  'customer/order/create': 'channel',
  'customer/order/cancel-request': 'channel',
  // Customer-channel keys (beyond the spec, issue 22).
  'store/channel/key/list': { action: 'manageChannelKeys', store: 'body' },
  'store/channel/key/create': { action: 'manageChannelKeys', store: 'body' },
  'store/channel/key/revoke': { action: 'manageChannelKeys', store: 'body' },
  // Money (issue 6): payments, sales, admin orders, bills, PG settlements.
  'store/payment/list': { store: 'body' },
  'store/payment/receipt': { store: 'body' },
  'store/payment/without/order/list': { action: 'managePaymentsWithoutOrder', store: 'body' },
  'store/cancel/paymentwithoutorder': { action: 'managePaymentsWithoutOrder', store: 'body' },
  'store/sales/list': { store: 'body' },
  'store/sales/type/list': { action: 'viewSalesByType', store: 'body' },
  'store/stat/product/monthly': { store: 'body' },
  'store/admin/order/list': { action: 'viewAdminOrders', store: 'body' },
  'store/transaction/order': { store: 'body' },
  'store/transaction/list': { store: 'body' },
  'store/transaction/edit': { store: 'body' },
  'common/paytype/pglist': { store: 'none' },
  'store/settlement/ready/list': { store: 'body' },
  'store/settlement/done/list': { store: 'body' },
  'store/settlement/main/list': { store: 'body' },
  'store/settlement/pg/list': { store: 'body' },
  'store/settlement/pg/date/list': { store: 'body' },
  'store/settlement/add': { action: 'manageSettlements', store: 'body' },
  'store/settlement/del': { action: 'manageSettlements', store: 'body' },
  'store/settlement/provide': { action: 'manageSettlements', store: 'body' },
  'store/settlement/confirm': { store: 'body' },
  // Menu and store management (issue 5): menu, sold out, store info, hours, notices, service, play info, uploads.
  'store/productgroup/list': { store: 'body' },
  'store/productgroup/edit': { store: 'body' },
  'store/productgroup/del': { store: 'body' },
  'store/productgroup/order/edit': { store: 'body' },
  'store/product/list': { store: 'body' },
  'store/product/edit': { store: 'body' },
  'store/product/del': { store: 'body' },
  'store/product/order/edit': { store: 'body' },
  'store/product/soldout': { store: 'body' },
  'store/product/count/edit': { store: 'body' },
  'store/generate-presigned-url': { store: 'body' },
  'store/edit': { store: 'body' },
  'store/business/info': { store: 'body' },
  'store/business/edit': { store: 'body' },
  'store/hours/info': { store: 'body' },
  'store/holiday/edit': { store: 'body' },
  'store/temp/edit': { store: 'body' },
  'store/temp/del': { store: 'body' },
  'store/open/manual': { store: 'body' },
  'store/daily/close': { store: 'body' },
  'store/notice/list': { store: 'body' },
  'store/notice/edit': { store: 'body' },
  'store/notice/del': { store: 'body' },
  'common/get/html': { store: 'body' },
  'store/service/manage/info': { store: 'body' },
  'store/service/manage/edit': { store: 'body' },
  'store/service/admin/list': { action: 'viewAllStoreServices', store: 'none' },
  'store/playinfo/list': { store: 'body' },
  'store/playinfo/edit': { action: 'editPlayInfo', store: 'body' },
  // People and promotions (issue 7). Member rules (scope, rank, self-protection) are in routes/managers.ts.
  'common/dupcheck': { store: 'none' },
  'store/manager/list': { store: 'optional' },
  'store/manager/info': { store: 'none' },
  'store/manager/edit': { store: 'optional' },
  'store/manager/del': { store: 'none' },
  'store/manager/group/list': { store: 'none' },
  'store/add': { action: 'manageStores', mode: 'multi', store: 'none' },
  'store/customer/list': { store: 'body' },
  'store/customer/order/list': { store: 'body' },
  'store/user/info': { store: 'body' },
  // The live order screen of any store offers its working delivery men and assigns them. The
  // /delivery-men screen (§6: super admins and baseball managers) is one rule for all its calls: the
  // list used to be open while its work list was not (issue 28).
  'store/order/deliveryman/list': { store: 'body' },
  'store/order/deliveryman/edit': { store: 'body' },
  'store/deliveryman/list': { action: 'manageDeliveryMen', store: 'body' },
  'store/deliveryman/info': { action: 'manageDeliveryMen', store: 'body' },
  'store/deliveryman/edit': { action: 'manageDeliveryMen', store: 'body' },
  'store/deliveryman/work/list': { action: 'manageDeliveryMen', store: 'body' },
  'store/coupon/list': { store: 'body' },
  'store/coupon/edit': { store: 'body' },
  'store/coupon/end': { store: 'body' },
  'store/coupon/issue': { store: 'body' },
  'store/coupon/issue/list': { store: 'body' },
  'store/stamp/list': { store: 'body' },
  'store/stamp/edit': { store: 'body' },
  'store/stamp/end': { store: 'body' },
  'store/promotion/period/list': { store: 'body' },
  'store/promotion/period/edit': { store: 'body' },
  'store/promotion/period/end': { store: 'body' },
  'store/find/id': 'public',
  'store/find/password': 'public',
  'store/find/password/reset': 'public',
  // Network printers (issue 26): any manager of the store sets up its printers and prints again.
  'store/printer/list': { store: 'body' },
  'store/printer/edit': { store: 'body' },
  'store/printer/delete': { store: 'body' },
  'store/printer/test': { store: 'body' },
  'store/order/print': { store: 'body' },
  // 바쁨 (issue 26): any manager of the store.
  'store/busy/edit': { store: 'body' },
  'store/order/missed/list': { store: 'body' },
} as const satisfies Record<string, Entry>;

/** Every call path that has a policy entry; registerCall accepts only these. */
export type PolicyPath = keyof typeof entries;
/** The policy entry of one call, as a literal type (server/lib/call.ts derives the handler's arguments from it). */
export type PolicyEntry<P extends PolicyPath> = (typeof entries)[P];

/** The same table, looked up by any string (the server at start-up, the access-matrix test). */
export const policy: Readonly<Record<string, Entry>> = entries;

/**
 * The store id a handler receives under an entry: a store-scoped call ('body') always has one, already
 * checked against the manager's scope; 'optional' and the customer channel (null: the in-process
 * simulator, any store) may have one; 'none' and public calls never do.
 */
export type StoreIdOf<E> = E extends 'public'
  ? null
  : E extends 'channel'
    ? number | null
    : E extends { store: 'body' }
      ? number
      : E extends { store: 'optional' }
        ? number | null
        : null;
