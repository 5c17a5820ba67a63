-- Inquiries customers raise during calls (D14). The assignee and the customer's own agent are
-- kept as imported ({id, name, image}), since the service has no user directory; the open
-- severity triggers and further concerns as jsonb.

create table inquiries (
    id                      uuid primary key,
    organization_id         uuid        not null references organizations (id),
    campaign_id             uuid        not null references campaigns (id),
    customer_id             uuid        not null references customers (id),
    enrollment_id           uuid        not null references enrollments (id),
    call_id                 uuid        references calls (id),
    tool_call_id            text,
    -- Not a foreign key: an inquiry may be imported before the one it repeats.
    duplicate_of_id         uuid,
    inquiry                 text        not null,
    response                text,
    status                  text        not null,
    resolution_type         text,
    notes                   text,
    resolved_at             timestamptz,
    resolved_by             uuid,
    primary_category        text,
    subcategory             text,
    severity                text,
    severity_triggers       jsonb,
    suggested_handling      text,
    handling_rationale      text,
    reasoning               text,
    escalation_applied      boolean,
    additional_concerns     jsonb,
    priority                integer,
    priority_confidence     integer,
    priority_rank           integer,
    priority_rationale      text,
    priority_category       text,
    callback_requested_at   timestamptz,
    callback_requested_by   uuid,
    callback_workflow_id    uuid,
    callback_completed_at   timestamptz,
    callback_call_id        uuid,
    callback_disposition    text,
    callback_failure_reason text,
    callback_scheduled_for  timestamptz,
    agent_name              text,
    carrier_name            text,
    plan_name               text,
    plan_code               text,
    assigned_user           jsonb,
    customer_assigned_user  jsonb,
    version                 bigint      not null,
    created_at              timestamptz not null,
    updated_at              timestamptz not null,
    constraint inquiries_resolved_only check (status = 'resolved' or (resolved_at is null and resolved_by is null))
);

-- The list order (D4), alone and under each filter the API offers.
create index inquiries_created_idx on inquiries (organization_id, created_at desc, id desc);
create index inquiries_status_idx on inquiries (organization_id, status, created_at desc, id desc);
create index inquiries_agent_idx on inquiries (organization_id, lower(agent_name), created_at desc, id desc);
-- Counting a campaign's inquiries (flow occupancy outcomes).
create index inquiries_campaign_idx on inquiries (organization_id, campaign_id);
-- The foreign keys a customer's or enrollment's removal would have to check.
create index inquiries_customer_idx on inquiries (customer_id);
create index inquiries_enrollment_idx on inquiries (enrollment_id);
