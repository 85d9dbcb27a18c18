/** What the people tests (issue 7) share: a server per backend with its accounts logged in. */
import { withLogins, type Backend, type TestServer } from './helpers';

/** A phone number as lists show it: the middle digits masked. */
export const MASKED = /^0\d{1,2}-\*\*\*\*-\d{4}$/;

const ACCOUNTS = ['admin', 'ops', 'hq', 'store1', 'store2', 'ballpark'] as const;
type Account = (typeof ACCOUNTS)[number];

/**
 * Starts the describe block's server on `backend` with every account logged in, hands the server to
 * `set`, and returns `as(who, path, body)`: the call made with that account's token.
 */
export function withPeopleServer(backend: Backend, set: (server: TestServer) => void) {
  let s: TestServer;
  let tokens: Record<Account, string>;
  withLogins(
    ACCOUNTS,
    (server, t) => {
      s = server;
      tokens = t;
      set(server);
    },
    backend,
  );
  return (who: Account, path: string, body: object = {}) => s.call(path, body, tokens[who]);
}
