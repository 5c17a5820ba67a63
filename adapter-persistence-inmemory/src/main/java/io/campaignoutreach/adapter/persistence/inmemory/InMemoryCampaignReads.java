package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignReads;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Secondary adapter: one campaign's read over the in-memory tables, its parts taken under one read lock. */
final class InMemoryCampaignReads implements CampaignReads {

    private final InMemoryStore store;
    private final CampaignRepository campaigns;
    private final OrganizationRepository organizations;
    private final EnrollmentRepository enrollments;
    private final CallRepository calls;

    InMemoryCampaignReads(InMemoryStore store, CampaignRepository campaigns, OrganizationRepository organizations,
                          EnrollmentRepository enrollments, CallRepository calls) {
        this.store = store;
        this.campaigns = campaigns;
        this.organizations = organizations;
        this.enrollments = enrollments;
        this.calls = calls;
    }

    @Override
    public Optional<CampaignRead> find(OrganizationId organizationId, CampaignId id, Instant dayStart) {
        // Under one read lock, so the parts are of one moment, as one statement's would be.
        return store.read(() -> campaigns.findById(organizationId, id).flatMap(campaign ->
                organizations.findById(organizationId).map(client -> new CampaignRead(campaign, client,
                        enrollments.countByStatus(organizationId, List.of(id)).getOrDefault(id, Map.of()),
                        calls.countByCampaign(organizationId, List.of(id), dayStart).getOrDefault(id,
                                CallCounts.NONE)))));
    }
}
