-- Campaign pages sorted by start date, newest first with campaigns without one last, walk an index
-- instead of sorting the organization's campaigns.
create index campaigns_start_desc_idx on campaigns (organization_id, start_date desc nulls last, id desc);
