import type { Database } from '../db';

/**
 * Throttling of password guesses and of the anonymous account calls, in the database so every node
 * shares the counters and a restart forgets nothing (the in-memory limiter allowed N nodes N times the
 * guesses). Addresses are what Fastify reports: the socket's, or the client's behind a proxy named in
 * TRUST_PROXY.
 *
 * Login, three counters of failures:
 * - one account from one address: 5 free, then a growing delay (1, 2, 4 … s, at most 15 min) — stops
 *   one machine guessing one password;
 * - one account from anywhere: 20 free per hour, then a growing delay of at most 60 s — an attacker
 *   with many addresses gets tens of guesses an hour, while the real user is slowed, never locked out;
 * - one address, any account: 50 per 15 min, then that address may sign in only to accounts that have
 *   signed in from it before (30 days). Tablets behind one shop router share an address: a colleague's
 *   correct password still works there while someone at the same address sprays guesses.
 * A correct password resets its (account, address) counter and records the address as known.
 */
export const LOGIN_RULES = {
  pair: { window: 15 * 60, free: 5, maxDelay: 15 * 60 },
  account: { window: 60 * 60, free: 20, maxDelay: 60 },
  address: { window: 15 * 60, limit: 50 },
  knownFor: 30 * 24 * 3600,
} as const;

/** find-id / find-password / reset: every request counts (they send messages), per target and per address. */
export const FIND_RULES = { window: 10 * 60, perTarget: 5, perAddress: 20 } as const;

interface CounterRow {
  scope: string;
  hits: number;
  age: number;
  idle: number;
}

export class AuthThrottle {
  constructor(private readonly database: Database) {}

  /** Seconds the caller must wait before this login attempt is even checked; 0 to go ahead. */
  async loginWait(account: string, address: string): Promise<number> {
    const acc = account.toLowerCase();
    const rows = await this.database.query<CounterRow>(
      `SELECT scope, hits, extract(epoch FROM now() - window_start)::float8 AS age,
              extract(epoch FROM now() - last_hit)::float8 AS idle
         FROM auth_counters
        WHERE (scope = 'login:pair' AND subject = $1) OR (scope = 'login:account' AND subject = $2)
           OR (scope = 'login:address' AND subject = $3)`,
      [`${acc}|${address}`, acc, address],
    );
    let wait = 0;
    for (const r of rows) {
      if (r.scope === 'login:pair') wait = Math.max(wait, delayLeft(r, LOGIN_RULES.pair));
      if (r.scope === 'login:account') wait = Math.max(wait, delayLeft(r, LOGIN_RULES.account));
      if (
        r.scope === 'login:address' &&
        r.age < LOGIN_RULES.address.window &&
        r.hits >= LOGIN_RULES.address.limit
      ) {
        const known = await this.database.query(
          `SELECT 1 FROM auth_known_addresses WHERE account = $1 AND address = $2
              AND last_success > now() - make_interval(secs => $3)`,
          [acc, address, LOGIN_RULES.knownFor],
        );
        if (!known.length) wait = Math.max(wait, Math.ceil(LOGIN_RULES.address.window - r.age));
      }
    }
    return wait;
  }

  async loginFailed(account: string, address: string): Promise<void> {
    const acc = account.toLowerCase();
    await this.hit('login:pair', `${acc}|${address}`, LOGIN_RULES.pair.window);
    await this.hit('login:account', acc, LOGIN_RULES.account.window);
    await this.hit('login:address', address, LOGIN_RULES.address.window);
  }

  async loginSucceeded(account: string, address: string): Promise<void> {
    const acc = account.toLowerCase();
    await this.database.query(`DELETE FROM auth_counters WHERE scope = 'login:pair' AND subject = $1`, [
      `${acc}|${address}`,
    ]);
    await this.database.query(
      `INSERT INTO auth_known_addresses (account, address, last_success) VALUES ($1, $2, now())
       ON CONFLICT (account, address) DO UPDATE SET last_success = now()`,
      [acc, address],
    );
    // Old rows are useless once their window is over; a successful login is a rare enough moment to sweep.
    await this.database.query(`DELETE FROM auth_counters WHERE last_hit < now() - interval '1 day'`);
  }

  /**
   * Counts one anonymous account request (find-id, find-password, reset) for its target and address;
   * resolves to the seconds to wait when either is over its limit (the request is then refused).
   */
  async findRequest(target: string, address: string): Promise<number> {
    const pair = await this.hit('find:pair', `${target}|${address}`, FIND_RULES.window);
    const addr = await this.hit('find:address', address, FIND_RULES.window);
    const over = [
      pair.hits > FIND_RULES.perTarget ? pair.left : 0,
      addr.hits > FIND_RULES.perAddress ? addr.left : 0,
    ];
    return Math.ceil(Math.max(...over));
  }

  /** One more hit in a fixed window that restarts when it is over; atomic across nodes. */
  async hit(scope: string, subject: string, windowSeconds: number): Promise<{ hits: number; left: number }> {
    const rows = await this.database.query<{ hits: number; left: number }>(
      `INSERT INTO auth_counters AS c (scope, subject, hits, window_start, last_hit)
       VALUES ($1, $2, 1, now(), now())
       ON CONFLICT (scope, subject) DO UPDATE SET
         hits = CASE WHEN c.window_start < now() - make_interval(secs => $3) THEN 1 ELSE c.hits + 1 END,
         window_start = CASE WHEN c.window_start < now() - make_interval(secs => $3) THEN now() ELSE c.window_start END,
         last_hit = now()
       RETURNING hits, extract(epoch FROM window_start + make_interval(secs => $3) - now())::float8 AS left`,
      [scope, subject, windowSeconds],
    );
    return { hits: Number(rows[0]!.hits), left: Number(rows[0]!.left) };
  }
}

/** Growing delay after `free` failures: 2^(n − free) s since the last failure, capped; none once the window is over. */
function delayLeft(r: CounterRow, rule: { window: number; free: number; maxDelay: number }): number {
  if (r.age >= rule.window || r.hits < rule.free) return 0;
  const delay = Math.min(rule.maxDelay, 2 ** (r.hits - rule.free));
  return Math.max(0, Math.ceil(delay - r.idle));
}
