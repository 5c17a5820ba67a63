-- The per-key request limit (D8): one token bucket per API key that has made a request, read and
-- changed by a single statement per request, so every server process on this database shares
-- each key's limit.
--
-- Unlogged: a bucket is rebuilt by the key's next requests, so it is worth neither WAL nor a place
-- on a replica, and a request's commit then waits for no disk flush. After a database crash the
-- table is empty and every bucket starts full again.
--
-- No foreign key to api_keys: the check would cost each request an index probe, and a row of a
-- deleted key is harmless (the key can no longer authenticate). The fill factor leaves room on
-- each page so the constant updates stay heap-only (HOT) and do not touch the primary key index.
create unlogged table rate_limit_buckets (
    key_id     uuid             primary key,
    tokens     double precision not null,
    updated_at timestamptz      not null,
    allowed    boolean          not null
) with (fillfactor = 70);
