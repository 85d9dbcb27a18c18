-- Customer-channel keys (server/auth/channel.ts): one per store and channel, kept as a SHA-256 hash
-- (the secret is 32 random bytes, so a fast hash is enough); revoked keys stay for the record.
CREATE TABLE channel_keys (
  key_id serial PRIMARY KEY,
  store_id integer NOT NULL,
  name text NOT NULL,
  key_prefix text NOT NULL,
  secret_hash text NOT NULL,
  created_by integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX channel_keys_store_idx ON channel_keys (store_id);
