package io.campaignoutreach.application.enrollment;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Outbound port: stores enrollments; at most one per customer and campaign, enforced by the store. */
public interface EnrollmentRepository {

    /**
     * Stores a new enrollment; throws {@link io.campaignoutreach.domain.shared.ConflictException}
     * when the customer already has one in that campaign.
     */
    void insert(Enrollment enrollment);

    /** Inserts many in one round trip where the store allows it; same uniqueness rule. */
    void insertAll(Collection<Enrollment> enrollments);

    /**
     * Inserts each enrollment whose customer has none in that campaign yet, and skips the others
     * (including repeats within {@code enrollments}, where the first wins). Never throws for an
     * existing pair, so a unit of work can carry on. Returns the enrollments actually inserted.
     */
    List<Enrollment> insertMissing(Collection<Enrollment> enrollments);

    /**
     * Stores changed enrollments. Each must carry the stored version plus one (the domain
     * increments it); if any stored version differs, throws
     * {@link io.campaignoutreach.domain.shared.ConflictException}.
     */
    void updateAll(Collection<Enrollment> enrollments);

    /** The enrollment with this id, when it is the organization's. */
    Optional<Enrollment> findById(OrganizationId organizationId, EnrollmentId id);

    /** The customer's enrollments in every campaign, oldest first. */
    List<Enrollment> findByCustomer(OrganizationId organizationId, CustomerId customerId);

    /** Every enrollment of the campaign, oldest first, then by id; none for another organization's campaign. */
    List<Enrollment> findByCampaign(OrganizationId organizationId, CampaignId campaignId);

    /**
     * A page of the campaign's enrollments of {@code status} (all when null), newest first (by creation, then
     * id); {@code itemsTotal} counts every match.
     */
    Page<Enrollment> findPageByCampaign(OrganizationId organizationId, CampaignId campaignId,
                                        EnrollmentStatus status, PageRequest page);

    /** The enrollments of these customers in these campaigns, in no particular order. */
    List<Enrollment> findByCustomers(OrganizationId organizationId, Collection<CustomerId> customerIds,
                                     Collection<CampaignId> campaignIds);

    /** Per campaign, how many enrollments are in each status; campaigns with none are left out. */
    Map<CampaignId, Map<EnrollmentStatus, Long>> countByStatus(OrganizationId organizationId,
                                                               Collection<CampaignId> campaignIds);
}
