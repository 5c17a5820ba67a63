package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.access.ApiKeyRepository;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Secondary adapter: keeps API keys in memory, found by id or by the hash of their secret. */
public final class InMemoryApiKeyRepository implements ApiKeyRepository {

    private static final Comparator<ApiKey> OLDEST_FIRST = Comparator.comparing(ApiKey::createdAt)
            .thenComparing(k -> k.id().value(), IdOrder.UNSIGNED);

    private final InMemoryStore store;
    private final Table<ApiKeyId, ApiKey> keys;

    InMemoryApiKeyRepository(InMemoryStore store) {
        this.store = store;
        this.keys = new Table<>(store);
    }

    @Override
    public void insert(ApiKey key) {
        store.write(() -> {
            if (keys.contains(key.id()) || withHash(key.secretHash()).isPresent()) {
                throw new ConflictException("api key " + key.id() + " or its secret already exists");
            }
            keys.put(key.id(), key);
        });
    }

    @Override
    public void update(ApiKey key) {
        store.write(() -> {
            if (keys.contains(key.id())) {
                keys.put(key.id(), key);
            }
        });
    }

    @Override
    public Optional<ApiKey> findById(ApiKeyId id) {
        return store.read(() -> keys.get(id));
    }

    @Override
    public Optional<ApiKey> findBySecretHash(String secretHash) {
        return store.read(() -> withHash(secretHash));
    }

    /** A scan rather than an index: a store holds few keys, and a scan never falls out of step with them. */
    private Optional<ApiKey> withHash(String secretHash) {
        return keys.rows().filter(k -> k.secretHash().equals(secretHash)).findFirst();
    }

    @Override
    public List<ApiKey> findByOrganization(OrganizationId organizationId) {
        return store.read(() -> keys.rows().filter(k -> k.organizationId().equals(organizationId))
                .sorted(OLDEST_FIRST).toList());
    }

    @Override
    public void recordUse(ApiKeyId id, Instant usedAt) {
        store.write(() -> keys.get(id)
                .filter(k -> k.lastUsedAt() == null || k.lastUsedAt().isBefore(usedAt))
                .ifPresent(k -> keys.put(id, new ApiKey(k.id(), k.organizationId(), k.name(), k.displayPrefix(),
                        k.secretHash(), k.capabilities(), k.readOnly(), k.createdAt(), k.expiresAt(),
                        k.revokedAt(), usedAt))));
    }
}
