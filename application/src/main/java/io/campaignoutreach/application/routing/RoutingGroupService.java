package io.campaignoutreach.application.routing;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.CampaignReference;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.campaign.ConfigUsage;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.transfer.TransferReadiness;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Reads routing groups, scoped to the caller's organization. The usage hash is the SHA-256 of
 * the sorted ids and statuses of the campaigns using the configuration, so it changes exactly
 * when its usage does (see docs/decisions.md).
 */
public final class RoutingGroupService implements GetRoutingGroupQuery {

    private final TransferConfigRepository transferConfigs;
    private final RoutingConfigRepository routingConfigs;
    private final CampaignRepository campaigns;

    public RoutingGroupService(TransferConfigRepository transferConfigs, RoutingConfigRepository routingConfigs,
                               CampaignRepository campaigns) {
        this.transferConfigs = transferConfigs;
        this.routingConfigs = routingConfigs;
        this.campaigns = campaigns;
    }

    @Override
    public RoutingGroupView get(AccessContext access, TransferConfigId id) {
        access.require(Capability.ROUTING_VIEW);
        TransferConfig config = transferConfigs.findById(access.organizationId(), id)
                .orElseThrow(() -> new NotFoundException("Routing group"));
        RoutingConfig routing = config.routingConfigId() == null ? null
                : routingConfigs.findById(access.organizationId(), config.routingConfigId()).orElse(null);
        List<CampaignReference> users = campaigns.findUsers(access.organizationId(), List.of(id), List.of()).stream()
                .filter(campaign -> campaign.transferConfigIds().contains(id)).toList();
        List<TransferConfig> sharing = routing == null ? List.of()
                : transferConfigs.findAll(access.organizationId()).stream()
                        .filter(other -> routing.id().equals(other.routingConfigId())).toList();
        return new RoutingGroupView(config, routing, TransferReadiness.issues(config, routing), ConfigUsage.of(users),
                sharing, usageHash(users));
    }

    private static String usageHash(List<CampaignReference> users) {
        String usage = users.stream().map(campaign -> campaign.id() + ":" + campaign.status().wireName()).sorted()
                .collect(Collectors.joining("\n"));
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(usage.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by the Java platform", e);
        }
    }
}
