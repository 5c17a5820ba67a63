package io.campaignoutreach.application.configuration;

import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.UUID;

/**
 * A configuration as a client sends it to be created or to replace one: every member it sets, to be completed
 * with what is never the client's to choose.
 */
@FunctionalInterface
public interface ConfigDraft<C> {

    C build(Stamp stamp);

    /**
     * The configuration's id, organization and times, and the ids of the records inside it (a routing
     * configuration's agents and groups), which are new each time it is stored whole.
     */
    record Stamp(UUID id, OrganizationId organizationId, Instant createdAt, Instant now, IdGenerator ids) {
    }
}
