-- Suppressed phone numbers (P63 in docs/decisions.md). Kept by number, not by customer, so a
-- suppression outlives a change of number or the customer's deletion; a lift is recorded on the row
-- and no row is deleted, so the history of who suppressed and lifted a number stays.

create table suppressions (
    id              uuid primary key,
    organization_id uuid        not null references organizations (id),
    phone_number    text        not null,
    source          text        not null,
    reason          text,
    created_at      timestamptz not null,
    lifted_at       timestamptz,
    lifted_by       text,
    constraint suppressions_lift_check check ((lifted_at is null) = (lifted_by is null))
);

-- At most one active suppression per number; it also serves the engine's look-up of a round's numbers.
create unique index suppressions_active_key on suppressions (organization_id, phone_number)
    where lifted_at is null;

create index suppressions_active_newest_idx on suppressions (organization_id, created_at desc, id desc)
    where lifted_at is null;
