-- The consent ledger (P65 in docs/decisions.md): each number's consent given or revoked, by channel
-- and purpose. Kept by number, not by customer, so it outlives a change of number or the customer's
-- deletion. Rows are only inserted: the service has no statement that updates or deletes one.

create table consent_entries (
    id              uuid primary key,
    organization_id uuid        not null references organizations (id),
    phone_number    text        not null,
    channel         text        not null,
    purpose         text        not null,
    kind            text        not null,
    source          text        not null,
    evidence        text        not null,
    occurred_at     timestamptz not null,
    recorded_at     timestamptz not null,
    honored_at      timestamptz,
    constraint consent_entries_honored_check check ((kind = 'revoked') = (honored_at is not null))
);

-- A number's entries in the order they occurred: the engine's look-up of a round's numbers and the
-- pages of one number, read backwards.
create index consent_entries_number_idx on consent_entries (organization_id, phone_number, occurred_at, id);
