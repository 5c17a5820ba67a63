package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Reads the transfer and appointment configurations a list of campaigns shows, with their routing
 * and usage, in a fixed number of store calls whatever the number of campaigns.
 */
public final class CampaignConfigurationViews {

    private final CampaignRepository campaigns;
    private final TransferConfigRepository transferConfigs;
    private final AppointmentConfigRepository appointmentConfigs;
    private final RoutingConfigRepository routingConfigs;

    public CampaignConfigurationViews(CampaignRepository campaigns, TransferConfigRepository transferConfigs,
                                      AppointmentConfigRepository appointmentConfigs,
                                      RoutingConfigRepository routingConfigs) {
        this.campaigns = campaigns;
        this.transferConfigs = transferConfigs;
        this.appointmentConfigs = appointmentConfigs;
        this.routingConfigs = routingConfigs;
    }

    /** The configurations {@code shown} campaigns show, read together. */
    Shown read(OrganizationId organizationId, List<Campaign> shown) {
        Set<TransferConfigId> transferIds = shown.stream()
                .flatMap(c -> c.links().defaultTransferConfigId().stream()).collect(Collectors.toSet());
        Set<AppointmentConfigId> appointmentIds = shown.stream().map(c -> c.links().appointmentConfigId())
                .filter(Objects::nonNull).collect(Collectors.toSet());
        Map<TransferConfigId, TransferConfig> transfers = byId(
                transferConfigs.findByIds(organizationId, transferIds), TransferConfig::id);
        Map<AppointmentConfigId, AppointmentConfig> appointments = byId(
                appointmentConfigs.findByIds(organizationId, appointmentIds), AppointmentConfig::id);
        Set<RoutingConfigId> routingIds = transfers.values().stream().map(TransferConfig::routingConfigId)
                .filter(Objects::nonNull).collect(Collectors.toSet());
        Map<RoutingConfigId, RoutingConfig> routings = byId(
                routingConfigs.findByIds(organizationId, routingIds), RoutingConfig::id);
        ConfigUsages usages = campaigns.usageOf(organizationId, transfers.keySet(), appointments.keySet());
        List<TransferConfig> bookingTransfers = transferConfigs.findByAppointmentConfigIds(organizationId,
                appointments.keySet());
        return new Shown(transfers, appointments, routings, usages, bookingTransfers);
    }

    /**
     * The configurations read for a list of campaigns. One view per configuration, shared by the
     * campaigns that show it, so a page of campaigns sharing configurations carries each once (the
     * HTTP adapter writes each once, too).
     */
    static final class Shown {

        private final Map<TransferConfigId, TransferConfig> transfers;
        private final Map<AppointmentConfigId, AppointmentConfig> appointments;
        private final Map<RoutingConfigId, RoutingConfig> routings;
        private final ConfigUsages usages;
        private final List<TransferConfig> bookingTransfers;
        private final Map<TransferConfigId, TransferConfigView> transferViews = new HashMap<>();
        private final Map<AppointmentConfigId, AppointmentConfigView> appointmentViews = new HashMap<>();

        private Shown(Map<TransferConfigId, TransferConfig> transfers,
                      Map<AppointmentConfigId, AppointmentConfig> appointments,
                      Map<RoutingConfigId, RoutingConfig> routings, ConfigUsages usages,
                      List<TransferConfig> bookingTransfers) {
            this.transfers = transfers;
            this.appointments = appointments;
            this.routings = routings;
            this.usages = usages;
            this.bookingTransfers = bookingTransfers;
        }

        /** The campaign's default transfer configuration, or null. */
        TransferConfigView transfer(Campaign campaign) {
            return campaign.links().defaultTransferConfigId().map(transfers::get)
                    .map(config -> transferViews.computeIfAbsent(config.id(), id -> new TransferConfigView(config,
                            config.routingConfigId() == null ? null : routings.get(config.routingConfigId()),
                            usages.of(id))))
                    .orElse(null);
        }

        /** The campaign's appointment configuration, or null. */
        AppointmentConfigView appointment(Campaign campaign) {
            AppointmentConfig appointment = campaign.links().appointmentConfigId() == null ? null
                    : appointments.get(campaign.links().appointmentConfigId());
            return appointment == null ? null
                    : appointmentViews.computeIfAbsent(appointment.id(), id -> new AppointmentConfigView(appointment,
                            usages.of(id), bookingTransfers.stream().filter(t -> id.equals(t.appointmentConfigId()))
                                    .toList()));
        }
    }

    private static <K, V> Map<K, V> byId(List<V> values, Function<V, K> id) {
        return values.stream().collect(Collectors.toMap(id, Function.identity()));
    }
}
