package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.idempotency.IdempotencyKeyRepository;
import io.campaignoutreach.application.idempotency.IdempotentCreation;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.time.Instant;
import java.util.Optional;

/** The idempotency keys of creates in memory, one per key in an organization. */
final class InMemoryIdempotencyKeyRepository implements IdempotencyKeyRepository {

    private record Key(OrganizationId organizationId, String key) {
    }

    private final InMemoryStore store;
    private final Table<Key, IdempotentCreation> keys;

    InMemoryIdempotencyKeyRepository(InMemoryStore store) {
        this.store = store;
        this.keys = new Table<>(store);
    }

    @Override
    public void insert(IdempotentCreation creation) {
        Key key = new Key(creation.organizationId(), creation.key());
        store.write(() -> {
            if (keys.contains(key)) {
                throw new ConflictException("the idempotency key is taken");
            }
            keys.put(key, creation);
        });
    }

    @Override
    public Optional<IdempotentCreation> find(OrganizationId organizationId, String key) {
        return store.read(() -> keys.get(new Key(organizationId, key)));
    }

    @Override
    public void release(OrganizationId organizationId, String key, Instant storedBefore) {
        Key held = new Key(organizationId, key);
        store.write(() -> keys.get(held).filter(creation -> creation.createdAt().isBefore(storedBefore))
                .ifPresent(creation -> keys.remove(held)));
    }
}
