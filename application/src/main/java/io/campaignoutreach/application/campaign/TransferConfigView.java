package io.campaignoutreach.application.campaign;

import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;

/** A transfer configuration as a campaign shows it: with its routing configuration (or null) and usage. */
public record TransferConfigView(TransferConfig config, RoutingConfig routingConfig, ConfigUsage usage) {
}
