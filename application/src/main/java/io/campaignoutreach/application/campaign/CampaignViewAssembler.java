package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Builds campaign views for any number of campaigns with a fixed number of store calls (never one
 * per campaign). "Today" is the current UTC day.
 */
public final class CampaignViewAssembler {

    private final OrganizationRepository organizations;
    private final EnrollmentRepository enrollments;
    private final CallRepository calls;
    private final CampaignReads reads;
    private final CampaignConfigurationViews configurations;
    private final Clock clock;

    public CampaignViewAssembler(OrganizationRepository organizations, EnrollmentRepository enrollments,
                                 CallRepository calls, CampaignReads reads, CampaignConfigurationViews configurations,
                                 Clock clock) {
        this.organizations = organizations;
        this.enrollments = enrollments;
        this.calls = calls;
        this.reads = reads;
        this.configurations = configurations;
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
        CampaignConfigurationViews.Shown shown = configurations.read(organizationId, campaigns);
        return campaigns.stream().map(campaign -> new CampaignView(campaign, client,
                CustomerStats.of(statuses.getOrDefault(campaign.id(), Map.of()),
                        calls.getOrDefault(campaign.id(), CallCounts.NONE)),
                shown.transfer(campaign), shown.appointment(campaign))).toList();
    }

    CampaignView assemble(OrganizationId organizationId, Campaign campaign) {
        return assemble(organizationId, List.of(campaign)).get(0);
    }
}
