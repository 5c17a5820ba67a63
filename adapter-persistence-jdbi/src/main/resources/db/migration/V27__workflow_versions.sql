-- Workflows gain versions (P73): publishing new nodes through the API makes the next version of the same
-- workflow. Every workflow stored before was its first. The list of an organization's workflows is read by
-- name then id.

alter table workflows add column version integer not null default 1 check (version >= 1);
alter table workflows alter column version drop default;
create index workflows_organization_name_idx on workflows (organization_id, (lower(name) collate "C"), id);
