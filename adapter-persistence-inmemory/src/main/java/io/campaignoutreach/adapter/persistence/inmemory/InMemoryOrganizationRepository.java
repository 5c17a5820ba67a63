package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Secondary adapter: keeps organizations in memory. */
public final class InMemoryOrganizationRepository implements OrganizationRepository {

    private static final Comparator<Organization> OLDEST_FIRST = Comparator.comparing(Organization::createdAt)
            .thenComparing(o -> o.id().value(), IdOrder.UNSIGNED);

    private final InMemoryStore store;
    private final Table<OrganizationId, Organization> organizations;

    InMemoryOrganizationRepository(InMemoryStore store) {
        this.store = store;
        this.organizations = new Table<>(store);
    }

    @Override
    public void insert(Organization organization) {
        store.write(() -> {
            if (organizations.contains(organization.id())) {
                throw new ConflictException("organization " + organization.id() + " already exists");
            }
            organizations.put(organization.id(), organization);
        });
    }

    @Override
    public Optional<Organization> findById(OrganizationId id) {
        return store.read(() -> organizations.get(id));
    }

    @Override
    public List<Organization> findAll() {
        return store.read(() -> organizations.rows().sorted(OLDEST_FIRST).toList());
    }
}
