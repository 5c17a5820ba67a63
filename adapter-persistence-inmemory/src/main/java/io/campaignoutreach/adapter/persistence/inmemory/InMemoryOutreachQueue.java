package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.outreach.OutreachQueue;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Secondary adapter: the outreach engine's queue over the in-memory store. A unit of work holds
 * the whole store, so what it reads is locked until it ends without row locks.
 */
final class InMemoryOutreachQueue implements OutreachQueue {

    private static final Comparator<Enrollment> EARLIEST_DUE = Comparator
            .comparing((Enrollment e) -> e.agenda().dueAt())
            .thenComparing(e -> e.id().value(), IdOrder.UNSIGNED);

    private final InMemoryStore store;
    private final InMemoryEnrollmentRepository enrollments;
    private final Table<String, Held> attempts;

    /** An attempt as stored, with the lease of the process placing it. */
    private record Held(Attempt attempt, String owner, Instant leaseUntil) {
    }

    InMemoryOutreachQueue(InMemoryStore store, InMemoryEnrollmentRepository enrollments) {
        this.store = store;
        this.enrollments = enrollments;
        this.attempts = new Table<>(store);
    }

    @Override
    public List<Enrollment> lockDue(Instant now, int limit, Collection<CampaignId> excluded) {
        Set<CampaignId> left = Set.copyOf(excluded);
        return store.read(() -> enrollments.rows()
                .filter(e -> e.status() == EnrollmentStatus.PENDING && e.agenda().isDue(now)
                        && !left.contains(e.campaignId()))
                .sorted(EARLIEST_DUE)
                .limit(limit)
                .toList());
    }

    @Override
    public List<Enrollment> lock(Collection<EnrollmentId> ids) {
        return store.read(() -> ids.stream().distinct().map(enrollments::get).flatMap(Optional::stream).toList());
    }

    @Override
    public Map<CampaignId, Integer> attemptsUnderway() {
        return store.read(() -> attempts.rows().filter(h -> h.attempt().state() == AttemptState.PLACING)
                .collect(Collectors.groupingBy(h -> h.attempt().campaignId(), Collectors.summingInt(h -> 1))));
    }

    @Override
    public void recordAttempts(Collection<Attempt> recorded, String owner, Instant leaseUntil) {
        store.write(() -> recorded.forEach(attempt -> {
            if (attempts.contains(attempt.key())) {
                throw new IllegalStateException("attempt " + attempt.key() + " is already recorded");
            }
            attempts.put(attempt.key(), new Held(attempt, owner, leaseUntil));
        }));
    }

    @Override
    public void extendLeases(Collection<String> attemptKeys, String owner, Instant leaseUntil) {
        store.write(() -> attemptKeys.forEach(key -> attempts.get(key)
                .filter(h -> h.owner().equals(owner) && h.attempt().state() == AttemptState.PLACING)
                .ifPresent(h -> attempts.put(key, new Held(h.attempt(), owner, leaseUntil)))));
    }

    @Override
    public void updateAttempts(Collection<Attempt> changed) {
        store.write(() -> changed.forEach(attempt -> attempts.get(attempt.key())
                .filter(h -> h.attempt().state() == AttemptState.PLACING)
                .ifPresent(h -> attempts.put(attempt.key(), new Held(attempt, h.owner(), h.leaseUntil())))));
    }

    @Override
    public Set<EnrollmentId> withLiveAttempt(Collection<EnrollmentId> enrollmentIds) {
        Set<EnrollmentId> wanted = new HashSet<>(enrollmentIds);
        return store.read(() -> attempts.rows().map(Held::attempt)
                .filter(a -> a.state() == AttemptState.PLACING && wanted.contains(a.enrollmentId()))
                .map(Attempt::enrollmentId).collect(Collectors.toSet()));
    }

    @Override
    public Map<EnrollmentId, List<Attempt>> attemptsOf(Collection<EnrollmentId> enrollmentIds) {
        Set<EnrollmentId> wanted = new HashSet<>(enrollmentIds);
        return store.read(() -> {
            Map<EnrollmentId, List<Attempt>> found = new HashMap<>();
            attempts.rows().map(Held::attempt).filter(a -> wanted.contains(a.enrollmentId()))
                    .sorted(Comparator.comparingInt(Attempt::number))
                    .forEach(a -> found.computeIfAbsent(a.enrollmentId(), id -> new ArrayList<>()).add(a));
            return found;
        });
    }

    @Override
    public List<Attempt> lockExpired(Instant now, int limit) {
        return store.read(() -> attempts.rows()
                .filter(h -> h.attempt().state() == AttemptState.PLACING && h.leaseUntil().isBefore(now))
                .map(Held::attempt)
                .limit(limit)
                .toList());
    }

    @Override
    public List<Enrollment> awaitingReview(int limit) {
        return store.read(() -> enrollments.rows().filter(Enrollment::reviewRequired)
                .sorted(Comparator.comparing(Enrollment::updatedAt)
                        .thenComparing(e -> e.id().value(), IdOrder.UNSIGNED))
                .limit(limit)
                .toList());
    }

    @Override
    public Optional<Duration> dueLag(Instant now) {
        return store.read(() -> enrollments.rows()
                .filter(e -> e.status() == EnrollmentStatus.PENDING && e.agenda().isDue(now))
                .map(e -> e.agenda().dueAt())
                .min(Comparator.naturalOrder())
                .map(due -> Duration.between(due, now)));
    }
}
