-- Failed-login and anonymous-call counters shared by every node and kept across restarts
-- (server/auth/throttle.ts), and the addresses each account has signed in from.
CREATE TABLE auth_counters (
  scope text NOT NULL,
  subject text NOT NULL,
  hits integer NOT NULL,
  window_start timestamptz NOT NULL,
  last_hit timestamptz NOT NULL,
  PRIMARY KEY (scope, subject)
);
CREATE INDEX auth_counters_last_hit_idx ON auth_counters (last_hit);

CREATE TABLE auth_known_addresses (
  account text NOT NULL,
  address text NOT NULL,
  last_success timestamptz NOT NULL,
  PRIMARY KEY (account, address)
);
