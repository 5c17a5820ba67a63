-- The campaigns an organization declared informational (P65): their AI-voice calls need no written
-- marketing consent. A campaign not listed is marketing. Rows go with their campaign.

create table informational_campaigns (
    organization_id uuid not null references organizations (id),
    campaign_id     uuid not null references campaigns (id) on delete cascade,
    primary key (organization_id, campaign_id)
);
