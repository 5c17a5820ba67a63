package io.campaignoutreach.application.routing;

import io.campaignoutreach.application.campaign.ConfigUsage;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.ReadinessIssue;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.util.List;
import java.util.Objects;

/**
 * A routing group as the API reads it (the compatibility shape keyed by a transfer configuration):
 * the transfer configuration with its routing configuration (or null), what keeps it from
 * working, the campaigns using it, the transfer configurations sharing its routing, and a hash
 * of its usage.
 */
public record RoutingGroupView(TransferConfig transferConfig, RoutingConfig routingConfig,
                               List<ReadinessIssue> readinessIssues, ConfigUsage usage,
                               List<TransferConfig> sharingRouting, String usageHash) {

    public RoutingGroupView {
        Objects.requireNonNull(transferConfig, "transferConfig");
        readinessIssues = List.copyOf(readinessIssues);
        sharingRouting = List.copyOf(sharingRouting);
        Objects.requireNonNull(usage, "usage");
        Objects.requireNonNull(usageHash, "usageHash");
    }

    public boolean ready() {
        return readinessIssues.isEmpty();
    }
}
