-- Baseline schema. Everything that is filtered, sorted, joined or unique is a real column;
-- nested configuration is jsonb written by the adapter's JsonCodec.

create table organizations (
    id               uuid primary key,
    name             text        not null,
    sms_company_name text,
    created_at       timestamptz not null
);
create index organizations_created_idx on organizations (created_at, id);

create table api_keys (
    id              uuid primary key,
    organization_id uuid        not null references organizations (id),
    name            text        not null,
    display_prefix  text,
    secret_hash     text        not null,
    capabilities    text[]      not null,
    read_only       boolean     not null,
    created_at      timestamptz not null,
    expires_at      timestamptz,
    revoked_at      timestamptz,
    last_used_at    timestamptz,
    constraint api_keys_secret_hash_key unique (secret_hash)
);
create index api_keys_organization_idx on api_keys (organization_id, created_at, id);

create table campaigns (
    id                        uuid primary key,
    organization_id           uuid        not null references organizations (id),
    version                   bigint      not null,
    created_at                timestamptz not null,
    updated_at                timestamptz not null,
    status                    text        not null,
    start_date                timestamptz,
    end_date                  timestamptz,
    name                      text        not null,
    description               text,
    profile                   jsonb       not null,
    dialing                   jsonb       not null,
    flow                      jsonb       not null,
    sms                       jsonb       not null,
    outcomes                  jsonb       not null,
    links                     jsonb       not null,
    last_modified_by_name     text,
    last_modified_by_is_staff boolean     not null,
    compatibility_warnings    jsonb       not null
);
create index campaigns_created_idx on campaigns (organization_id, created_at desc, id desc);
create index campaigns_updated_idx on campaigns (organization_id, updated_at desc, id desc);
create index campaigns_name_idx on campaigns (organization_id, lower(name) collate "C", id);
create index campaigns_status_idx on campaigns (organization_id, status collate "C", id);
create index campaigns_start_idx on campaigns (organization_id, start_date, id);

create table workflows (
    id              uuid primary key,
    organization_id uuid        not null references organizations (id),
    name            text        not null,
    nodes           jsonb       not null,
    entry_node_id   text        not null,
    published       boolean     not null,
    created_at      timestamptz not null,
    updated_at      timestamptz not null
);
create index workflows_organization_idx on workflows (organization_id);

-- The three configuration tables keep the whole configuration as the domain states it in
-- `document`; the key columns are copies for scoping by organization.
create table transfer_configs (
    id              uuid primary key,
    organization_id uuid        not null references organizations (id),
    name            text        not null,
    created_at      timestamptz,
    updated_at      timestamptz,
    document        jsonb       not null
);
create index transfer_configs_organization_idx on transfer_configs (organization_id, lower(name) collate "C", id);

create table routing_configs (
    id              uuid primary key,
    organization_id uuid        not null references organizations (id),
    name            text        not null,
    created_at      timestamptz,
    updated_at      timestamptz,
    document        jsonb       not null
);
create index routing_configs_organization_idx on routing_configs (organization_id);

create table appointment_configs (
    id              uuid primary key,
    organization_id uuid        not null references organizations (id),
    name            text        not null,
    created_at      timestamptz,
    updated_at      timestamptz,
    document        jsonb       not null
);
create index appointment_configs_organization_idx on appointment_configs (organization_id);

create table customers (
    id              uuid primary key,
    organization_id uuid        not null references organizations (id),
    version         bigint      not null,
    phone           text        not null,
    profile         jsonb       not null,
    policies        jsonb       not null,
    custom_values   jsonb       not null,
    related_lists   jsonb       not null,
    created_at      timestamptz not null,
    updated_at      timestamptz not null,
    deleted_at      timestamptz
);
create index customers_phone_idx on customers (organization_id, phone) where deleted_at is null;
create index customers_created_idx on customers (organization_id, created_at, id);

create table enrollments (
    id               uuid primary key,
    organization_id  uuid        not null references organizations (id),
    campaign_id      uuid        not null references campaigns (id),
    customer_id      uuid        not null references customers (id),
    status           text        not null,
    current_node_id  text,
    workflow_status  text,
    status_reason    text,
    failure_reason   text,
    attempts         integer     not null,
    version          bigint      not null,
    created_at       timestamptz not null,
    updated_at       timestamptz not null,
    constraint enrollments_customer_campaign_key unique (customer_id, campaign_id)
);
create index enrollments_customer_idx on enrollments (organization_id, customer_id, created_at, id);
create index enrollments_campaign_status_idx on enrollments (organization_id, campaign_id, status);

create table calls (
    id                 uuid primary key,
    organization_id    uuid        not null references organizations (id),
    campaign_id        uuid        not null references campaigns (id),
    customer_id        uuid        not null references customers (id),
    enrollment_id      uuid        references enrollments (id),
    caller_id          text,
    created_at         timestamptz not null,
    disposition        text,
    duration_ms        bigint      not null,
    assistant_type     text,
    summary            text,
    transcript         text,
    direction          text        not null,
    cost               numeric,
    success_evaluation text,
    ended_reason       text,
    test_flag          boolean     not null
);
create index calls_campaign_created_idx on calls (organization_id, campaign_id, created_at);
