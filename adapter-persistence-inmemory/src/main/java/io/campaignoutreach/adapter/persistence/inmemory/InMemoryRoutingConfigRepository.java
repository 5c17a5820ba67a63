package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Secondary adapter: keeps routing configurations with their agents and groups in memory. */
public final class InMemoryRoutingConfigRepository implements RoutingConfigRepository {

    private final InMemoryStore store;
    private final Table<RoutingConfigId, RoutingConfig> configs;

    InMemoryRoutingConfigRepository(InMemoryStore store) {
        this.store = store;
        this.configs = new Table<>(store);
    }

    @Override
    public void save(RoutingConfig config) {
        store.write(() -> configs.put(config.id(), config));
    }

    @Override
    public Optional<RoutingConfig> findById(OrganizationId organizationId, RoutingConfigId id) {
        return store.read(() -> configs.get(id).filter(c -> c.clientId().equals(organizationId)));
    }

    @Override
    public List<RoutingConfig> findByIds(OrganizationId organizationId, Collection<RoutingConfigId> ids) {
        return store.read(() -> ids.stream().distinct().map(configs::get).flatMap(Optional::stream)
                .filter(c -> c.clientId().equals(organizationId)).toList());
    }

    @Override
    public List<RoutingConfig> findAll(OrganizationId organizationId) {
        return store.read(() -> configs.rows().filter(c -> c.clientId().equals(organizationId))
                .sorted(NameOrder.of(RoutingConfig::name, c -> c.id().value())).toList());
    }

    @Override
    public void delete(OrganizationId organizationId, RoutingConfigId id) {
        store.write(() -> configs.get(id).filter(c -> c.clientId().equals(organizationId))
                .ifPresent(c -> configs.remove(id)));
    }
}
