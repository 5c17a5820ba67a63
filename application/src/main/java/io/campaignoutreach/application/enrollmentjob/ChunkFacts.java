package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.outreach.OutreachQueue;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EntryDecision;
import io.campaignoutreach.domain.enrollmentjob.EntryRules;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the entries of one chunk of a job are decided on, read in the chunk's unit of work: the
 * customers' profiles, their enrollments, and which of those have a call underway.
 */
public final class ChunkFacts {

    private final CustomerRepository customers;
    private final EnrollmentRepository enrollments;
    private final OutreachQueue outreach;

    public ChunkFacts(CustomerRepository customers, EnrollmentRepository enrollments, OutreachQueue outreach) {
        this.customers = customers;
        this.enrollments = enrollments;
        this.outreach = outreach;
    }

    /** What was read for a chunk's customers. */
    record Read(Map<CustomerId, CustomerProfile> profiles, Map<CustomerId, Enrollment> inCampaign,
                Set<CustomerId> inOtherRetention, Set<EnrollmentId> calling) {

        EntryDecision decide(EntryRules rules, CustomerId customer, EnrollmentId newEnrollmentId, Instant now) {
            Enrollment existing = inCampaign.get(customer);
            return rules.decide(customer, profiles.get(customer), existing, inOtherRetention.contains(customer),
                    existing != null && calling.contains(existing.id()), newEnrollmentId, now);
        }
    }

    /**
     * Reads the facts of {@code customerIds} for {@code job}; {@code otherJourneys} are the
     * campaigns whose live enrollments block one.
     */
    Read read(EnrollmentJob job, List<CustomerId> customerIds, Set<CampaignId> otherJourneys) {
        // Before anything is read: another job deciding for one of these customers (in another
        // retention journey, say) waits until this chunk is written, then sees its enrollments.
        Map<CustomerId, CustomerProfile> profiles = customers.lockProfiles(job.organizationId(), customerIds);
        Set<CampaignId> relevant = new HashSet<>(otherJourneys);
        relevant.add(job.campaignId());
        Map<CustomerId, Enrollment> inCampaign = new HashMap<>();
        Set<CustomerId> inOtherRetention = new HashSet<>();
        for (Enrollment enrollment : enrollments.findByCustomers(job.organizationId(), customerIds, relevant)) {
            if (enrollment.campaignId().equals(job.campaignId())) {
                inCampaign.put(enrollment.customerId(), enrollment);
            } else if (enrollment.isActive()) {
                inOtherRetention.add(enrollment.customerId());
            }
        }
        // Read after the enrollments: an attempt recorded since comes with a new version of its
        // enrollment, so writing what was read fails as a conflict and the chunk is decided again.
        Set<EnrollmentId> calling = outreach.withLiveAttempt(inCampaign.values().stream().map(Enrollment::id)
                .toList());
        return new Read(profiles, inCampaign, inOtherRetention, calling);
    }
}
