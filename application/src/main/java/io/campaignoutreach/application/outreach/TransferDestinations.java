package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferType;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The number a campaign's answered calls are transferred to, from its default (first) transfer configuration: a
 * direct transfer's number; otherwise its routing configuration's fallback number, then the softphone fallback.
 * Agents of a routing configuration are reached through the agency's own softphone system, which has no number
 * here, so a carrier can only be given one of these numbers.
 */
public final class TransferDestinations {

    private final TransferConfigRepository transfers;
    private final RoutingConfigRepository routings;

    public TransferDestinations(TransferConfigRepository transfers, RoutingConfigRepository routings) {
        this.transfers = transfers;
        this.routings = routings;
    }

    /** Inside a unit of work; empty when the campaign transfers to nobody or no number is configured. */
    Optional<PhoneNumber> of(Campaign campaign) {
        if (campaign.links().transferConfigIds().isEmpty()) {
            return Optional.empty();
        }
        return transfers.findById(campaign.organizationId(), campaign.links().transferConfigIds().get(0))
                .flatMap(transfer -> numbers(campaign, transfer).map(PhoneNumber::parse)
                        .flatMap(Optional::stream).findFirst());
    }

    private Stream<String> numbers(Campaign campaign, TransferConfig transfer) {
        String direct = transfer.type() == TransferType.DIRECT ? transfer.directPhoneNumber() : null;
        String fallback = transfer.routingConfigId() == null ? null
                : routings.findById(campaign.organizationId(), transfer.routingConfigId())
                        .map(routing -> routing.fallbackNumber()).orElse(null);
        return Stream.of(direct, fallback, transfer.softphoneFallbackPhoneNumber())
                .filter(number -> number != null && !number.isBlank());
    }
}
