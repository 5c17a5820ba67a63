package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.idempotency.IdempotencyKeyRepository;
import io.campaignoutreach.application.idempotency.IdempotentCreation;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Optional;

/** Secondary adapter: the idempotency keys of creates in PostgreSQL, keyed by organization and key. */
final class JdbiIdempotencyKeyRepository implements IdempotencyKeyRepository {

    private final Handles handles;

    JdbiIdempotencyKeyRepository(Handles handles) {
        this.handles = handles;
    }

    @Override
    public void insert(IdempotentCreation creation) {
        SqlFailures.asConflict("the idempotency key is taken", () -> handles.use(h -> h.createUpdate("""
                        insert into idempotency_keys
                               (organization_id, idempotency_key, operation, fingerprint, resource_id, created_at)
                        values (:org, :key, :operation, :fingerprint, :resourceId, :createdAt)""")
                .bind("org", creation.organizationId().value())
                .bind("key", creation.key())
                .bind("operation", creation.operation())
                .bind("fingerprint", creation.fingerprint())
                .bind("resourceId", creation.resourceId())
                .bind("createdAt", creation.createdAt())
                .execute()));
    }

    @Override
    public Optional<IdempotentCreation> find(OrganizationId organizationId, String key) {
        return handles.with(h -> h.createQuery("""
                        select operation, fingerprint, resource_id, created_at from idempotency_keys
                         where organization_id = :org and idempotency_key = :key""")
                .bind("org", organizationId.value())
                .bind("key", key)
                .map((rs, ctx) -> new IdempotentCreation(organizationId, key, rs.getString("operation"),
                        rs.getString("fingerprint"), rs.getString("resource_id"),
                        rs.getTimestamp("created_at").toInstant()))
                .findOne());
    }

    @Override
    public void release(OrganizationId organizationId, String key, Instant storedBefore) {
        handles.use(h -> h.createUpdate("""
                        delete from idempotency_keys
                         where organization_id = :org and idempotency_key = :key and created_at < :before""")
                .bind("org", organizationId.value())
                .bind("key", key)
                .bind("before", storedBefore)
                .execute());
    }
}
