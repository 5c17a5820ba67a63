package io.campaignoutreach.domain.enrollmentjob;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One accepted enrollment, restart or status request, processed in the background entry by entry.
 * Entries that are malformed or name no customer are decided when the job is accepted; the others
 * are decided by a worker holding the job's lease. An entry naming a customer an earlier entry
 * already named is a duplicate: it runs once and carries the first entry's result (D9).
 */
public final class EnrollmentJob {

    public static final int MAX_ENTRIES = 1000;
    public static final int MAX_REASON_LENGTH = 255;

    private final EnrollmentJobId id;
    private final OrganizationId organizationId;
    private final CampaignId campaignId;
    private final EnrollmentAction action;
    private final EnrollmentStatus targetStatus;
    private final String reason;
    private final String idempotencyKey;
    private final String fingerprint;
    private final JobStatus status;
    private final List<JobItem> items;
    private final int resolvedCount;
    private final Instant createdAt;
    private final Instant updatedAt;
    private final Instant completedAt;
    private final String leaseOwner;
    private final Instant leaseExpiresAt;
    private final int attempts;

    private EnrollmentJob(EnrollmentJobId id, OrganizationId organizationId, CampaignId campaignId,
                          EnrollmentAction action, EnrollmentStatus targetStatus, String reason, String idempotencyKey,
                          String fingerprint, JobStatus status, List<JobItem> items, int resolvedCount,
                          Instant createdAt, Instant updatedAt, Instant completedAt, String leaseOwner,
                          Instant leaseExpiresAt, int attempts) {
        this.id = Objects.requireNonNull(id, "id");
        this.organizationId = Objects.requireNonNull(organizationId, "organizationId");
        this.campaignId = Objects.requireNonNull(campaignId, "campaignId");
        this.action = Objects.requireNonNull(action, "action");
        this.targetStatus = targetStatus;
        this.reason = reason;
        this.idempotencyKey = idempotencyKey;
        this.fingerprint = Objects.requireNonNull(fingerprint, "fingerprint");
        this.status = Objects.requireNonNull(status, "status");
        this.items = List.copyOf(items);
        this.resolvedCount = resolvedCount;
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
        this.updatedAt = Objects.requireNonNull(updatedAt, "updatedAt");
        this.completedAt = completedAt;
        this.leaseOwner = leaseOwner;
        this.leaseExpiresAt = leaseExpiresAt;
        this.attempts = attempts;
    }

    /**
     * What a client asked for, as every adapter hands it on: the action, its parameters and the
     * entries in input order.
     */
    public record Request(CampaignId campaignId, EnrollmentAction action, EnrollmentStatus targetStatus,
                          String reason, String idempotencyKey, List<CustomerReference> entries) {
        public Request {
            Objects.requireNonNull(campaignId, "campaignId");
            Objects.requireNonNull(action, "action");
            entries = List.copyOf(entries);
            if (entries.isEmpty() || entries.size() > MAX_ENTRIES) {
                throw new IllegalArgumentException("a job has 1 to " + MAX_ENTRIES + " entries");
            }
            if ((action == EnrollmentAction.SET_STATUS) != (targetStatus != null)) {
                throw new IllegalArgumentException("a target status goes with set_status, and only with it");
            }
            if (targetStatus != null && !targetStatus.isClientSettable()) {
                throw new IllegalArgumentException("only completed, failed or cancelled may be set");
            }
            if (reason != null && (action != EnrollmentAction.SET_STATUS
                    || reason.codePointCount(0, reason.length()) > MAX_REASON_LENGTH)) {
                throw new IllegalArgumentException("a reason of at most " + MAX_REASON_LENGTH
                        + " characters goes with set_status only");
            }
        }
    }

    /**
     * Accepts a request; {@code fingerprint} identifies its payload for a repeat with the same
     * idempotency key. {@code resolved} maps each entry that names an existing customer of the
     * organization to that customer; malformed entries and entries naming no customer are decided
     * at once.
     */
    public static EnrollmentJob accept(EnrollmentJobId id, OrganizationId organizationId, Request request,
                                       String fingerprint, Map<CustomerReference, CustomerId> resolved,
                                       Instant now) {
        List<JobItem> items = new ArrayList<>();
        Map<CustomerId, Integer> firstIndex = new HashMap<>();
        for (int i = 0; i < request.entries().size(); i++) {
            CustomerReference entry = request.entries().get(i);
            if (entry instanceof CustomerReference.Malformed malformed) {
                items.add(JobItem.pending(i, null, null).resolve(ItemCode.INVALID_CUSTOMER_REFERENCE, null,
                        malformed.violations(), List.of()));
                continue;
            }
            CustomerId customer = resolved.get(entry);
            if (customer == null) {
                items.add(JobItem.pending(i, null, null).resolve(ItemCode.CUSTOMER_NOT_FOUND, null));
                continue;
            }
            Integer first = firstIndex.putIfAbsent(customer, i);
            items.add(JobItem.pending(i, customer, first));
        }
        JobStatus status = items.stream().allMatch(item -> !item.isPending()) ? finalStatus(items) : JobStatus.QUEUED;
        return new EnrollmentJob(id, organizationId, request.campaignId(), request.action(), request.targetStatus(),
                request.reason(), request.idempotencyKey(), fingerprint, status, items, firstIndex.size(),
                now, now, status.isFinal() ? now : null, null, null, 0);
    }

    /** Rebuilds a stored job; for stores only. */
    public static EnrollmentJob reconstitute(EnrollmentJobId id, OrganizationId organizationId, CampaignId campaignId,
                                             EnrollmentAction action, EnrollmentStatus targetStatus, String reason,
                                             String idempotencyKey, String fingerprint, JobStatus status,
                                             List<JobItem> items, int resolvedCount, Instant createdAt,
                                             Instant updatedAt, Instant completedAt, String leaseOwner,
                                             Instant leaseExpiresAt, int attempts) {
        return new EnrollmentJob(id, organizationId, campaignId, action, targetStatus, reason, idempotencyKey,
                fingerprint, status, items, resolvedCount, createdAt, updatedAt, completedAt, leaseOwner,
                leaseExpiresAt, attempts);
    }

    /** Whether a worker may take this job now: queued, or processing under a lease that ran out. */
    public boolean isClaimable(Instant now) {
        return status == JobStatus.QUEUED
                || (status == JobStatus.PROCESSING && (leaseExpiresAt == null || !leaseExpiresAt.isAfter(now)));
    }

    /** The job in the hands of {@code owner} until {@code leaseUntil}. */
    public EnrollmentJob claim(String owner, Instant now, Instant leaseUntil) {
        if (!isClaimable(now)) {
            throw new IllegalStateException("job " + id + " is not claimable");
        }
        return new EnrollmentJob(id, organizationId, campaignId, action, targetStatus, reason, idempotencyKey,
                fingerprint, JobStatus.PROCESSING, items, resolvedCount, createdAt, now, null, owner, leaseUntil,
                attempts + 1);
    }

    /** This claimed job with its lease extended to {@code until}, as the worker holding it extends it. */
    public EnrollmentJob leasedUntil(Instant until) {
        if (status != JobStatus.PROCESSING) {
            throw new IllegalStateException("only a job being processed has a lease");
        }
        return new EnrollmentJob(id, organizationId, campaignId, action, targetStatus, reason, idempotencyKey,
                fingerprint, status, items, resolvedCount, createdAt, updatedAt, completedAt, leaseOwner, until,
                attempts);
    }

    /** The entries a worker still has to decide: pending first occurrences, in input order. */
    public List<JobItem> entriesToProcess() {
        return items.stream().filter(item -> item.isPending() && item.duplicateOf() == null).toList();
    }

    /**
     * Records the results of first occurrences and copies each to the duplicates that repeat it.
     * Returns every entry that changed, duplicates included, for the store to write with the effects.
     */
    public List<JobItem> withDuplicates(List<JobItem> results) {
        Map<Integer, JobItem> byIndex = new HashMap<>();
        results.forEach(result -> byIndex.put(result.index(), result));
        List<JobItem> changed = new ArrayList<>(results);
        for (JobItem item : items) {
            if (item.isPending() && item.duplicateOf() != null && byIndex.containsKey(item.duplicateOf())) {
                changed.add(item.copyResultOf(byIndex.get(item.duplicateOf())));
            }
        }
        return changed;
    }

    /** This job with the given entries replaced and, when none is left pending, its final status. */
    public EnrollmentJob record(List<JobItem> changed, Instant now) {
        List<JobItem> merged = new ArrayList<>(items);
        for (JobItem item : changed) {
            if (!merged.get(item.index()).isPending()) {
                throw new IllegalStateException("entry " + item.index() + " of job " + id + " already has a result");
            }
            merged.set(item.index(), item);
        }
        boolean done = merged.stream().noneMatch(JobItem::isPending);
        return new EnrollmentJob(id, organizationId, campaignId, action, targetStatus, reason, idempotencyKey,
                fingerprint, done ? finalStatus(merged) : status, merged, resolvedCount, createdAt, now,
                done ? now : null, done ? null : leaseOwner, done ? null : leaseExpiresAt, attempts);
    }

    /** Gives up on the job: every entry still pending becomes {@code not_processed}, and the job fails. */
    public List<JobItem> abandonedEntries() {
        return items.stream().filter(JobItem::isPending)
                .map(item -> item.resolve(ItemCode.NOT_PROCESSED, null)).toList();
    }

    private static JobStatus finalStatus(List<JobItem> items) {
        long failed = items.stream().filter(item -> item.outcome() == ItemOutcome.FAILED).count();
        if (failed == items.size()) {
            return JobStatus.FAILED;
        }
        return failed == 0 ? JobStatus.COMPLETED : JobStatus.PARTIAL;
    }

    /** Entries with a result, duplicates included. */
    public int processed() {
        return (int) items.stream().filter(item -> !item.isPending()).count();
    }

    public int count(ItemOutcome outcome) {
        return (int) items.stream().filter(item -> item.outcome() == outcome).count();
    }

    public EnrollmentJobId id() { return id; }
    public OrganizationId organizationId() { return organizationId; }
    public CampaignId campaignId() { return campaignId; }
    public EnrollmentAction action() { return action; }
    public EnrollmentStatus targetStatus() { return targetStatus; }
    public String reason() { return reason; }
    public String idempotencyKey() { return idempotencyKey; }
    public String fingerprint() { return fingerprint; }
    public JobStatus status() { return status; }
    public List<JobItem> items() { return items; }
    public int total() { return items.size(); }
    public int resolvedCount() { return resolvedCount; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public Instant completedAt() { return completedAt; }
    public String leaseOwner() { return leaseOwner; }
    public Instant leaseExpiresAt() { return leaseExpiresAt; }
    public int attempts() { return attempts; }

    @Override
    public boolean equals(Object o) {
        return o instanceof EnrollmentJob other && id.equals(other.id) && organizationId.equals(other.organizationId)
                && campaignId.equals(other.campaignId) && action == other.action && targetStatus == other.targetStatus
                && Objects.equals(reason, other.reason) && Objects.equals(idempotencyKey, other.idempotencyKey)
                && fingerprint.equals(other.fingerprint) && status == other.status && items.equals(other.items)
                && resolvedCount == other.resolvedCount && createdAt.equals(other.createdAt)
                && updatedAt.equals(other.updatedAt) && Objects.equals(completedAt, other.completedAt)
                && Objects.equals(leaseOwner, other.leaseOwner) && Objects.equals(leaseExpiresAt, other.leaseExpiresAt)
                && attempts == other.attempts;
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, status, updatedAt);
    }

    @Override
    public String toString() {
        return "EnrollmentJob[" + id + " " + action.wireName() + " " + status.wireName() + "]";
    }
}
