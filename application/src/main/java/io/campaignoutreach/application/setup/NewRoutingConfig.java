package io.campaignoutreach.application.setup;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import java.time.Instant;
import java.util.Objects;

/**
 * Command: a routing configuration with no agents yet, ringing in list order and sending calls
 * nobody takes to voicemail, or to {@code fallbackNumber} when one is given. Agents and groups
 * are added by storing a full {@link RoutingConfig} through {@link StoreSetupUseCase}.
 */
public record NewRoutingConfig(String name, String fallbackNumber) {

    public NewRoutingConfig {
        Objects.requireNonNull(name, "name");
    }

    public static NewRoutingConfig named(String name) {
        return new NewRoutingConfig(name, null);
    }

    RoutingConfig toRoutingConfig(RoutingConfigId id, OrganizationId organizationId, Instant now) {
        return RoutingConfig.builder(id, organizationId, name).routingType("linear")
                .fallbackBehavior(fallbackNumber == null ? "voicemail" : "forward").fallbackNumber(fallbackNumber)
                .maxRingPerAgent(25).maxWaitTime(120).customerAgentPriority(1).previousSoftphoneAgentPriority(2)
                .stateRoutingFallback("fallback").create(now);
    }
}
