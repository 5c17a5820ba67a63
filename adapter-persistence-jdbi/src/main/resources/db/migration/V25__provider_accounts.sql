-- Which provider carries an organization's calls and its texts (P69), one account per organization and channel.
-- Secrets are stored as the vault sealed them (AES-GCM under the operator's key, P68), never in clear; settings
-- hold nothing secret. The id names the account in the webhook URLs given to the provider.

create table provider_accounts (
    id              uuid        primary key,
    organization_id uuid        not null references organizations (id),
    channel         text        not null check (channel in ('calls', 'texts')),
    provider        text        not null,
    settings        jsonb       not null,
    secrets         jsonb       not null,
    created_at      timestamptz not null,
    updated_at      timestamptz not null,
    version         bigint      not null,
    unique (organization_id, channel)
);
