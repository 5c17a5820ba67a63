package io.campaignoutreach.application.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.contract.StoreContract;
import io.campaignoutreach.application.enrollmentjob.ChunkFacts;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobProcessor;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobService;
import io.campaignoutreach.application.enrollmentjob.JobCampaigns;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.ScriptedCarrier;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.OutreachEngine;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignChanges;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import io.campaignoutreach.domain.suppression.SuppressionSource;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The rules an agency is sued under, checked at the instant each call starts, on every store: 1,200
 * customers in every US zone and territory, whose address, ZIP, phone and named zone agree or
 * conflict, in two campaigns, over 31 days across the end of daylight saving time and Veterans Day.
 * The carrier has 7 lines and calls of minutes, fewer than a round's batch (the two campaigns may
 * have 8 live, so the carrier refuses some as busy); the clock moves on at every reading, so time passes between the gate and the carrier. Meanwhile numbers are
 * suppressed, a campaign is paused and resumed, enrollments are cancelled and live calls are
 * restarted. Every expectation is computed here from the customers' own evidence, not by the
 * service's tables.
 */
public abstract class DialTimeScenarios extends StoreContract {

    private static final Instant START = Instant.parse("2026-10-20T12:00:00Z");
    private static final int DAYS = 31;
    private static final int CUSTOMERS = 1_200;
    private static final Duration STEP = Duration.ofMinutes(5);
    private static final LocalDate VETERANS_DAY = LocalDate.of(2026, 11, 11);
    private static final int CAP = DialingRules.DEFAULTS.callsPerNumberPerDay();

    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
    private static final ZoneId CHICAGO = ZoneId.of("America/Chicago");
    private static final ZoneId DENVER = ZoneId.of("America/Denver");
    private static final ZoneId PHOENIX = ZoneId.of("America/Phoenix");
    private static final ZoneId LOS_ANGELES = ZoneId.of("America/Los_Angeles");
    private static final ZoneId ANCHORAGE = ZoneId.of("America/Anchorage");

    /**
     * A kind of customer: what the record names (zone, state, ZIP, area code) and, by this test's own
     * reading, the zones they may be in and the states whose rules they are under.
     */
    private record Profile(String zone, String state, String zip, int areaCode, Set<ZoneId> zones,
                           Set<String> states) {
    }

    private static final List<Profile> PROFILES = List.of(
            new Profile("America/New_York", "NY", "10001", 212, Set.of(NEW_YORK), Set.of("NY")),
            new Profile(null, "CA", "90012", 212, Set.of(LOS_ANGELES, NEW_YORK), Set.of("CA", "NY")),
            new Profile(null, "GA", null, 305, Set.of(NEW_YORK), Set.of("GA", "FL")),
            new Profile("America/Los_Angeles", "FL", null, 786, Set.of(LOS_ANGELES, NEW_YORK), Set.of("FL")),
            new Profile(null, "AL", "35203", 205, Set.of(CHICAGO), Set.of("AL")),
            new Profile(null, "RI", null, 401, Set.of(NEW_YORK), Set.of("RI")),
            new Profile(null, "UT", null, 801, Set.of(DENVER), Set.of("UT")),
            new Profile(null, "LA", null, 504, Set.of(CHICAGO), Set.of("LA")),
            new Profile(null, "OK", null, 405, Set.of(CHICAGO), Set.of("OK")),
            new Profile(null, "TX", null, 907, Set.of(CHICAGO, ANCHORAGE), Set.of("TX", "AK")),
            new Profile("Pacific/Honolulu", "HI", null, 808, Set.of(ZoneId.of("Pacific/Honolulu")), Set.of("HI")),
            new Profile(null, "PR", null, 787, Set.of(ZoneId.of("America/Puerto_Rico")), Set.of("PR")),
            new Profile("Pacific/Guam", null, null, 671, Set.of(ZoneId.of("Pacific/Guam")), Set.of()),
            new Profile(null, "VI", null, 340, Set.of(ZoneId.of("America/St_Thomas")), Set.of()),
            new Profile(null, null, null, 684, Set.of(ZoneId.of("Pacific/Pago_Pago")), Set.of()),
            new Profile(null, null, null, 670, Set.of(ZoneId.of("Pacific/Saipan")), Set.of()),
            new Profile(null, "AZ", "85001", 602, Set.of(PHOENIX), Set.of("AZ")),
            new Profile(null, "CO", null, 500, Set.of(DENVER), Set.of("CO")),
            new Profile(null, null, null, 945, Set.of(CHICAGO), Set.of("TX")),
            new Profile(null, "CT", null, 203, Set.of(NEW_YORK), Set.of("CT")),
            new Profile(null, "NY", null, 305, Set.of(NEW_YORK), Set.of("NY", "FL")),
            new Profile("America/Chicago", "OK", null, 212, Set.of(CHICAGO, NEW_YORK), Set.of("OK", "NY")));

    private record Person(Customer customer, Profile profile, boolean doNotCall) {
    }

    private final MutableClock time = new MutableClock(START);
    /** What the engine and the carrier read: a clock that moves on a second at every reading. */
    private final Clock moving = time.ticking(Duration.ofSeconds(1));
    private final Map<PhoneNumber, Person> people = new HashMap<>();
    private final Map<EnrollmentId, Enrollment> enrolled = new HashMap<>();
    private final Map<PhoneNumber, Instant> suppressedAt = new HashMap<>();
    private final Map<EnrollmentId, Instant> cancelledAt = new HashMap<>();
    private final List<Instant[]> pauses = new ArrayList<>();
    private final List<ItemCode> liveRestarts = new ArrayList<>();

    @Test
    void givenConflictingEvidenceStricterStatesAndChangesWhileCallsAreLive_whenRunFor31Days_thenEveryDialKeepsTheRules() {
        givenTwoOrganizations();
        Random random = new Random(20261207);
        Campaign first = campaign("First");
        Campaign second = campaign("Second");
        List<Enrollment> enrollments = new ArrayList<>();
        for (int i = 0; i < CUSTOMERS; i++) {
            Profile profile = PROFILES.get(i % PROFILES.size());
            boolean doNotCall = random.nextInt(25) == 0;
            Customer customer = customer(i, profile, doNotCall);
            store.customers().insert(customer);
            people.put(customer.phone(), new Person(customer, profile, doNotCall));
            Instant at = START.plusSeconds(random.nextInt(2 * 24 * 3600));
            enrollments.add(Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId,
                    (i % 2 == 0 ? first : second).id(), customer.id(), null, at));
            if (i % 5 == 0) {
                enrollments.add(Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId,
                        (i % 2 == 0 ? second : first).id(), customer.id(), null, at));
            }
        }
        store.enrollments().insertAll(enrollments);
        enrollments.forEach(e -> enrolled.put(e.id(), e));
        ScriptedCarrier carrier = new ScriptedCarrier(moving, attempt -> outcomeOf(attempt.attemptKey()),
                attempt -> Duration.ofMinutes(2 + Math.floorMod(attempt.attemptKey().hashCode(), 9)))
                .withLines(7).connect(TestEngines.intake(store, moving, OutreachEvents.NONE));
        OutreachEngine engine = TestEngines.over(store, moving, carrier, OutreachEvents.NONE, DialingRules.DEFAULTS);

        Instant end = START.plus(Duration.ofDays(DAYS));
        int dialed = 0;
        while (time.instant().isBefore(end)) {
            carrier.deliverDue();
            OutreachEngine.Round round;
            while (!(round = engine.runOnce("scenario", Runnable::run)).idle()) {
                dialed += round.calls();
                carrier.deliverDue();
            }
            meddle(random, second);
            time.advance(STEP);
        }
        time.advance(Duration.ofHours(2));
        carrier.deliverDue();

        List<ScriptedCarrier.Placed> calls = carrier.placed();
        assertThat(calls).hasSizeGreaterThan(2_500);
        assertThat(dialed).as("calls the gate let through, some refused by the busy carrier")
                .isGreaterThan(calls.size());
        for (ScriptedCarrier.Placed call : calls) {
            Person person = people.get(call.to());
            for (ZoneId zone : person.profile().zones()) {
                LocalDateTime local = LocalDateTime.ofInstant(call.at(), zone);
                assertThat(local.toLocalTime()).as("call %s at %s in %s", call.key(), local, zone)
                        .isAfterOrEqualTo(LocalTime.of(8, 0)).isBefore(LocalTime.of(21, 0));
                for (String state : person.profile().states()) {
                    assertThat(stateAllows(state, local)).as("call %s at %s in %s, under %s's rules", call.key(),
                            local, zone, state).isTrue();
                }
            }
            assertThat(person.doNotCall()).as("call %s to a do-not-call customer", call.key()).isFalse();
            Instant suppressed = suppressedAt.get(call.to());
            assertThat(suppressed == null || call.at().isBefore(suppressed))
                    .as("call %s at %s to a number suppressed at %s", call.key(), call.at(), suppressed).isTrue();
            Enrollment enrollment = enrolled.get(enrollmentOf(call.key()));
            Instant cancelled = cancelledAt.get(enrollment.id());
            assertThat(cancelled == null || call.at().isBefore(cancelled)).as("call %s after cancellation", call.key())
                    .isTrue();
            if (enrollment.campaignId().equals(second.id())) {
                assertThat(pauses).noneMatch(p -> !call.at().isBefore(p[0]) && call.at().isBefore(p[1]));
            }
        }
        Map<PhoneNumber, List<ScriptedCarrier.Placed>> byNumber = calls.stream()
                .collect(Collectors.groupingBy(ScriptedCarrier.Placed::to));
        byNumber.forEach((number, its) -> {
            for (ScriptedCarrier.Placed call : its) {
                assertThat(its.stream().filter(o -> o != call && !o.at().isAfter(call.at())
                        && o.endsAt().isAfter(call.at()))).as("calls live to %s when %s started", number.masked(),
                        call.key()).isEmpty();
                assertThat(its.stream().filter(o -> !o.at().isAfter(call.at())
                        && o.at().isAfter(call.at().minus(Duration.ofDays(1))))).as("calls to %s in the 24 hours to %s",
                        number.masked(), call.at()).hasSizeLessThanOrEqualTo(CAP);
            }
        });
        assertThat(byNumber.values().stream().filter(its -> its.size() > 1)).as("numbers called more than once")
                .isNotEmpty();
        assertThat(liveRestarts).as("restarts sent while a call was live").isNotEmpty()
                .containsOnly(ItemCode.CALL_IN_PROGRESS);
        assertEveryResultOnItsOwnAttempt(calls, first, second);
    }

    /** Each stored call is its own attempt's, started at the instant the carrier started it, with its outcome. */
    private void assertEveryResultOnItsOwnAttempt(List<ScriptedCarrier.Placed> calls, Campaign first, Campaign second) {
        Map<String, ScriptedCarrier.Placed> byKey = calls.stream()
                .collect(Collectors.toMap(ScriptedCarrier.Placed::key, c -> c));
        Map<UUID, Call> stored = new HashMap<>();
        for (Campaign campaign : List.of(first, second)) {
            store.calls().findByCampaign(organizationId, campaign.id(), null, null)
                    .forEach(call -> stored.put(call.id().value(), call));
        }
        assertThat(stored).hasSameSizeAs(calls);
        List<Attempt> attempts = store.outreach().attemptsOf(enrolled.keySet()).values().stream()
                .flatMap(List::stream).toList();
        assertThat(attempts.stream().filter(a -> a.state() == AttemptState.PLACED)).hasSameSizeAs(calls)
                .allSatisfy(attempt -> {
                    ScriptedCarrier.Placed call = byKey.get(attempt.key());
                    Call record = stored.get(attempt.callId().value());
                    assertThat(call).as("attempt %s was placed by the carrier", attempt.key()).isNotNull();
                    assertThat(record.enrollmentId()).isEqualTo(attempt.enrollmentId());
                    assertThat(attempt.outcome()).isEqualTo(call.result().outcome());
                    assertThat(attempt.to()).isEqualTo(call.to());
                    assertThat(Duration.between(attempt.startedAt(), call.at())).as("gate to carrier")
                            .isBetween(Duration.ZERO, DialingRules.SUBMIT_WITHIN);
                    assertThat(record.createdAt()).isEqualTo(attempt.startedAt());
                    assertThat(record.callerId()).isEqualTo(DialingRules.DEFAULTS.callerId().e164());
                });
    }

    /**
     * What an operator and a sync do while calls are live: numbers suppressed on the third day, the
     * second campaign paused on the fifth and resumed on the seventh, pending enrollments cancelled
     * now and then, and restarts sent for enrollments whose call is live.
     */
    private void meddle(Random random, Campaign second) {
        Instant now = time.instant();
        if (suppressedAt.isEmpty() && now.isAfter(START.plus(Duration.ofDays(3)))) {
            people.keySet().stream().sorted(java.util.Comparator.comparing(PhoneNumber::e164)).filter(p -> random.nextInt(30) == 0).forEach(phone -> {
                store.suppressions().addIfAbsent(Suppression.create(SuppressionId.of(TestData.newId()), organizationId,
                        phone, SuppressionSource.OPERATOR, null, time.instant()));
                suppressedAt.put(phone, time.instant());
            });
        }
        if (pauses.isEmpty() && now.isAfter(START.plus(Duration.ofDays(5)).plus(Duration.ofHours(2)))) {
            setStatus(second.id(), CampaignStatus.PAUSED);
            pauses.add(new Instant[] {time.instant(), Instant.MAX});
        }
        if (!pauses.isEmpty() && pauses.get(0)[1] == Instant.MAX && now.isAfter(START.plus(Duration.ofDays(7)))) {
            setStatus(second.id(), CampaignStatus.ACTIVE);
            pauses.get(0)[1] = time.instant();
        }
        if (random.nextInt(100) == 0) {
            cancelSomePending(random);
        }
        if (liveRestarts.size() < 20 && random.nextInt(40) == 0) {
            restartLive();
        }
    }

    private void setStatus(CampaignId id, CampaignStatus status) {
        Campaign stored = store.campaigns().findById(organizationId, id).orElseThrow();
        store.campaigns().update(stored.update(CampaignChanges.builder().status(status).build(), "ops",
                time.instant()), stored.version());
    }

    private void cancelSomePending(Random random) {
        List<EnrollmentId> some = enrolled.keySet().stream().sorted(java.util.Comparator.comparing(EnrollmentId::value))
                .filter(id -> random.nextInt(200) == 0).toList();
        store.transactions().inTransaction(() -> {
            List<Enrollment> cancelled = store.outreach().lock(some).stream()
                    .filter(e -> e.status() == EnrollmentStatus.PENDING)
                    .map(e -> e.close(EnrollmentStatus.CANCELLED, "agent request", time.instant())).toList();
            store.enrollments().updateAll(cancelled);
            cancelled.forEach(e -> cancelledAt.put(e.id(), time.instant()));
        });
    }

    /** Restarts, through an enrollment job as a client would, the enrollments whose call is live now. */
    private void restartLive() {
        List<EnrollmentId> live = List.copyOf(store.outreach().withLiveAttempt(enrolled.keySet()));
        if (live.isEmpty()) {
            return;
        }
        Enrollment one = enrolled.get(live.get(0));
        JobSettings settings = JobSettings.defaults();
        EnrollmentJobService jobs = new EnrollmentJobService(store.enrollmentJobs(), store.campaigns(),
                store.customers(), store.transactions(), UUID::randomUUID, time, settings, () -> { });
        AccessContext access = new AccessContext(organizationId, null, "ops", Set.of(Capability.ALL), false);
        EnrollmentJobId job = jobs.submit(access, new EnrollmentJob.Request(one.campaignId(), EnrollmentAction.RESTART,
                null, null, null, List.of(new CustomerReference.ById(one.customerId())))).jobId();
        EnrollmentJobProcessor processor = new EnrollmentJobProcessor(store.enrollmentJobs(),
                new JobCampaigns(store.campaigns(), store.workflows()),
                new ChunkFacts(store.customers(), store.enrollments(), store.outreach()),
                store.enrollments(), store.transactions(), UUID::randomUUID, time, settings);
        while (processor.processNext("worker", () -> true)) {
            // Worked off at once.
        }
        liveRestarts.addAll(jobs.get(access, one.campaignId(), job).items().stream().map(JobItem::code).toList());
    }

    /** The rules this test knows for the stricter states among its customers, and Veterans Day. */
    private static boolean stateAllows(String state, LocalDateTime local) {
        LocalTime t = local.toLocalTime();
        DayOfWeek day = local.getDayOfWeek();
        boolean sunday = day == DayOfWeek.SUNDAY;
        boolean holiday = local.toLocalDate().equals(VETERANS_DAY);
        return switch (state) {
            case "FL", "OK" -> between(t, 8, 20);
            case "CT" -> between(t, 9, 20);
            case "TX" -> sunday ? between(t, 12, 21) : between(t, 9, 21);
            case "AL", "LA" -> !sunday && !holiday && between(t, 8, 20);
            case "UT" -> !sunday && !holiday && between(t, 8, 21);
            case "RI" -> !sunday && !holiday && (day == DayOfWeek.SATURDAY ? between(t, 10, 17) : between(t, 9, 18));
            default -> true;
        };
    }

    private static boolean between(LocalTime t, int fromHour, int toHour) {
        return !t.isBefore(LocalTime.of(fromHour, 0)) && t.isBefore(LocalTime.of(toHour, 0));
    }

    private static EnrollmentId enrollmentOf(String attemptKey) {
        return EnrollmentId.of(UUID.fromString(attemptKey.substring(0, attemptKey.indexOf('/'))));
    }

    /** Mostly nobody or voicemail, some answered, a few asking not to be called again. */
    private static CallResult outcomeOf(String key) {
        CallOutcome[] outcomes = {CallOutcome.NO_ANSWER, CallOutcome.VOICEMAIL, CallOutcome.BUSY,
                CallOutcome.NO_ANSWER, CallOutcome.VOICEMAIL, CallOutcome.ANSWERED, CallOutcome.NO_ANSWER,
                CallOutcome.VOICEMAIL, CallOutcome.FAILED, CallOutcome.NO_ANSWER, CallOutcome.DNC_REQUESTED};
        CallOutcome outcome = outcomes[Math.floorMod(key.hashCode(), outcomes.length)];
        return new CallResult(outcome, outcome.connected() ? 60_000 : 20_000, 0, "customer-ended-call");
    }

    /**
     * Up to six calls a run, three a day half an hour apart, through the whole legal window; the run
     * succeeds when someone answers.
     */
    private Campaign campaign(String name) {
        DialingSettings dialing = new DialingSettings(true, true, 100, 4L, 6, true,
                List.of(new RedialPattern(List.of(0, 1, 2, 3), 3, 30)), RedialTracking.never(),
                new DialerConfig(null, false));
        OutcomeRules outcomes = new OutcomeRules(
                new Criteria("or", List.of(new Criteria.Condition("lastCallDisposition", "equals", "answered"))),
                new Criteria("and", List.of()), List.of(), Map.of(), List.of(), false,
                new Features(false, false, false, false));
        Campaign campaign = CampaignBuilder.aCampaign(organizationId).name(name).status(CampaignStatus.ACTIVE)
                .startDate(START).endDate(START.plus(Duration.ofDays(90))).enableFlow(false).dialing(dialing)
                .outcomes(outcomes).build();
        store.campaigns().insert(campaign);
        return campaign;
    }

    private Customer customer(int n, Profile profile, boolean doNotCall) {
        return TestData.customerAt(organizationId, new PhoneNumber(String.format("+1%d555%04d", profile.areaCode(), n)),
                profile.zone(), profile.state(), profile.zip(), doNotCall);
    }
}
