-- Processes now withdraw a share of a key's tokens at a time rather than one per request: each row
-- says how many the last withdrawal took, in place of whether the last request was allowed.
alter table rate_limit_buckets add column granted integer not null default 0;
alter table rate_limit_buckets drop column allowed;
