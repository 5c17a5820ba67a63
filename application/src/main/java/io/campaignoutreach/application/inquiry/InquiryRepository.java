package io.campaignoutreach.application.inquiry;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Outbound port: stores inquiries, lists and searches them with their customers, and counts them per campaign. */
public interface InquiryRepository {

    /** Stores a new inquiry; an id already stored is a {@link io.campaignoutreach.domain.shared.ConflictException}. */
    void insert(Inquiry inquiry);

    /** Stores many new inquiries, all or none, in one round trip where the store allows it. */
    void insertAll(Collection<Inquiry> inquiries);

    /**
     * Stores a changed inquiry if the stored one, of the same organization, still has
     * {@code expectedVersion}; otherwise a {@link io.campaignoutreach.domain.shared.ConflictException}
     * and nothing is stored (optimistic locking).
     */
    void update(Inquiry inquiry, long expectedVersion);

    Optional<Inquiry> findById(OrganizationId organizationId, InquiryId id);

    /**
     * A page of the organization's inquiries matching the query (its search reads the inquiry's
     * customer, see {@link InquiryQuery}), newest first (createdAt, then id, descending).
     */
    Page<Inquiry> findPage(OrganizationId organizationId, InquiryQuery query, PageRequest page);

    /** The inquiries of these enrollments not resolved yet (new, pending resolution or unresolved). */
    List<Inquiry> findOpenByEnrollments(OrganizationId organizationId, Collection<EnrollmentId> enrollmentIds);

    /** How many inquiries the campaign's customers raised. */
    long countByCampaign(OrganizationId organizationId, CampaignId campaignId);
}
