package io.campaignoutreach.application.configuration;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.campaign.ConfigUsages;
import io.campaignoutreach.application.campaign.TransferConfigView;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Transfer configurations: shown with their routing and the campaigns using them; named by campaigns and appointments. */
final class TransferConfigurations implements ConfigurationKind<TransferConfig, TransferConfigView> {

    private static final Naming<TransferConfig> NAMING = new Naming<>("transfer configuration",
            "transfer-configs.create", "transferConfigs", config -> config.id().value(), TransferConfig::name,
            TransferConfig::createdAt);

    private final TransferConfigRepository transfers;
    private final RoutingConfigRepository routings;
    private final AppointmentConfigRepository appointments;
    private final CampaignRepository campaigns;

    TransferConfigurations(TransferConfigRepository transfers, RoutingConfigRepository routings,
                           AppointmentConfigRepository appointments, CampaignRepository campaigns) {
        this.transfers = transfers;
        this.routings = routings;
        this.appointments = appointments;
        this.campaigns = campaigns;
    }

    @Override
    public Naming<TransferConfig> naming() {
        return NAMING;
    }

    @Override
    public Optional<TransferConfig> find(OrganizationId organizationId, UUID id) {
        return transfers.findById(organizationId, TransferConfigId.of(id));
    }

    @Override
    public List<TransferConfig> all(OrganizationId organizationId) {
        return transfers.findAll(organizationId);
    }

    @Override
    public OutreachSetup setupOf(TransferConfig config) {
        return OutreachSetup.builder().transferConfigs(List.of(config)).build();
    }

    @Override
    public void delete(OrganizationId organizationId, UUID id) {
        transfers.delete(organizationId, TransferConfigId.of(id));
    }

    @Override
    public Users users(OrganizationId organizationId, TransferConfig config) {
        List<String> booking = appointments.findAll(organizationId).stream()
                .filter(appointment -> config.id().value().equals(appointment.transferConfigId()))
                .map(appointment -> CampaignUsers.named("appointment configuration", appointment.name())).toList();
        return CampaignUsers.of(campaigns.usageOf(organizationId, List.of(config.id()), List.of()).of(config.id()),
                booking);
    }

    @Override
    public List<TransferConfigView> views(OrganizationId organizationId, List<TransferConfig> configs) {
        Map<RoutingConfigId, RoutingConfig> routing = routings.findByIds(organizationId, configs.stream()
                        .map(TransferConfig::routingConfigId).filter(Objects::nonNull).collect(Collectors.toSet()))
                .stream().collect(Collectors.toMap(RoutingConfig::id, Function.identity()));
        ConfigUsages usages = campaigns.usageOf(organizationId, configs.stream().map(TransferConfig::id).toList(),
                List.of());
        return configs.stream().map(config -> new TransferConfigView(config,
                config.routingConfigId() == null ? null : routing.get(config.routingConfigId()),
                usages.of(config.id()))).toList();
    }
}
