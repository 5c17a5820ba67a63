-- Custom field definitions (D18). Deleted definitions stay, so values stored under their key
-- keep their meaning and the key stays taken.

create table custom_fields (
    id                uuid primary key,
    organization_id   uuid        not null references organizations (id),
    record_type       text        not null,
    field_key         text        not null,
    field_label       text        not null,
    field_description text        not null,
    field_type        text        not null,
    -- Null when the definition does not say.
    is_required       boolean,
    -- A JSON array of strings; null for types without options.
    options           jsonb,
    -- Decimal bounds are JSON strings, so that their scale (0.50, 1E+3) comes back unchanged.
    validation_rules  jsonb       not null,
    created_at        timestamptz not null,
    updated_at        timestamptz not null,
    deleted_at        timestamptz,
    constraint custom_fields_key_key unique (organization_id, record_type, field_key)
);

create index custom_fields_record_type_idx on custom_fields (organization_id, record_type, created_at, id);
