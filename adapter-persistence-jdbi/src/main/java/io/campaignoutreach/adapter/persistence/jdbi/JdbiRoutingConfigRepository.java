package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Secondary adapter: stores routing configurations with their agents and groups in PostgreSQL as jsonb documents. */
final class JdbiRoutingConfigRepository implements RoutingConfigRepository {

    private final DocumentTable<RoutingConfig, ConfigDocuments.Routing> table;

    JdbiRoutingConfigRepository(Handles handles, JsonCodec json) {
        this.table = new DocumentTable<>(handles, json, "routing_configs", ConfigDocuments.Routing.class,
                ConfigDocuments.Routing::from, ConfigDocuments.Routing::toDomain);
    }

    @Override
    public void save(RoutingConfig config) {
        table.save(config.id().value(), config.clientId().value(), config.name(), config.createdAt(),
                config.updatedAt(), config);
    }

    @Override
    public Optional<RoutingConfig> findById(OrganizationId organizationId, RoutingConfigId id) {
        return table.findById(organizationId.value(), id.value());
    }

    @Override
    public List<RoutingConfig> findByIds(OrganizationId organizationId, Collection<RoutingConfigId> ids) {
        return table.findByIds(organizationId.value(), ids.stream().map(RoutingConfigId::value).toList());
    }

    @Override
    public List<RoutingConfig> findAll(OrganizationId organizationId) {
        return table.findAll(organizationId.value());
    }

    @Override
    public void delete(OrganizationId organizationId, RoutingConfigId id) {
        table.delete(organizationId.value(), id.value());
    }
}
