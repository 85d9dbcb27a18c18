import type { Access } from './access';
import { Roles } from './access';

/**
 * Who may make each call — the one declarative place (DEVELOPERS.md, issue 8). A call that is
 * registered without an entry here makes the server refuse to start.
 *   'public'  : no token (login and the customer channel)
 *   Access    : a valid token, plus role / store-mode / store-scope rules
 */
export const policy: Record<string, Access | 'public'> = {
  'store/login/app': 'public',
  'store/token/info': { store: 'none' },
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
  'customer/order/create': 'public',
  'customer/order/cancel-request': 'public',
};

export { Roles };
