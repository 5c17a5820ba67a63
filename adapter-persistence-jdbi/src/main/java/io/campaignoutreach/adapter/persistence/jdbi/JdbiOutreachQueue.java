package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.outreach.OutreachQueue;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.jdbi.v3.core.statement.PreparedBatch;

/**
 * Secondary adapter: the outreach engine's queue in PostgreSQL. Due enrollments are taken with
 * {@code FOR UPDATE SKIP LOCKED} through the partial index of due work, so engines in several
 * processes share the work without waiting for each other; attempts carry the lease of the process
 * placing them.
 */
final class JdbiOutreachQueue implements OutreachQueue {

    private static final String ATTEMPT_COLUMNS = """
            attempt_key, organization_id, campaign_id, customer_id, enrollment_id, number, started_at, state,
            call_id, outcome, talk_seconds""";

    private final Handles handles;

    JdbiOutreachQueue(Handles handles) {
        this.handles = handles;
    }

    @Override
    public List<Enrollment> lockDue(Instant now, int limit, Collection<CampaignId> excluded) {
        // The predicate repeats the due index's word for word, so the planner walks that index in order.
        return handles.with(h -> h.createQuery("select " + JdbiEnrollmentRepository.COLUMNS + " " + """
                         from enrollments
                        where status = 'pending' and due_at is not null
                          and due_at <= :now and campaign_id <> all(:excluded)
                        order by due_at, id
                        limit :limit
                          for update skip locked""")
                .bind("now", now)
                .bind("limit", limit)
                .bind("excluded", SqlArrays.of(UUID.class, excluded.stream().map(CampaignId::value).toList()))
                .map(RowMappers.of(JdbiEnrollmentRepository.EnrollmentRow.class))
                .map(JdbiEnrollmentRepository.EnrollmentRow::toDomain)
                .list());
    }

    @Override
    public List<Enrollment> lock(Collection<EnrollmentId> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        // Locked in id order, so two units of work locking overlapping enrollments cannot deadlock.
        return handles.with(h -> h.createQuery("select " + JdbiEnrollmentRepository.COLUMNS + " " + """
                         from enrollments where id = any(:ids) order by id for update""")
                .bind("ids", SqlArrays.of(UUID.class, ids.stream().map(EnrollmentId::value).distinct().toList()))
                .map(RowMappers.of(JdbiEnrollmentRepository.EnrollmentRow.class))
                .map(JdbiEnrollmentRepository.EnrollmentRow::toDomain)
                .list());
    }

    @Override
    public Map<CampaignId, Integer> attemptsUnderway() {
        Map<CampaignId, Integer> counts = new LinkedHashMap<>();
        handles.use(h -> h.createQuery("""
                        select campaign_id, count(*) as underway from outreach_attempts
                         where state = 'placing' group by campaign_id""")
                .map((rs, ctx) -> Map.entry(CampaignId.of(rs.getObject("campaign_id", UUID.class)),
                        rs.getInt("underway")))
                .forEach(entry -> counts.put(entry.getKey(), entry.getValue())));
        return counts;
    }

    @Override
    public void recordAttempts(Collection<Attempt> attempts, String owner, Instant leaseUntil) {
        if (attempts.isEmpty()) {
            return;
        }
        handles.inTransaction(() -> handles.with(h -> {
            PreparedBatch batch = h.prepareBatch("insert into outreach_attempts (" + ATTEMPT_COLUMNS + """
                    , owner, lease_until) values (:key, :org, :campaignId, :customerId, :enrollmentId, :number,
                    :startedAt, :state, cast(:callId as uuid), :outcome, :talkSeconds, :owner, :leaseUntil)""");
            attempts.forEach(a -> bind(batch, a).bind("owner", owner).bind("leaseUntil", leaseUntil).add());
            return batch.execute();
        }));
    }

    @Override
    public void extendLeases(Collection<String> attemptKeys, String owner, Instant leaseUntil) {
        if (attemptKeys.isEmpty()) {
            return;
        }
        handles.use(h -> h.createUpdate("""
                        update outreach_attempts set lease_until = :until
                         where attempt_key = any(:keys) and owner = :owner and state = 'placing'""")
                .bind("keys", SqlArrays.of(String.class, attemptKeys))
                .bind("owner", owner)
                .bind("until", leaseUntil)
                .execute());
    }

    @Override
    public void updateAttempts(Collection<Attempt> attempts) {
        if (attempts.isEmpty()) {
            return;
        }
        List<Attempt> ordered = new ArrayList<>(attempts);
        ordered.sort(Comparator.comparing(Attempt::key));
        handles.inTransaction(() -> handles.with(h -> {
            PreparedBatch batch = h.prepareBatch("""
                    update outreach_attempts set state = :state, call_id = cast(:callId as uuid), outcome = :outcome,
                           talk_seconds = :talkSeconds
                     where attempt_key = :key and state = 'placing'""");
            ordered.forEach(a -> bind(batch, a).add());
            return batch.execute();
        }));
    }

    @Override
    public Set<EnrollmentId> withLiveAttempt(Collection<EnrollmentId> enrollmentIds) {
        if (enrollmentIds.isEmpty()) {
            return Set.of();
        }
        return handles.with(h -> h.createQuery("""
                        select distinct enrollment_id from outreach_attempts
                         where enrollment_id = any(:ids) and state = 'placing'""")
                .bind("ids", SqlArrays.of(UUID.class,
                        enrollmentIds.stream().map(EnrollmentId::value).distinct().toList()))
                .mapTo(UUID.class)
                .map(EnrollmentId::of)
                .set());
    }

    @Override
    public Map<EnrollmentId, List<Attempt>> attemptsOf(Collection<EnrollmentId> enrollmentIds) {
        Map<EnrollmentId, List<Attempt>> found = new LinkedHashMap<>();
        if (enrollmentIds.isEmpty()) {
            return found;
        }
        handles.use(h -> h.createQuery("select " + ATTEMPT_COLUMNS + " " + """
                         from outreach_attempts where enrollment_id = any(:ids) order by enrollment_id, number""")
                .bind("ids", SqlArrays.of(UUID.class,
                        enrollmentIds.stream().map(EnrollmentId::value).distinct().toList()))
                .map(RowMappers.of(AttemptRow.class))
                .forEach(row -> found.computeIfAbsent(EnrollmentId.of(row.enrollmentId()), id -> new ArrayList<>())
                        .add(row.toDomain())));
        return found;
    }

    @Override
    public List<Attempt> lockExpired(Instant now, int limit) {
        return handles.with(h -> h.createQuery("select " + ATTEMPT_COLUMNS + " " + """
                         from outreach_attempts
                        where state = 'placing' and lease_until < :now
                        order by lease_until
                        limit :limit
                          for update skip locked""")
                .bind("now", now)
                .bind("limit", limit)
                .map(RowMappers.of(AttemptRow.class))
                .map(AttemptRow::toDomain)
                .list());
    }

    @Override
    public List<Enrollment> awaitingReview(int limit) {
        return handles.with(h -> h.createQuery("select " + JdbiEnrollmentRepository.COLUMNS + " " + """
                         from enrollments where review_required order by updated_at, id limit :limit""")
                .bind("limit", limit)
                .map(RowMappers.of(JdbiEnrollmentRepository.EnrollmentRow.class))
                .map(JdbiEnrollmentRepository.EnrollmentRow::toDomain)
                .list());
    }

    @Override
    public Optional<Duration> dueLag(Instant now) {
        return handles.with(h -> h.createQuery("""
                        select min(due_at) from enrollments
                         where status = 'pending' and due_at is not null and due_at <= :now""")
                .bind("now", now)
                .mapTo(Instant.class)
                .findOne()
                .map(due -> Duration.between(due, now)));
    }

    private static PreparedBatch bind(PreparedBatch batch, Attempt a) {
        return batch.bind("key", a.key())
                .bind("org", a.organizationId().value())
                .bind("campaignId", a.campaignId().value())
                .bind("customerId", a.customerId().value())
                .bind("enrollmentId", a.enrollmentId().value())
                .bind("number", a.number())
                .bind("startedAt", a.startedAt())
                .bind("state", StoredNames.ATTEMPT_STATE.of(a.state()))
                .bind("callId", a.callId() == null ? null : a.callId().value())
                .bind("outcome", StoredNames.CALL_OUTCOME.of(a.outcome()))
                .bind("talkSeconds", a.talkSeconds());
    }

    public record AttemptRow(String attemptKey, UUID organizationId, UUID campaignId, UUID customerId,
                             UUID enrollmentId, int number, Instant startedAt, String state, UUID callId,
                             String outcome, long talkSeconds) {

        Attempt toDomain() {
            return new Attempt(attemptKey, OrganizationId.of(organizationId), CampaignId.of(campaignId),
                    CustomerId.of(customerId), EnrollmentId.of(enrollmentId), number, startedAt,
                    StoredNames.ATTEMPT_STATE.parse(state), callId == null ? null : CallId.of(callId),
                    StoredNames.CALL_OUTCOME.parse(outcome), talkSeconds);
        }
    }
}
