-- Uploaded images (menu pictures, store logos) when several API nodes share one PostgreSQL and no
-- object store is configured: any node serves GET /uploads/<key> from here. Keys are unique and never
-- rewritten, so the bytes behind a key never change (served as immutable).
CREATE TABLE images (
  key text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
