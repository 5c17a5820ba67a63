-- Attempts as the dial-time gate and an asynchronous carrier need them: the number dialed (for the
-- caps and the one-live-call-per-number rule across campaigns), the caller ID and the lead source its
-- call is credited to, how far the live call has got and the carrier's id for it, the deadline by
-- which its end is expected, and the trail it was dialed under. Attempts recorded before this had no trail; their number is the customer's at the time of
-- this migration, the best the store knows.
alter table outreach_attempts
    add column phone_number     text,
    add column stage            text not null default 'ended',
    add column provider_call_id text,
    add column caller_id        text,
    add column source_id        uuid,
    add column zones            text[],
    add column states           text[],
    add column evidence         text[],
    add column rules_version    text,
    add column claimed_at       timestamptz,
    add column gate             text;
update outreach_attempts a set phone_number = c.phone from customers c where c.id = a.customer_id;
update outreach_attempts set stage = 'submitted' where state = 'placing';
alter table outreach_attempts alter column phone_number set not null;
alter table outreach_attempts alter column stage drop default;
alter table outreach_attempts rename column lease_until to deadline;
alter index outreach_attempts_placing_idx rename to outreach_attempts_deadline_idx;

-- A number's calls in an organization, newest last: the gate counts a day's calls and looks for a
-- live one through this index.
create index outreach_attempts_number_idx on outreach_attempts (organization_id, phone_number, started_at);
