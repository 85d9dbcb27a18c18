-- An Idempotency-Key names one request of one account: the same call with the same body.
-- Keys were one global space (a key another account had used made the write fail with a 500) and
-- were not tied to the body (a reused key replayed the first answer for a different action).
ALTER TABLE idempotency_keys ADD COLUMN body_hash text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (manager_id, key);
