-- The outreach engine's plans on each enrollment: when its current run of outreach started, when the
-- engine next looks at it (null: nothing planned), when the wait it sits in ends, and whether an
-- interrupted attempt awaits review. Enrollments that were pending before the engine existed are due
-- at once, so the engine takes them up.
alter table enrollments
    add column run_started_at  timestamptz,
    add column due_at          timestamptz,
    add column wait_until      timestamptz,
    add column review_required boolean not null default false;
update enrollments set run_started_at = created_at;
update enrollments set due_at = updated_at where status = 'pending';
alter table enrollments alter column run_started_at set not null;

-- Due work, earliest first, without reading enrollments that are over or planned for later.
create index enrollments_due_idx on enrollments (due_at, id) where status = 'pending' and due_at is not null;
-- The few enrollments whose interrupted attempt awaits an operator's review.
create index enrollments_review_idx on enrollments (updated_at, id) where review_required;

-- Each call attempt, recorded before the carrier is asked. The key (enrollment and attempt number) is
-- what the carrier sees; the lease is the process placing it, which renews it while the call goes on.
create table outreach_attempts (
    attempt_key     text primary key,
    organization_id uuid        not null references organizations (id),
    campaign_id     uuid        not null references campaigns (id),
    customer_id     uuid        not null references customers (id),
    enrollment_id   uuid        not null references enrollments (id),
    number          integer     not null,
    started_at      timestamptz not null,
    state           text        not null,
    call_id         uuid,
    outcome         text,
    talk_seconds    bigint      not null default 0,
    owner           text        not null,
    lease_until     timestamptz not null,
    constraint outreach_attempts_number_key unique (enrollment_id, number)
);
create index outreach_attempts_placing_idx on outreach_attempts (lease_until) where state = 'placing';
