package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Outbound port: what one campaign's read shows besides its configurations, in one look-up where the
 * store allows it: the campaign, the organization it belongs to, its enrollments counted by status
 * and its calls counted.
 */
public interface CampaignReads {

    /**
     * The organization's campaign with its figures, calls counted from {@code dayStart} for today's
     * counts; empty when the organization has no such campaign.
     */
    Optional<CampaignRead> find(OrganizationId organizationId, CampaignId id, Instant dayStart);

    /** {@code statuses} holds only the statuses some enrollment has. */
    record CampaignRead(Campaign campaign, Organization client, Map<EnrollmentStatus, Long> statuses,
                        CallCounts calls) {
        public CampaignRead {
            Objects.requireNonNull(campaign, "campaign");
            Objects.requireNonNull(client, "client");
            Objects.requireNonNull(calls, "calls");
            statuses = Map.copyOf(statuses);
        }
    }
}
