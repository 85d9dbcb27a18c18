-- Revocable sessions (issue 22): every token carries the account's session version; logout, a password
-- change or reset, deactivation or a role/store change bump it, which ends every token of the account.
ALTER TABLE managers ADD COLUMN IF NOT EXISTS session_version integer NOT NULL DEFAULT 0;
