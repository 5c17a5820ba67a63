-- The received texts a person should review (an opt-out among other words), newest first: few among
-- all texts, so a partial index reads the list's page and count without scanning the organization's texts.
create index messages_review_idx on messages (organization_id, created_at desc, id desc)
    where direction = 'inbound' and reason is not null;
