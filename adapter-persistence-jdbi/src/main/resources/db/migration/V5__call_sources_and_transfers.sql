-- Calls name the lead source they came from, their purpose, and their hand-off to an agent,
-- which source performance is computed from.
alter table calls
    add column source_id          uuid references sources (id),
    add column purpose            text not null default 'new',
    add column transferred_at     timestamptz,
    add column transfer_talk_ms   bigint,
    add column transfer_converted boolean,
    add column transfer_price     numeric,
    add constraint calls_transfer_complete check (
        (transferred_at is null and transfer_talk_ms is null and transfer_converted is null and transfer_price is null)
        or (transferred_at is not null and transfer_talk_ms is not null and transfer_converted is not null));
alter table calls alter column purpose drop default;
create index calls_source_idx on calls (source_id) where source_id is not null;
