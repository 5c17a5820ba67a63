package io.campaignoutreach.application.configuration;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.campaign.AppointmentConfigView;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.campaign.ConfigUsages;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Appointment configurations: shown and named with the campaigns and transfer configurations booking into them. */
final class AppointmentConfigurations implements ConfigurationKind<AppointmentConfig, AppointmentConfigView> {

    private static final Naming<AppointmentConfig> NAMING = new Naming<>("appointment configuration",
            "appointment-configs.create", "appointmentConfigs", config -> config.id().value(), AppointmentConfig::name,
            AppointmentConfig::createdAt);

    private final AppointmentConfigRepository appointments;
    private final TransferConfigRepository transfers;
    private final CampaignRepository campaigns;

    AppointmentConfigurations(AppointmentConfigRepository appointments, TransferConfigRepository transfers,
                              CampaignRepository campaigns) {
        this.appointments = appointments;
        this.transfers = transfers;
        this.campaigns = campaigns;
    }

    @Override
    public Naming<AppointmentConfig> naming() {
        return NAMING;
    }

    @Override
    public Optional<AppointmentConfig> find(OrganizationId organizationId, UUID id) {
        return appointments.findById(organizationId, AppointmentConfigId.of(id));
    }

    @Override
    public List<AppointmentConfig> all(OrganizationId organizationId) {
        return appointments.findAll(organizationId);
    }

    @Override
    public OutreachSetup setupOf(AppointmentConfig config) {
        return OutreachSetup.builder().appointmentConfigs(List.of(config)).build();
    }

    @Override
    public void delete(OrganizationId organizationId, UUID id) {
        appointments.delete(organizationId, AppointmentConfigId.of(id));
    }

    @Override
    public Users users(OrganizationId organizationId, AppointmentConfig config) {
        List<String> booking = transfers.findByAppointmentConfigIds(organizationId, List.of(config.id())).stream()
                .map(transfer -> CampaignUsers.named("transfer configuration", transfer.name())).toList();
        return CampaignUsers.of(campaigns.usageOf(organizationId, List.of(), List.of(config.id())).of(config.id()),
                booking);
    }

    @Override
    public List<AppointmentConfigView> views(OrganizationId organizationId, List<AppointmentConfig> configs) {
        List<AppointmentConfigId> ids = configs.stream().map(AppointmentConfig::id).toList();
        ConfigUsages usages = campaigns.usageOf(organizationId, List.of(), ids);
        List<TransferConfig> booking = transfers.findByAppointmentConfigIds(organizationId, ids);
        return configs.stream().map(config -> new AppointmentConfigView(config, usages.of(config.id()),
                booking.stream().filter(transfer -> config.id().equals(transfer.appointmentConfigId())).toList()))
                .toList();
    }
}
