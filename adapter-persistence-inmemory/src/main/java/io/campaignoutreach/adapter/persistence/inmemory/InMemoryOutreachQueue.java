package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.outreach.DialRecord;
import io.campaignoutreach.application.outreach.NumberActivity;
import io.campaignoutreach.application.outreach.OutreachQueue;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptTrail;
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
    /** The keys of each organization's number's attempts, so the gate does not scan every attempt. */
    private final GroupIndex<Dialed, String> byNumber;

    /** An organization's number. */
    private record Dialed(OrganizationId organizationId, PhoneNumber number) {
    }

    /** An attempt as stored, with the process that dialed it, its deadline and its trail. */
    private record Held(Attempt attempt, String owner, Instant deadline, AttemptTrail trail) {
    }

    InMemoryOutreachQueue(InMemoryStore store, InMemoryEnrollmentRepository enrollments) {
        this.store = store;
        this.enrollments = enrollments;
        this.attempts = new Table<>(store);
        this.byNumber = new GroupIndex<>(store);
    }

    @Override
    public List<Enrollment> lockDue(Instant now, int limit, Collection<CampaignId> excluded,
                                    Collection<OrganizationId> paused) {
        Set<CampaignId> left = Set.copyOf(excluded);
        Set<OrganizationId> waiting = Set.copyOf(paused);
        return store.read(() -> enrollments.rows()
                .filter(e -> e.status() == EnrollmentStatus.PENDING && e.agenda().isDue(now)
                        && !left.contains(e.campaignId()) && !waiting.contains(e.organizationId()))
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
        return store.read(() -> attempts.rows().filter(h -> h.attempt().isLive())
                .collect(Collectors.groupingBy(h -> h.attempt().campaignId(), Collectors.summingInt(h -> 1))));
    }

    @Override
    public void recordAttempts(Collection<DialRecord> dialed, String owner, Instant deadline) {
        store.write(() -> dialed.forEach(record -> {
            Attempt attempt = record.attempt();
            if (attempts.contains(attempt.key())) {
                throw new IllegalStateException("attempt " + attempt.key() + " is already recorded");
            }
            attempts.put(attempt.key(), new Held(attempt, owner, deadline, record.trail()));
            byNumber.add(new Dialed(attempt.organizationId(), attempt.to()), attempt.key());
        }));
    }

    @Override
    public List<OrganizationId> callers(PhoneNumber number, PhoneNumber callerId) {
        return store.read(() -> attempts.rows().map(Held::attempt)
                .filter(a -> a.to().equals(number) && callerId.equals(a.from()))
                .sorted(Comparator.comparing(Attempt::startedAt).reversed())
                .map(Attempt::organizationId)
                .distinct()
                .toList());
    }

    @Override
    public Map<PhoneNumber, NumberActivity> numberActivity(OrganizationId organizationId,
                                                           Collection<PhoneNumber> numbers, Instant since) {
        return store.read(() -> {
            Map<PhoneNumber, NumberActivity> found = new HashMap<>();
            for (PhoneNumber number : Set.copyOf(numbers)) {
                List<Attempt> its = byNumber.get(new Dialed(organizationId, number)).stream()
                        .map(attempts::get).flatMap(Optional::stream).map(Held::attempt).toList();
                boolean live = its.stream().anyMatch(Attempt::isLive);
                List<Instant> recent = its.stream().filter(a -> a.state().dialed() && a.startedAt().isAfter(since))
                        .map(Attempt::startedAt).sorted().toList();
                if (live || !recent.isEmpty()) {
                    found.put(number, new NumberActivity(live, recent.size(), recent.isEmpty() ? null : recent.get(0)));
                }
            }
            return found;
        });
    }

    @Override
    public List<Attempt> lockAttempts(Collection<String> keys) {
        return store.read(() -> keys.stream().distinct().map(attempts::get).flatMap(Optional::stream)
                .map(Held::attempt).toList());
    }

    @Override
    public void recordAcceptances(Map<String, String> providerCallIds) {
        store.write(() -> providerCallIds.forEach((key, id) -> attempts.get(key)
                .filter(h -> h.attempt().providerCallId() == null)
                .ifPresent(h -> attempts.put(key, new Held(h.attempt().progressed(h.attempt().stage(), id), h.owner(),
                        h.deadline(), h.trail())))));
    }

    @Override
    public void updateAttempts(Collection<Attempt> changed) {
        store.write(() -> changed.forEach(attempt -> attempts.get(attempt.key())
                .ifPresent(h -> attempts.put(attempt.key(), new Held(attempt, h.owner(), h.deadline(), h.trail())))));
    }

    @Override
    public List<Attempt> overdue(Instant now, int limit) {
        return store.read(() -> attempts.rows()
                .filter(h -> h.attempt().isLive() && h.deadline().isBefore(now))
                .sorted(Comparator.comparing(Held::deadline))
                .map(Held::attempt)
                .limit(limit)
                .toList());
    }

    @Override
    public Map<String, AttemptTrail> trailsOf(Collection<String> keys) {
        return store.read(() -> {
            Map<String, AttemptTrail> found = new HashMap<>();
            keys.forEach(key -> attempts.get(key).filter(h -> h.trail() != null)
                    .ifPresent(h -> found.put(key, h.trail())));
            return found;
        });
    }

    @Override
    public Set<EnrollmentId> withLiveAttempt(Collection<EnrollmentId> enrollmentIds) {
        Set<EnrollmentId> wanted = new HashSet<>(enrollmentIds);
        return store.read(() -> attempts.rows().map(Held::attempt)
                .filter(a -> a.isLive() && wanted.contains(a.enrollmentId()))
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
