package io.campaignoutreach.application.enrollment;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/** Outbound port: stores enrollments; at most one per customer and campaign, enforced by the store. */
public interface EnrollmentRepository {

    /**
     * Stores a new enrollment; throws {@link io.campaignoutreach.domain.shared.ConflictException}
     * when the customer already has one in that campaign.
     */
    void insert(Enrollment enrollment);

    /** Inserts many in one round trip where the store allows it; same uniqueness rule. */
    void insertAll(Collection<Enrollment> enrollments);

    /** The customer's enrollments in every campaign, oldest first. */
    List<Enrollment> findByCustomer(OrganizationId organizationId, CustomerId customerId);

    /** Per campaign, how many enrollments are in each status; campaigns with none are left out. */
    Map<CampaignId, Map<EnrollmentStatus, Long>> countByStatus(OrganizationId organizationId,
                                                               Collection<CampaignId> campaignIds);
}
