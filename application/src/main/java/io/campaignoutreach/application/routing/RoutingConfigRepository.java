package io.campaignoutreach.application.routing;

import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Outbound port: stores routing configurations, with their agents and groups. */
public interface RoutingConfigRepository {

    /** Inserts, or replaces the configuration with the same id. */
    void save(RoutingConfig config);

    Optional<RoutingConfig> findById(OrganizationId organizationId, RoutingConfigId id);

    /** The organization's configurations among {@code ids}, in no particular order; unknown ids are left out. */
    List<RoutingConfig> findByIds(OrganizationId organizationId, Collection<RoutingConfigId> ids);

    /** Every routing configuration of the organization, ordered by name then id. */
    List<RoutingConfig> findAll(OrganizationId organizationId);

    /** Removes the organization's configuration; another organization's, or none, is left as it is. */
    void delete(OrganizationId organizationId, RoutingConfigId id);
}
