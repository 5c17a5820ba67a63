-- Enrollment jobs (D9): one row per accepted request, one row per entry, and the queue that
-- workers of every server process claim jobs from under a lease.

create table enrollment_jobs (
    id               uuid primary key,
    organization_id  uuid        not null references organizations (id),
    campaign_id      uuid        not null references campaigns (id),
    action           text        not null,
    target_status    text,
    reason           text,
    -- Null once released (24 hours after creation), so the key can be used again.
    idempotency_key  text,
    fingerprint      text        not null,
    status           text        not null,
    resolved_count   integer     not null,
    total            integer     not null,
    created_at       timestamptz not null,
    updated_at       timestamptz not null,
    completed_at     timestamptz,
    lease_owner      text,
    lease_expires_at timestamptz,
    attempts         integer     not null
);

-- Two concurrent requests with one key: the second insert waits for the first and then fails.
create unique index enrollment_jobs_idempotency_key_idx on enrollment_jobs (organization_id, idempotency_key)
    where idempotency_key is not null;

-- Claiming walks this in order and stops at the first queued job or expired lease; final jobs,
-- nearly all rows over time, are not in it.
create index enrollment_jobs_claim_idx on enrollment_jobs (created_at, id, status, lease_expires_at)
    where status in ('queued', 'processing');

create index enrollment_jobs_completed_idx on enrollment_jobs (completed_at) where completed_at is not null;

create index enrollment_jobs_key_created_idx on enrollment_jobs (created_at) where idempotency_key is not null;

create table enrollment_job_items (
    job_id               uuid    not null references enrollment_jobs (id) on delete cascade,
    idx                  integer not null,
    customer_id          uuid,
    duplicate_of         integer,
    code                 text,
    customer_campaign_id uuid,
    -- Lists of {path, message, expected, received, code} and of field names; null when empty.
    validation_errors    jsonb,
    missing_fields       jsonb,
    primary key (job_id, idx)
);
