package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Builds campaign views for any number of campaigns with a fixed number of store calls (never one
 * per campaign). "Today" is the current UTC day.
 */
public final class CampaignViewAssembler {

    private final OrganizationRepository organizations;
    private final CampaignRepository campaigns;
    private final EnrollmentRepository enrollments;
    private final CallRepository calls;
    private final TransferConfigRepository transferConfigs;
    private final AppointmentConfigRepository appointmentConfigs;
    private final RoutingConfigRepository routingConfigs;
    private final CampaignReads reads;
    private final Clock clock;

    public CampaignViewAssembler(OrganizationRepository organizations, CampaignRepository campaigns,
                                 EnrollmentRepository enrollments, CallRepository calls,
                                 TransferConfigRepository transferConfigs,
                                 AppointmentConfigRepository appointmentConfigs, RoutingConfigRepository routingConfigs,
                                 CampaignReads reads, Clock clock) {
        this.organizations = organizations;
        this.campaigns = campaigns;
        this.enrollments = enrollments;
        this.calls = calls;
        this.transferConfigs = transferConfigs;
        this.appointmentConfigs = appointmentConfigs;
        this.routingConfigs = routingConfigs;
        this.reads = reads;
        this.clock = clock;
    }

    List<CampaignView> assemble(OrganizationId organizationId, List<Campaign> campaigns) {
        if (campaigns.isEmpty()) {
            return List.of();
        }
        Organization client = organizations.findById(organizationId)
                .orElseThrow(() -> new NotFoundException("Organization"));
        List<CampaignId> ids = campaigns.stream().map(Campaign::id).toList();
        return assemble(organizationId, campaigns, client, enrollments.countByStatus(organizationId, ids),
                this.calls.countByCampaign(organizationId, ids, dayStart()));
    }

    /** The organization's campaign, read with its figures in one look-up; empty when there is none. */
    Optional<CampaignView> find(OrganizationId organizationId, CampaignId id) {
        return reads.find(organizationId, id, dayStart()).map(read -> assemble(organizationId,
                List.of(read.campaign()), read.client(), Map.of(id, read.statuses()), Map.of(id, read.calls()))
                .get(0));
    }

    /** "Today" for the campaigns' call counts: the current UTC day. */
    private Instant dayStart() {
        return clock.instant().truncatedTo(ChronoUnit.DAYS);
    }

    /** Views of {@code campaigns} with their figures, and their configurations read together. */
    private List<CampaignView> assemble(OrganizationId organizationId, List<Campaign> campaigns, Organization client,
                                        Map<CampaignId, Map<EnrollmentStatus, Long>> statuses,
                                        Map<CampaignId, CallCounts> calls) {
        Set<TransferConfigId> transferIds = campaigns.stream()
                .flatMap(c -> c.links().defaultTransferConfigId().stream()).collect(Collectors.toSet());
        Set<AppointmentConfigId> appointmentIds = campaigns.stream().map(c -> c.links().appointmentConfigId())
                .filter(Objects::nonNull).collect(Collectors.toSet());
        Map<TransferConfigId, TransferConfig> transfers = byId(
                transferConfigs.findByIds(organizationId, transferIds), TransferConfig::id);
        Map<AppointmentConfigId, AppointmentConfig> appointments = byId(
                appointmentConfigs.findByIds(organizationId, appointmentIds), AppointmentConfig::id);
        Set<RoutingConfigId> routingIds = transfers.values().stream().map(TransferConfig::routingConfigId)
                .filter(Objects::nonNull).collect(Collectors.toSet());
        Map<RoutingConfigId, RoutingConfig> routings = byId(
                routingConfigs.findByIds(organizationId, routingIds), RoutingConfig::id);
        ConfigUsages usages = this.campaigns.usageOf(organizationId, transfers.keySet(), appointments.keySet());
        List<TransferConfig> bookingTransfers = transferConfigs.findByAppointmentConfigIds(organizationId,
                appointments.keySet());

        // One view per configuration, shared by the campaigns that show it, so a page of campaigns
        // sharing configurations carries each once (the HTTP adapter writes each once, too).
        Map<TransferConfigId, TransferConfigView> transferViews = new HashMap<>();
        Map<AppointmentConfigId, AppointmentConfigView> appointmentViews = new HashMap<>();
        return campaigns.stream().map(campaign -> {
            CustomerStats stats = CustomerStats.of(statuses.getOrDefault(campaign.id(), Map.of()),
                    calls.getOrDefault(campaign.id(), CallCounts.NONE));
            TransferConfigView transfer = campaign.links().defaultTransferConfigId().map(transfers::get)
                    .map(config -> transferViews.computeIfAbsent(config.id(), id -> new TransferConfigView(config,
                            config.routingConfigId() == null ? null : routings.get(config.routingConfigId()),
                            usages.of(id))))
                    .orElse(null);
            AppointmentConfig appointment = campaign.links().appointmentConfigId() == null ? null
                    : appointments.get(campaign.links().appointmentConfigId());
            AppointmentConfigView appointmentView = appointment == null ? null
                    : appointmentViews.computeIfAbsent(appointment.id(), id -> new AppointmentConfigView(appointment,
                            usages.of(id), bookingTransfers.stream().filter(t -> id.equals(t.appointmentConfigId()))
                                    .toList()));
            return new CampaignView(campaign, client, stats, transfer, appointmentView);
        }).toList();
    }

    CampaignView assemble(OrganizationId organizationId, Campaign campaign) {
        return assemble(organizationId, List.of(campaign)).get(0);
    }

    private static <K, V> Map<K, V> byId(List<V> values, Function<V, K> id) {
        return values.stream().collect(Collectors.toMap(id, Function.identity()));
    }
}
