-- Lead sources of campaigns (D15). source_id is the organization's own name for a source.

create table sources (
    id                  uuid primary key,
    organization_id     uuid        not null references organizations (id),
    campaign_id         uuid        not null references campaigns (id),
    source_id           text        not null,
    name                text,
    description         text,
    phone_number_id     integer,
    deal_type           text        not null,
    source_type         text        not null,
    pricing_model       text        not null,
    -- Money and duration terms are kept as the exact decimal text the client sent, so their
    -- scale ("10.50") comes back unchanged.
    payout              text,
    commission_per_sale text,
    lead_cost           text,
    duration_threshold  text,
    -- Null when the source does not say; it then matches neither enabled filter.
    enabled             boolean,
    version             bigint      not null,
    created_at          timestamptz not null,
    updated_at          timestamptz not null,
    constraint sources_source_id_key unique (organization_id, source_id)
);

create index sources_created_idx on sources (organization_id, created_at desc, id desc);
create index sources_campaign_idx on sources (organization_id, campaign_id, created_at desc, id desc);
