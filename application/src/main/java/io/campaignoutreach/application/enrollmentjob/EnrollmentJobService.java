package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.application.idempotency.IdempotencyConflictException;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerKeys;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.NotFoundException;
import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Accepts enrollment requests as jobs and reads their results, scoped to the caller's
 * organization. Idempotency follows D9: a key belongs to the organization across campaigns and
 * actions for 24 hours; a repeat with the same payload gets the original job, another payload a
 * conflict, and of two concurrent requests with one key only one creates a job.
 */
public final class EnrollmentJobService implements SubmitEnrollmentJobUseCase, GetEnrollmentJobQuery,
        GetJobQueueStatsQuery {

    private final EnrollmentJobRepository enrollmentJobs;
    private final CampaignRepository campaigns;
    private final CustomerRepository customers;
    private final TransactionRunner transactions;
    private final IdGenerator ids;
    private final Clock clock;
    private final JobSettings settings;
    private final Runnable onAccepted;

    /** {@code onAccepted} runs after each new job is stored, e.g. to wake the workers. */
    public EnrollmentJobService(EnrollmentJobRepository enrollmentJobs, CampaignRepository campaigns,
                                CustomerRepository customers, TransactionRunner transactions, IdGenerator ids,
                                Clock clock, JobSettings settings, Runnable onAccepted) {
        this.enrollmentJobs = enrollmentJobs;
        this.campaigns = campaigns;
        this.customers = customers;
        this.transactions = transactions;
        this.ids = ids;
        this.clock = clock;
        this.settings = settings;
        this.onAccepted = onAccepted;
    }

    @Override
    public Acceptance submit(AccessContext access, EnrollmentJob.Request request) {
        access.requireWrite(Capability.CAMPAIGN_ENROLLMENT_MANAGE);
        String fingerprint = RequestFingerprint.of(request);
        try {
            Acceptance acceptance = transactions.inTransaction(
                    () -> accept(access.organizationId(), request, fingerprint));
            onAccepted.run();
            return acceptance;
        } catch (ConflictException keyTakenMeanwhile) {
            // Another request with the same key won the race; answer as a repeat of that one.
            return transactions.inTransaction(() -> replay(access.organizationId(), request, fingerprint)
                    .orElseThrow(() -> keyTakenMeanwhile));
        }
    }

    private Acceptance accept(OrganizationId organizationId, EnrollmentJob.Request request, String fingerprint) {
        Optional<Acceptance> replayed = replay(organizationId, request, fingerprint);
        if (replayed.isPresent()) {
            return replayed.get();
        }
        Campaign campaign = campaigns.findById(organizationId, request.campaignId())
                .orElseThrow(() -> new NotFoundException("Campaign"));
        if (campaign.isReceptionist()) {
            throw new CampaignNotEnrollableException();
        }
        EnrollmentJob job = EnrollmentJob.accept(EnrollmentJobId.of(ids.newId()), organizationId, request,
                fingerprint, resolve(organizationId, request.entries()), clock.instant());
        enrollmentJobs.insert(job);
        return acceptance(job);
    }

    /** The earlier job holding the request's idempotency key, when the key is still alive and the payload the same. */
    private Optional<Acceptance> replay(OrganizationId organizationId, EnrollmentJob.Request request,
                                        String fingerprint) {
        if (request.idempotencyKey() == null) {
            return Optional.empty();
        }
        Instant keysBornBefore = clock.instant().minus(settings.idempotencyKeyLife());
        Optional<EnrollmentJob> earlier = enrollmentJobs
                .findByIdempotencyKey(organizationId, request.idempotencyKey());
        if (earlier.isEmpty()) {
            return Optional.empty();
        }
        if (earlier.get().createdAt().isBefore(keysBornBefore)) {
            enrollmentJobs.releaseIdempotencyKey(organizationId, request.idempotencyKey(), keysBornBefore);
            return Optional.empty();
        }
        if (!earlier.get().fingerprint().equals(fingerprint)) {
            throw new IdempotencyConflictException();
        }
        return Optional.of(acceptance(earlier.get()));
    }

    /**
     * Which existing customer each entry names: by id, or by phone number (the oldest customer
     * with that number, D10). Deleted customers and other organizations' customers name nobody.
     */
    private Map<CustomerReference, CustomerId> resolve(OrganizationId organizationId, List<CustomerReference> entries) {
        Set<CustomerId> byId = new LinkedHashSet<>();
        Set<PhoneNumber> byPhone = new LinkedHashSet<>();
        for (CustomerReference entry : entries) {
            if (entry instanceof CustomerReference.ById id) {
                byId.add(id.customerId());
            } else if (entry instanceof CustomerReference.ByPhone phone) {
                byPhone.add(phone.phone());
            }
        }
        CustomerKeys keys = customers.findKeys(organizationId, byId, byPhone);
        Map<CustomerReference, CustomerId> resolved = new HashMap<>();
        keys.ids().forEach(id -> resolved.put(new CustomerReference.ById(id), id));
        keys.phones().forEach((phone, id) -> resolved.put(new CustomerReference.ByPhone(phone), id));
        return resolved;
    }

    private static Acceptance acceptance(EnrollmentJob job) {
        return new Acceptance(job.id(), job.campaignId(), job.total(), job.resolvedCount());
    }

    @Override
    public EnrollmentJob get(AccessContext access, CampaignId campaignId, EnrollmentJobId jobId) {
        access.require(Capability.CAMPAIGN_ENROLLMENT_MANAGE);
        return enrollmentJobs.findById(access.organizationId(), jobId)
                .filter(job -> job.campaignId().equals(campaignId))
                .orElseThrow(() -> new NotFoundException("Enrollment job"));
    }

    @Override
    public JobQueueStats queueStats() {
        return enrollmentJobs.queueStats(clock.instant());
    }
}
