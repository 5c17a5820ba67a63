package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.outreach.DialRecord;
import io.campaignoutreach.application.outreach.NumberActivity;
import io.campaignoutreach.application.outreach.OutreachQueue;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptTrail;
import io.campaignoutreach.domain.source.SourceId;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.jdbi.v3.core.statement.PreparedBatch;

/**
 * Secondary adapter: the outreach engine's queue in PostgreSQL. Due enrollments are taken with
 * {@code FOR UPDATE SKIP LOCKED} through the partial index of due work, so engines in several
 * processes share the work without waiting for each other. A number's calls are counted under a
 * transaction-scoped advisory lock on the organization and number, so two rounds cannot both find it
 * free.
 */
final class JdbiOutreachQueue implements OutreachQueue {

    private static final String ATTEMPT_COLUMNS = """
            attempt_key, organization_id, campaign_id, customer_id, enrollment_id, number, phone_number, caller_id,
            source_id, started_at, state, stage, provider_call_id, call_id, outcome, talk_seconds""";

    private final Handles handles;

    JdbiOutreachQueue(Handles handles) {
        this.handles = handles;
    }

    @Override
    public List<Enrollment> lockDue(Instant now, int limit, Collection<CampaignId> excluded,
                                    Collection<OrganizationId> paused) {
        // The predicate repeats the due index's word for word, so the planner walks that index in order; the
        // paused organizations' filter is added only when there are some, so the usual round's plan is unchanged
        // (benchmark: engine).
        String pausedFilter = paused.isEmpty() ? "" : " and organization_id <> all(:paused)";
        return handles.with(h -> {
            var query = h.createQuery("select " + JdbiEnrollmentRepository.COLUMNS + " " + """
                             from enrollments
                            where status = 'pending' and due_at is not null
                              and due_at <= :now and campaign_id <> all(:excluded)""" + pausedFilter + """

                            order by due_at, id
                            limit :limit
                              for update skip locked""")
                    .bind("now", now)
                    .bind("limit", limit)
                    .bind("excluded", SqlArrays.of(UUID.class, excluded.stream().map(CampaignId::value).toList()));
            if (!paused.isEmpty()) {
                query.bind("paused", SqlArrays.of(UUID.class, paused.stream().map(OrganizationId::value).toList()));
            }
            return query.map(RowMappers.of(JdbiEnrollmentRepository.EnrollmentRow.class))
                    .map(JdbiEnrollmentRepository.EnrollmentRow::toDomain)
                    .list();
        });
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
    public void recordAttempts(Collection<DialRecord> dialed, String owner, Instant deadline) {
        if (dialed.isEmpty()) {
            return;
        }
        handles.inTransaction(() -> handles.with(h -> {
            PreparedBatch batch = h.prepareBatch("insert into outreach_attempts (" + ATTEMPT_COLUMNS + """
                    , owner, deadline, zones, states, evidence, rules_version, claimed_at, gate)
                    values (:key, :org, :campaignId, :customerId, :enrollmentId, :number, :phone, :callerId,
                    cast(:sourceId as uuid), :startedAt, :state, :stage, :providerCallId, cast(:callId as uuid),
                    :outcome, :talkSeconds, :owner, :deadline, :zones, :states, :evidence, :rulesVersion, :claimedAt,
                    :gate)""");
            dialed.forEach(d -> bind(batch, d.attempt()).bind("owner", owner).bind("deadline", deadline)
                    .bind("zones", SqlArrays.of(String.class, d.trail().zones().stream().map(ZoneId::getId).sorted()
                            .toList()))
                    .bind("states", SqlArrays.of(String.class, d.trail().states().stream().sorted().toList()))
                    .bind("evidence", SqlArrays.of(String.class, d.trail().evidence().stream().sorted()
                            .map(StoredNames.ZONE_EVIDENCE::of).toList()))
                    .bind("rulesVersion", d.trail().rulesVersion())
                    .bind("claimedAt", d.trail().claimedAt())
                    .bind("gate", d.trail().gate())
                    .add());
            return batch.execute();
        }));
    }

    @Override
    public List<OrganizationId> callers(PhoneNumber number, PhoneNumber callerId) {
        return handles.with(h -> h.createQuery("""
                        select organization_id from outreach_attempts
                         where phone_number = :phone and caller_id = :callerId
                         group by organization_id order by max(started_at) desc, organization_id""")
                .bind("phone", number.e164())
                .bind("callerId", callerId.e164())
                .mapTo(UUID.class)
                .map(OrganizationId::of)
                .list());
    }

    @Override
    public Map<PhoneNumber, NumberActivity> numberActivity(OrganizationId organizationId,
                                                           Collection<PhoneNumber> numbers, Instant since) {
        Map<PhoneNumber, NumberActivity> found = new LinkedHashMap<>();
        if (numbers.isEmpty()) {
            return found;
        }
        List<String> phones = numbers.stream().map(PhoneNumber::e164).distinct().toList();
        handles.use(h -> {
            NumberLocks.lock(h, organizationId, numbers);
            h.createQuery("""
                            select phone_number,
                                   bool_or(state = 'placing') as live,
                                   count(*) filter (where started_at > :since and state <> 'not_placed') as calls,
                                   min(started_at) filter (where started_at > :since and state <> 'not_placed')
                                       as oldest
                              from outreach_attempts
                             where organization_id = :org and phone_number = any(:phones)
                               and (state = 'placing' or started_at > :since)
                             group by phone_number""")
                    .bind("org", organizationId.value())
                    .bind("phones", SqlArrays.of(String.class, phones))
                    .bind("since", since)
                    .map((rs, ctx) -> Map.entry(new PhoneNumber(rs.getString("phone_number")),
                            new NumberActivity(rs.getBoolean("live"), rs.getInt("calls"),
                                    rs.getObject("oldest", java.time.OffsetDateTime.class) == null ? null
                                            : rs.getObject("oldest", java.time.OffsetDateTime.class).toInstant())))
                    .forEach(entry -> found.put(entry.getKey(), entry.getValue()));
        });
        return found;
    }

    @Override
    public List<Attempt> lockAttempts(Collection<String> keys) {
        if (keys.isEmpty()) {
            return List.of();
        }
        // Locked in key order, so two units of work locking overlapping attempts cannot deadlock.
        return handles.with(h -> h.createQuery("select " + ATTEMPT_COLUMNS + " " + """
                         from outreach_attempts where attempt_key = any(:keys) order by attempt_key for update""")
                .bind("keys", SqlArrays.of(String.class, keys.stream().distinct().toList()))
                .map(RowMappers.of(AttemptRow.class))
                .map(AttemptRow::toDomain)
                .list());
    }

    @Override
    public void recordAcceptances(Map<String, String> providerCallIds) {
        if (providerCallIds.isEmpty()) {
            return;
        }
        List<String> keys = providerCallIds.keySet().stream().sorted().toList();
        handles.use(h -> h.execute("set local synchronous_commit to off"));
        handles.use(h -> h.createUpdate("""
                        update outreach_attempts a set provider_call_id = accepted.id
                          from unnest(:keys, :ids) as accepted (attempt_key, id)
                         where a.attempt_key = accepted.attempt_key and a.provider_call_id is null""")
                .bind("keys", SqlArrays.of(String.class, keys))
                .bind("ids", SqlArrays.of(String.class, keys.stream().map(providerCallIds::get).toList()))
                .execute());
    }

    @Override
    public void updateAttempts(Collection<Attempt> attempts) {
        if (attempts.isEmpty()) {
            return;
        }
        List<Attempt> ordered = new ArrayList<>(attempts);
        ordered.sort(Comparator.comparing(Attempt::key));
        // Benchmark "engine": one statement for a batch of attempts, not one each, on the path of every call's end.
        handles.use(h -> h.createUpdate("""
                        update outreach_attempts a
                           set state = u.state, stage = u.stage, provider_call_id = u.provider_call_id,
                               call_id = u.call_id, outcome = u.outcome, talk_seconds = u.talk_seconds
                          from unnest(:keys, :states, :stages, :providerCallIds, :callIds, :outcomes, :talkSeconds)
                               as u (attempt_key, state, stage, provider_call_id, call_id, outcome, talk_seconds)
                         where a.attempt_key = u.attempt_key""")
                .bind("keys", SqlArrays.of(String.class, ordered.stream().map(Attempt::key).toList()))
                .bind("states", SqlArrays.of(String.class, ordered.stream()
                        .map(a -> StoredNames.ATTEMPT_STATE.of(a.state())).toList()))
                .bind("stages", SqlArrays.of(String.class, ordered.stream()
                        .map(a -> StoredNames.CALL_STAGE.of(a.stage())).toList()))
                .bind("providerCallIds", SqlArrays.of(String.class, ordered.stream()
                        .map(Attempt::providerCallId).toList()))
                .bind("callIds", SqlArrays.of(UUID.class, ordered.stream()
                        .map(a -> a.callId() == null ? null : a.callId().value()).toList()))
                .bind("outcomes", SqlArrays.of(String.class, ordered.stream()
                        .map(a -> StoredNames.CALL_OUTCOME.of(a.outcome())).toList()))
                .bind("talkSeconds", SqlArrays.of(Long.class, ordered.stream().map(Attempt::talkSeconds).toList()))
                .execute());
    }

    @Override
    public List<Attempt> overdue(Instant now, int limit) {
        return handles.with(h -> h.createQuery("select " + ATTEMPT_COLUMNS + " " + """
                         from outreach_attempts
                        where state = 'placing' and deadline < :now
                        order by deadline
                        limit :limit""")
                .bind("now", now)
                .bind("limit", limit)
                .map(RowMappers.of(AttemptRow.class))
                .map(AttemptRow::toDomain)
                .list());
    }

    @Override
    public Map<String, AttemptTrail> trailsOf(Collection<String> keys) {
        Map<String, AttemptTrail> found = new LinkedHashMap<>();
        if (keys.isEmpty()) {
            return found;
        }
        handles.use(h -> h.createQuery("""
                        select attempt_key, caller_id, zones, states, evidence, rules_version, claimed_at, gate
                          from outreach_attempts where attempt_key = any(:keys) and caller_id is not null""")
                .bind("keys", SqlArrays.of(String.class, keys.stream().distinct().toList()))
                .map(RowMappers.of(TrailRow.class))
                .forEach(row -> found.put(row.attemptKey(), row.toDomain())));
        return found;
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
                .bind("phone", a.to().e164())
                .bind("callerId", a.from() == null ? null : a.from().e164())
                .bind("sourceId", a.source() == null ? null : a.source().value())
                .bind("startedAt", a.startedAt())
                .bind("state", StoredNames.ATTEMPT_STATE.of(a.state()))
                .bind("stage", StoredNames.CALL_STAGE.of(a.stage()))
                .bind("providerCallId", a.providerCallId())
                .bind("callId", a.callId() == null ? null : a.callId().value())
                .bind("outcome", StoredNames.CALL_OUTCOME.of(a.outcome()))
                .bind("talkSeconds", a.talkSeconds());
    }

    public record AttemptRow(String attemptKey, UUID organizationId, UUID campaignId, UUID customerId,
                             UUID enrollmentId, int number, String phoneNumber, String callerId, UUID sourceId,
                             Instant startedAt, String state, String stage, String providerCallId, UUID callId,
                             String outcome, long talkSeconds) {

        Attempt toDomain() {
            return new Attempt(attemptKey, OrganizationId.of(organizationId), CampaignId.of(campaignId),
                    CustomerId.of(customerId), EnrollmentId.of(enrollmentId), number, new PhoneNumber(phoneNumber),
                    callerId == null ? null : new PhoneNumber(callerId), sourceId == null ? null : SourceId.of(sourceId),
                    startedAt, StoredNames.ATTEMPT_STATE.parse(state), StoredNames.CALL_STAGE.parse(stage),
                    providerCallId, callId == null ? null : CallId.of(callId),
                    StoredNames.CALL_OUTCOME.parse(outcome), talkSeconds);
        }
    }

    public record TrailRow(String attemptKey, String callerId, String[] zones, String[] states, String[] evidence,
                           String rulesVersion, Instant claimedAt, String gate) {

        AttemptTrail toDomain() {
            return new AttemptTrail(callerId, Arrays.stream(zones).map(ZoneId::of).collect(Collectors.toSet()),
                    Set.of(states), Arrays.stream(evidence).map(StoredNames.ZONE_EVIDENCE::parse)
                    .collect(Collectors.toSet()), rulesVersion, claimedAt, gate);
        }
    }
}
