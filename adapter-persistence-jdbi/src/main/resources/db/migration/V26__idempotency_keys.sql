-- The idempotency keys of creates through the API (P71): a key's first request, the operation and the
-- fingerprint of its body, and the record it made, so that the same request again answers that record.
-- Enrollment actions keep theirs on the job (D9).

create table idempotency_keys (
    organization_id uuid        not null references organizations (id),
    idempotency_key text        not null,
    operation       text        not null,
    fingerprint     text        not null,
    resource_id     text        not null,
    created_at      timestamptz not null,
    primary key (organization_id, idempotency_key)
);
