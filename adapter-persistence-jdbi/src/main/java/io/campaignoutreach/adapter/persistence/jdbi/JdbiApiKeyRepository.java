package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.access.ApiKeyRepository;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.jdbi.v3.core.statement.Update;

/** Secondary adapter: stores API keys in PostgreSQL, looked up by the hash of their secret. */
final class JdbiApiKeyRepository implements ApiKeyRepository {

    private static final String COLUMNS = """
            id, organization_id, name, display_prefix, secret_hash, capabilities, read_only, created_at,
            expires_at, revoked_at, last_used_at""";

    private final Handles handles;

    JdbiApiKeyRepository(Handles handles) {
        this.handles = handles;
    }

    @Override
    public void insert(ApiKey key) {
        SqlFailures.asConflict("api key " + key.id() + " or its secret already exists", () ->
                handles.use(h -> bind(h.createUpdate("insert into api_keys (" + COLUMNS + """
                        ) values (:id, :organizationId, :name, :displayPrefix, :secretHash, :capabilities,
                                  :readOnly, :createdAt, :expiresAt, :revokedAt, :lastUsedAt)"""), key)
                        .execute()));
    }

    @Override
    public void update(ApiKey key) {
        handles.use(h -> bind(h.createUpdate("""
                update api_keys set organization_id = :organizationId, name = :name, display_prefix = :displayPrefix,
                       secret_hash = :secretHash, capabilities = :capabilities, read_only = :readOnly,
                       created_at = :createdAt, expires_at = :expiresAt, revoked_at = :revokedAt,
                       last_used_at = :lastUsedAt
                 where id = :id"""), key)
                .execute());
    }

    @Override
    public Optional<ApiKey> findById(ApiKeyId id) {
        return handles.with(h -> h.createQuery("select " + COLUMNS + " from api_keys where id = :id")
                .bind("id", id.value())
                .map(RowMappers.of(ApiKeyRow.class))
                .findOne()
                .map(ApiKeyRow::toDomain));
    }

    @Override
    public Optional<ApiKey> findBySecretHash(String secretHash) {
        return handles.with(h -> h.createQuery("select " + COLUMNS + " from api_keys where secret_hash = :hash")
                .bind("hash", secretHash)
                .map(RowMappers.of(ApiKeyRow.class))
                .findOne()
                .map(ApiKeyRow::toDomain));
    }

    @Override
    public List<ApiKey> findByOrganization(OrganizationId organizationId) {
        return handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from api_keys where organization_id = :org order by created_at, id")
                .bind("org", organizationId.value())
                .map(RowMappers.of(ApiKeyRow.class))
                .map(ApiKeyRow::toDomain)
                .list());
    }

    @Override
    public void recordUse(ApiKeyId id, Instant usedAt) {
        // greatest() skips nulls, so the first use is stored and a late, older one never wins.
        handles.use(h -> h.createUpdate(
                        "update api_keys set last_used_at = greatest(last_used_at, :usedAt) where id = :id")
                .bind("id", id.value())
                .bind("usedAt", usedAt)
                .execute());
    }

    private static Update bind(Update update, ApiKey key) {
        return update.bind("id", key.id().value())
                .bind("organizationId", key.organizationId().value())
                .bind("name", key.name())
                .bind("displayPrefix", key.displayPrefix())
                .bind("secretHash", key.secretHash())
                .bind("capabilities", SqlArrays.of(String.class,
                        key.capabilities().stream().map(StoredNames.CAPABILITY::of).sorted().toList()))
                .bind("readOnly", key.readOnly())
                .bind("createdAt", key.createdAt())
                .bind("expiresAt", key.expiresAt())
                .bind("revokedAt", key.revokedAt())
                .bind("lastUsedAt", key.lastUsedAt());
    }

    public record ApiKeyRow(UUID id, UUID organizationId, String name, String displayPrefix, String secretHash,
                     List<String> capabilities, boolean readOnly, Instant createdAt, Instant expiresAt,
                     Instant revokedAt, Instant lastUsedAt) {

        ApiKey toDomain() {
            Set<Capability> granted = EnumSet.noneOf(Capability.class);
            capabilities.forEach(name -> granted.add(StoredNames.CAPABILITY.parse(name)));
            return new ApiKey(ApiKeyId.of(id), OrganizationId.of(organizationId), name, displayPrefix, secretHash,
                    granted, readOnly, createdAt, expiresAt, revokedAt, lastUsedAt);
        }
    }
}
