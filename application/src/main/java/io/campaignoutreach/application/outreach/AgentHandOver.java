package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.routing.RoutingConfig;
import java.time.Instant;

/**
 * Who takes a transferred call: an agent of the routing configuration behind the campaign's default
 * (first) transfer configuration, the one waiting longest since their last call
 * ({@link RoutingConfig#handOver}), whose {@code lastCallAt} is then stored. A campaign without a
 * transfer or routing configuration, or without an active agent, records nothing.
 */
public final class AgentHandOver {

    private final TransferConfigRepository transfers;
    private final RoutingConfigRepository routings;

    public AgentHandOver(TransferConfigRepository transfers, RoutingConfigRepository routings) {
        this.transfers = transfers;
        this.routings = routings;
    }

    /** Inside the unit of work that stores the call. */
    void handOver(Campaign campaign, Instant at) {
        if (campaign.links().transferConfigIds().isEmpty()) {
            return;
        }
        transfers.findById(campaign.organizationId(), campaign.links().transferConfigIds().get(0))
                .filter(transfer -> transfer.routingConfigId() != null)
                .flatMap(transfer -> routings.findById(campaign.organizationId(), transfer.routingConfigId()))
                .flatMap(routing -> routing.handOver(at))
                .ifPresent(routings::save);
    }
}
