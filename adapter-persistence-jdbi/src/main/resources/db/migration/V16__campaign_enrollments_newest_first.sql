-- A campaign's enrollments are listed newest first (GET /v2/campaigns/{id}/enrollments), a page at a
-- time: this index serves that order without sorting the campaign's enrollments, with or without a
-- status filter.
create index enrollments_campaign_created_idx on enrollments (organization_id, campaign_id, created_at, id);
