-- Lists beyond version 2, a page at a time, newest first: a campaign's enrollments
-- (GET /v2/campaigns/{id}/enrollments) and an organization's live customers (GET /v2/customers).
-- Each index serves its list's order without sorting, and the customers' count is an index-only
-- scan of the live ones: the older customers_created_idx holds deleted customers too.
create index enrollments_campaign_created_idx on enrollments (organization_id, campaign_id, created_at, id);
create index customers_live_created_idx on customers (organization_id, created_at, id) where deleted_at is null;
