-- Texts sent to and received from customers' numbers (P66 in docs/decisions.md). A text is stored
-- pending when decided on and checked again at the instant of sending; customer, campaign and
-- enrollment are kept as plain ids, so the record of a text outlives them.

create table messages (
    id                  uuid primary key,
    organization_id     uuid        not null references organizations (id),
    phone_number        text        not null,
    service_number      text        not null,
    direction           text        not null,
    kind                text        not null,
    sms_type            text,
    customer_id         uuid,
    campaign_id         uuid,
    enrollment_id       uuid,
    body                text        not null,
    status              text        not null,
    reason              text,
    provider_message_id text,
    error_code          text,
    due_at              timestamptz,
    sent_at             timestamptz,
    created_at          timestamptz not null,
    updated_at          timestamptz not null,
    constraint messages_pending_check check ((status = 'pending') = (due_at is not null))
);

-- The engine's look-up of the texts due, in order.
create index messages_due_idx on messages (due_at, id) where status = 'pending';
-- A round's numbers: what each was sent, for the daily cap and the first text's opt-out line.
create index messages_number_idx on messages (organization_id, phone_number, sent_at) where sent_at is not null;
-- Who texted a number, for a text that comes back to a shared number.
create index messages_sender_idx on messages (phone_number, service_number, sent_at) where sent_at is not null;
-- An inbound text repeated by the carrier is stored once.
create unique index messages_inbound_idx on messages (organization_id, provider_message_id)
    where direction = 'inbound';
-- Pages per customer and per campaign, newest first.
create index messages_customer_idx on messages (organization_id, customer_id, created_at desc, id desc);
create index messages_campaign_idx on messages (organization_id, campaign_id, created_at desc, id desc);

-- Who called a number, for a text that comes back to the caller ID.
create index outreach_attempts_phone_idx on outreach_attempts (phone_number);
