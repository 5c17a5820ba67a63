package io.campaignoutreach.application.configuration;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Routing configurations: their agents and groups; named by transfer and appointment configurations. */
final class RoutingConfigurations implements ConfigurationKind<RoutingConfig, RoutingConfig> {

    private static final Naming<RoutingConfig> NAMING = new Naming<>("routing configuration",
            "routing-configs.create", "routingConfigs", config -> config.id().value(), RoutingConfig::name,
            RoutingConfig::createdAt);

    private final RoutingConfigRepository routings;
    private final TransferConfigRepository transfers;
    private final AppointmentConfigRepository appointments;

    RoutingConfigurations(RoutingConfigRepository routings, TransferConfigRepository transfers,
                          AppointmentConfigRepository appointments) {
        this.routings = routings;
        this.transfers = transfers;
        this.appointments = appointments;
    }

    @Override
    public Naming<RoutingConfig> naming() {
        return NAMING;
    }

    @Override
    public Optional<RoutingConfig> find(OrganizationId organizationId, UUID id) {
        return routings.findById(organizationId, RoutingConfigId.of(id));
    }

    @Override
    public List<RoutingConfig> all(OrganizationId organizationId) {
        return routings.findAll(organizationId);
    }

    @Override
    public OutreachSetup setupOf(RoutingConfig config) {
        return OutreachSetup.builder().routingConfigs(List.of(config)).build();
    }

    @Override
    public void delete(OrganizationId organizationId, UUID id) {
        routings.delete(organizationId, RoutingConfigId.of(id));
    }

    @Override
    public Users users(OrganizationId organizationId, RoutingConfig config) {
        List<String> named = new ArrayList<>();
        transfers.findAll(organizationId).stream().filter(transfer -> config.id().equals(transfer.routingConfigId()))
                .forEach(transfer -> named.add(CampaignUsers.named("transfer configuration", transfer.name())));
        appointments.findAll(organizationId).stream()
                .filter(appointment -> config.id().equals(appointment.routingConfigId()))
                .forEach(appointment -> named.add(CampaignUsers.named("appointment configuration",
                        appointment.name())));
        return new Users(named, 0);
    }

    @Override
    public List<RoutingConfig> views(OrganizationId organizationId, List<RoutingConfig> configs) {
        return configs;
    }
}
