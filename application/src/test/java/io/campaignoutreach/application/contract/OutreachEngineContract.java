package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.ScriptedCarrier;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.application.outreach.OutreachEngine;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.scenario.MutableClock;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import io.campaignoutreach.domain.suppression.SuppressionSource;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Ending;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The outreach engine run on a store with a virtual clock: 1,000 customers in every US time zone,
 * over 36 days across the end of daylight saving time, on campaigns with and without business
 * hours. Every call the carrier is asked to place is checked against the rules a TCPA-compliant
 * dialer keeps, in the customer's local time.
 */
public abstract class OutreachEngineContract extends StoreContract {

    private static final Instant START = Instant.parse("2026-10-15T12:00:00Z");
    private static final Duration STEP = Duration.ofMinutes(10);
    private static final int DAYS = 36;
    private static final int CUSTOMERS = 1_000;
    private static final int MAX_ATTEMPTS = 5;
    private static final double INTERVAL_MINUTES = 90;

    /** Zone, and a state of that zone without stricter calling rules of its own. */
    private static final List<Map.Entry<String, String>> ZONES = List.of(
            Map.entry("America/New_York", "NY"), Map.entry("America/Chicago", "IL"),
            Map.entry("America/Denver", "CO"), Map.entry("America/Phoenix", "AZ"),
            Map.entry("America/Los_Angeles", "CA"), Map.entry("America/Anchorage", "AK"),
            Map.entry("Pacific/Honolulu", "HI"), Map.entry("America/Puerto_Rico", "PR"));

    private static final OutcomeRules NO_CRITERIA = new OutcomeRules(Criteria.none(), Criteria.none(), List.of(),
            Map.of(), List.of(), false, new Features(false, false, false, false));

    /** A carrier that remembers every call it was asked to place, at the virtual instant it was asked. */
    private static final class RecordingCarrier implements ScriptedCarrier.Script {
        private final MutableClock clock;
        private final Map<String, Instant> placed = new ConcurrentHashMap<>();
        private final List<Placed> calls = Collections.synchronizedList(new ArrayList<>());

        RecordingCarrier(MutableClock clock) {
            this.clock = clock;
        }

        record Placed(String key, PhoneNumber to, Instant at, CallOutcome outcome) {
        }

        @Override
        public CallResult answer(CallAttempt attempt) {
            Instant now = clock.instant();
            assertThat(placed.putIfAbsent(attempt.attemptKey(), now)).as("attempt %s asked twice", attempt.attemptKey())
                    .isNull();
            CallOutcome[] outcomes = {CallOutcome.NO_ANSWER, CallOutcome.VOICEMAIL, CallOutcome.BUSY,
                    CallOutcome.NO_ANSWER, CallOutcome.ANSWERED, CallOutcome.DNC_REQUESTED, CallOutcome.FAILED};
            CallOutcome outcome = outcomes[Math.floorMod((attempt.attemptKey()).hashCode(), outcomes.length)];
            calls.add(new Placed(attempt.attemptKey(), attempt.to(), now, outcome));
            return new CallResult(outcome, outcome.connected() ? 45_000 : 12_000, 0, "customer-ended-call");
        }
    }

    private record Person(Customer customer, ZoneId zone, boolean businessHours, boolean doNotCall) {
    }

    @Test
    void givenAThousandCustomersInEveryZone_whenTheEngineRunsFor36Days_thenEveryCallKeepsTheRules() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START);
        Campaign legalHours = campaign(true);
        Campaign businessHours = campaign(false);
        Random random = new Random(20261101);
        Map<PhoneNumber, Person> people = new HashMap<>();
        List<Enrollment> enrollments = new ArrayList<>();
        for (int i = 0; i < CUSTOMERS; i++) {
            Map.Entry<String, String> zone = ZONES.get(i % ZONES.size());
            boolean doNotCall = random.nextInt(20) == 0;
            boolean inBusinessHours = i % 2 == 1;
            Customer customer = customer(i, zone.getKey(), zone.getValue(), doNotCall);
            store.customers().insert(customer);
            people.put(customer.phone(), new Person(customer, ZoneId.of(zone.getKey()), inBusinessHours, doNotCall));
            Campaign campaign = inBusinessHours ? businessHours : legalHours;
            // Enrollments arrive over the first three days, at all hours.
            Instant enrolledAt = START.plusSeconds(random.nextInt(3 * 24 * 3600));
            enrollments.add(Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                    customer.id(), null, enrolledAt));
        }
        store.enrollments().insertAll(enrollments);
        RecordingCarrier carrier = new RecordingCarrier(clock);
        OutreachEngine engine = engine(clock, carrier);
        Map<EnrollmentId, Instant> cancelledAt = new HashMap<>();
        Set<EnrollmentId> toCancel = enrollments.stream().filter(e -> random.nextInt(25) == 0).map(Enrollment::id)
                .collect(Collectors.toSet());

        Instant end = START.plus(Duration.ofDays(DAYS));
        while (clock.instant().isBefore(end)) {
            while (!engine.runOnce("contract", Runnable::run).idle()) {
                // Rounds run back to back while there is work at this instant.
            }
            if (clock.instant().isAfter(START.plus(Duration.ofDays(2))) && !toCancel.isEmpty()) {
                cancel(toCancel, clock.instant(), cancelledAt);
            }
            clock.advance(STEP);
        }

        List<RecordingCarrier.Placed> calls = List.copyOf(carrier.calls);
        assertThat(calls).hasSizeGreaterThan(2_000);
        Map<PhoneNumber, List<Instant>> byCustomer = new HashMap<>();
        for (RecordingCarrier.Placed call : calls) {
            Person person = people.get(call.to());
            ZonedDateTime local = call.at().atZone(person.zone());
            LocalTime time = local.toLocalTime();
            assertThat(time).as("call to %s at %s", person.zone(), local)
                    .isAfterOrEqualTo(LocalTime.of(8, 0)).isBefore(LocalTime.of(21, 0));
            if (person.businessHours()) {
                assertThat(local.getDayOfWeek()).as("business-hours call at %s", local)
                        .isNotIn(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY);
                assertThat(time).isAfterOrEqualTo(LocalTime.of(9, 0)).isBefore(LocalTime.of(17, 0));
            }
            assertThat(person.doNotCall()).as("call to a do-not-call customer").isFalse();
            byCustomer.computeIfAbsent(call.to(), p -> new ArrayList<>()).add(call.at());
        }
        byCustomer.forEach((phone, times) -> {
            assertThat(times).as("calls to %s", phone).hasSizeLessThanOrEqualTo(MAX_ATTEMPTS);
            for (int i = 1; i < times.size(); i++) {
                assertThat(Duration.between(times.get(i - 1), times.get(i)))
                        .isGreaterThanOrEqualTo(Duration.ofMinutes((long) INTERVAL_MINUTES));
            }
        });
        Map<CustomerId, EnrollmentId> enrollmentOf = enrollments.stream()
                .collect(Collectors.toMap(Enrollment::customerId, Enrollment::id));
        for (RecordingCarrier.Placed call : calls) {
            EnrollmentId id = enrollmentOf.get(people.get(call.to()).customer().id());
            if (cancelledAt.containsKey(id)) {
                assertThat(call.at()).as("call after cancellation").isBefore(cancelledAt.get(id));
            }
        }
        // After a customer asks not to be called, no call follows in any campaign.
        Map<PhoneNumber, Instant> optedOut = new HashMap<>();
        for (RecordingCarrier.Placed call : calls) {
            assertThat(optedOut).as("call after a do-not-call request").doesNotContainKey(call.to());
            if (call.outcome() == CallOutcome.DNC_REQUESTED) {
                optedOut.put(call.to(), call.at());
            }
        }
        List<Enrollment> stored = new ArrayList<>(store.enrollments().findByCampaign(organizationId, legalHours.id()));
        stored.addAll(store.enrollments().findByCampaign(organizationId, businessHours.id()));
        assertThat(stored).allSatisfy(e -> assertThat(e.status().isTerminal()).as("%s", e).isTrue());
        assertThat(stored.stream().filter(e -> people.get(phoneOf(people, e.customerId())).doNotCall()))
                .allSatisfy(e -> assertThat(e.status()).isEqualTo(EnrollmentStatus.SKIPPED));
        Map<?, CallCounts> counts = store.calls().countByCampaign(organizationId,
                List.of(legalHours.id(), businessHours.id()), START);
        assertThat(counts.values().stream().mapToLong(CallCounts::totalCalls).sum()).isEqualTo(calls.size());
        assertThat(store.customers().findById(organizationId, people.get(optedOut.keySet().iterator().next())
                .customer().id()).orElseThrow().doNotCall()).isTrue();
    }

    @Test
    void givenAnAttemptWhoseProcessStopped_whenItsLeaseRunsOut_thenTheEnrollmentAwaitsReviewAndIsNeverCalledAgain() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        Campaign campaign = campaign(true);
        Customer customer = customer(1, "America/New_York", "NY", false);
        store.customers().insert(customer);
        Enrollment enrolled = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                customer.id(), null, clock.instant());
        store.enrollments().insert(enrolled);
        // A process recorded the attempt, asked the carrier, and stopped before recording the result.
        Enrollment calling = enrolled.beginAttempt(clock.instant());
        store.transactions().inTransaction(() -> {
            store.enrollments().updateAll(List.of(calling));
            store.outreach().recordAttempts(TestEngines.dialed(Attempt.start(organizationId, campaign.id(),
                    customer.id(), calling.id(), 1, customer.phone(), clock.instant())), "stopped-process",
                    clock.instant().plusSeconds(60));
        });
        RecordingCarrier carrier = new RecordingCarrier(clock);
        clock.advance(Duration.ofSeconds(61));

        OutreachEngine.Round round = engine(clock, carrier).runOnce("survivor", Runnable::run);
        clock.advance(Duration.ofDays(2));
        engine(clock, carrier).runOnce("survivor", Runnable::run);

        assertThat(round.interrupted()).isEqualTo(1);
        Enrollment stored = store.outreach().lock(List.of(calling.id())).get(0);
        assertThat(stored.status()).isEqualTo(EnrollmentStatus.IN_PROGRESS);
        assertThat(stored.reviewRequired()).isTrue();
        assertThat(store.outreach().attemptsOf(List.of(calling.id())).get(calling.id()))
                .singleElement().satisfies(a -> assertThat(a.state()).isEqualTo(AttemptState.INTERRUPTED));
        assertThat(store.outreach().awaitingReview(10)).extracting(Enrollment::id).containsExactly(calling.id());
        assertThat(carrier.calls).isEmpty();
    }

    @Test
    void givenAttemptsInEveryState_whenAskedWhichCallsAreLive_thenThoseRecordedAndNotYetEnded() {
        givenTwoOrganizations();
        Instant now = START.plus(Duration.ofHours(7));
        Campaign campaign = campaign(true);
        List<Enrollment> calling = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Customer customer = customer(60 + i, "America/New_York", "NY", false);
            store.customers().insert(customer);
            Enrollment enrollment = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId,
                    campaign.id(), customer.id(), null, now).beginAttempt(now);
            store.enrollments().insert(enrollment);
            calling.add(enrollment);
        }
        Attempt live = attempt(calling.get(0), 1, now);
        Attempt leaseRanOut = attempt(calling.get(1), 1, now);
        Attempt placed = attempt(calling.get(2), 1, now);
        Attempt interrupted = attempt(calling.get(3), 1, now);
        store.outreach().recordAttempts(TestEngines.dialed(live, placed, interrupted), "engine", now.plusSeconds(60));
        store.outreach().recordAttempts(TestEngines.dialed(leaseRanOut), "stopped", now.minusSeconds(1));
        store.outreach().updateAttempts(List.of(placed.placed(CallId.of(TestData.newId()), CallOutcome.NO_ANSWER, 0,
                null), interrupted.interrupted()));

        Set<EnrollmentId> found = store.transactions().inTransaction(() ->
                store.outreach().withLiveAttempt(calling.stream().map(Enrollment::id).toList()));

        assertThat(found).as("placing, whatever its lease; never placed, ended or interrupted")
                .containsExactlyInAnyOrder(calling.get(0).id(), calling.get(1).id());
        assertThat(store.outreach().withLiveAttempt(List.of())).isEmpty();
        assertThat(store.outreach().withLiveAttempt(List.of(calling.get(2).id(), calling.get(4).id()))).isEmpty();
    }

    private Attempt attempt(Enrollment enrollment, int number, Instant now) {
        return Attempt.start(organizationId, enrollment.campaignId(), enrollment.customerId(), enrollment.id(),
                number, phoneOfEnrolled(enrollment), now);
    }

    @Test
    void givenACallThatEndsAfterItsEnrollmentWasRestartedAndDialedAgain_whenRecorded_thenOnlyItsAttemptChanges() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        Campaign campaign = pacedCampaign();
        Enrollment enrolled = enrolledCustomer(campaign, 70, clock.instant());
        List<Enrollment> redialed = new ArrayList<>();
        ScriptedCarrier.Script slow = attempt -> {
            // While this call goes on, the enrollment is restarted and another process dials it again.
            redialed.add(store.transactions().inTransaction(() -> {
                Enrollment restarted = store.outreach().lock(List.of(enrolled.id())).get(0)
                        .restart(null, clock.instant());
                store.enrollments().updateAll(List.of(restarted));
                Enrollment again = restarted.beginAttempt(clock.instant());
                store.enrollments().updateAll(List.of(again));
                store.outreach().recordAttempts(TestEngines.dialed(attempt(again, 2, clock.instant())),
                        "other-process", clock.instant().plusSeconds(600));
                return again;
            }));
            return new CallResult(CallOutcome.DNC_REQUESTED, 30_000, 0, "customer-ended-call");
        };

        engine(clock, slow).runOnce("engine", Runnable::run);

        Enrollment stored = store.outreach().lock(List.of(enrolled.id())).get(0);
        assertThat(stored).as("still on the second attempt, untouched").isEqualTo(redialed.get(0));
        assertThat(store.outreach().attemptsOf(List.of(enrolled.id())).get(enrolled.id()))
                .extracting(Attempt::number, Attempt::state, Attempt::outcome)
                .containsExactly(tuple(1, AttemptState.PLACED, CallOutcome.DNC_REQUESTED),
                        tuple(2, AttemptState.PLACING, null));
        assertThat(store.calls().findByCampaign(organizationId, campaign.id(), null, null)).hasSize(1);
        assertThat(store.outreach().withLiveAttempt(List.of(enrolled.id()))).containsExactly(enrolled.id());
        assertThat(store.customers().findById(organizationId, enrolled.customerId()).orElseThrow().doNotCall())
                .as("what the customer asked still counts").isTrue();
    }

    @Test
    void givenACallThatEndsAfterItsEnrollmentWasClosed_whenRecorded_thenTheCallIsStoredAndTheStatusKept() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        Campaign campaign = pacedCampaign();
        Enrollment enrolled = enrolledCustomer(campaign, 71, clock.instant());
        List<Enrollment> closed = new ArrayList<>();
        ScriptedCarrier.Script slow = attempt -> {
            closed.add(store.transactions().inTransaction(() -> {
                Enrollment cancelled = store.outreach().lock(List.of(enrolled.id())).get(0)
                        .close(EnrollmentStatus.CANCELLED, "agent request", clock.instant());
                store.enrollments().updateAll(List.of(cancelled));
                return cancelled;
            }));
            return new CallResult(CallOutcome.ANSWERED, 30_000, 0, "customer-ended-call");
        };

        engine(clock, slow).runOnce("engine", Runnable::run);

        assertThat(store.outreach().lock(List.of(enrolled.id())).get(0)).isEqualTo(closed.get(0));
        assertThat(store.outreach().attemptsOf(List.of(enrolled.id())).get(enrolled.id()))
                .singleElement().satisfies(a -> assertThat(a.state()).isEqualTo(AttemptState.PLACED));
        assertThat(store.calls().findByCampaign(organizationId, campaign.id(), null, null)).hasSize(1);
    }

    /** A campaign with neither flow nor criteria, calling all through the legal window. */
    private Campaign pacedCampaign() {
        Campaign campaign = CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE).enableFlow(false)
                .startDate(START).endDate(START.plus(Duration.ofDays(60)))
                .dialing(dailyCalls(10, 5L, 3)).outcomes(NO_CRITERIA)
                .build();
        store.campaigns().insert(campaign);
        return campaign;
    }

    private Enrollment enrolledCustomer(Campaign campaign, int n, Instant now) {
        Customer customer = customer(n, "America/New_York", "NY", false);
        store.customers().insert(customer);
        return enroll(campaign, customer.id(), now);
    }

    @Test
    void givenACarrierThatFails_whenACallIsPlaced_thenTheAttemptIsInterruptedAndNotRetried() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        Campaign campaign = campaign(true);
        Customer customer = customer(2, "America/New_York", "NY", false);
        store.customers().insert(customer);
        Enrollment enrolled = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                customer.id(), null, clock.instant());
        store.enrollments().insert(enrolled);
        List<String> asked = new ArrayList<>();
        ScriptedCarrier.Script failing = attempt -> {
            asked.add(attempt.attemptKey());
            throw new IllegalStateException("carrier unreachable after the request was sent");
        };

        engine(clock, failing).runOnce("engine", Runnable::run);
        clock.advance(Duration.ofHours(3));
        engine(clock, failing).runOnce("engine", Runnable::run);

        assertThat(asked).containsExactly(Attempt.keyOf(enrolled.id(), 1));
        assertThat(store.outreach().lock(List.of(enrolled.id())).get(0).reviewRequired()).isTrue();
        assertThat(store.calls().countByCampaign(organizationId, List.of(campaign.id()), START)).isEmpty();
    }

    @Test
    void givenACampaignThatTransfers_whenCallsAreHandedOver_thenTheLongestWaitingAgentsTakeThemAndTheRunIsTracked() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        RoutingConfig routing = TestData.routingConfig(organizationId);
        store.routingConfigs().save(routing);
        TransferConfig transfer = TestData.transferConfig(organizationId, routing.id());
        store.transferConfigs().save(transfer);
        Campaign campaign = CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE).enableFlow(false)
                .startDate(START).endDate(START.plus(Duration.ofDays(60))).transferConfigIds(List.of(transfer.id()))
                .dialing(dailyCalls(100, 50L, 1)).outcomes(NO_CRITERIA)
                .build();
        store.campaigns().insert(campaign);
        for (int i = 0; i < 2; i++) {
            Customer customer = customer(10 + i, "America/New_York", "NY", false);
            store.customers().insert(customer);
            store.enrollments().insert(Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId,
                    campaign.id(), customer.id(), null, clock.instant()));
        }
        ScriptedCarrier.Script transferring = attempt -> new CallResult(CallOutcome.TRANSFERRED, 40_000, 300_000, "transferred");

        engine(clock, transferring).runOnce("engine", Runnable::run);

        Instant handedOver = clock.instant().plusMillis(40_000);
        RoutingConfig after = store.routingConfigs().findById(organizationId, routing.id()).orElseThrow();
        assertThat(Stream.concat(after.agents().stream(), after.groups().get(0).agents().stream()))
                .extracting(RoutingConfig.Agent::lastCallAt).containsOnly(handedOver);
        assertThat(store.calls().findByCampaign(organizationId, campaign.id(), null, null))
                .hasSize(2).allSatisfy(call -> {
                    assertThat(call.isTransferred()).isTrue();
                    assertThat(call.transfer().talkDurationMs()).isEqualTo(300_000);
                    assertThat(call.direction()).isEqualTo(CallDirection.OUTBOUND);
                });
        Campaign tracked = store.campaigns().findById(organizationId, campaign.id()).orElseThrow();
        assertThat(tracked.dialing().redialTracking()).isEqualTo(new RedialTracking(0, clock.instant()));
        assertThat(tracked.version()).isEqualTo(campaign.version());
    }

    @Test
    void givenACampaignsPacing_whenManyAreDue_thenARoundStartsItsBatchAndNeverExceedsItsConcurrentCalls() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        Campaign campaign = CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE).enableFlow(false)
                .startDate(START).endDate(START.plus(Duration.ofDays(60)))
                .dialing(dailyCalls(4, 5L, 1)).outcomes(NO_CRITERIA)
                .build();
        store.campaigns().insert(campaign);
        List<Enrollment> due = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Customer customer = customer(20 + i, "America/New_York", "NY", false);
            store.customers().insert(customer);
            due.add(Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                    customer.id(), null, clock.instant()));
        }
        store.enrollments().insertAll(due);
        // Another process has two of the campaign's calls underway.
        Customer elsewhere = customer(40, "America/New_York", "NY", false);
        store.customers().insert(elsewhere);
        Enrollment calling = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                elsewhere.id(), null, clock.instant()).beginAttempt(clock.instant());
        store.enrollments().insert(calling);
        store.outreach().recordAttempts(TestEngines.dialed(
                Attempt.start(organizationId, campaign.id(), elsewhere.id(), calling.id(), 1, elsewhere.phone(),
                        clock.instant()),
                Attempt.start(organizationId, campaign.id(), elsewhere.id(), calling.id(), 2, elsewhere.phone(),
                        clock.instant())),
                "other-process", clock.instant().plusSeconds(600));
        RecordingCarrier carrier = new RecordingCarrier(clock);
        OutreachEngine engine = engine(clock, carrier);

        assertThat(engine.runOnce("engine", Runnable::run).calls()).as("five at once, two underway").isEqualTo(3);
        assertThat(store.outreach().attemptsUnderway()).containsEntry(campaign.id(), 2);
        store.outreach().updateAttempts(store.outreach().attemptsOf(List.of(calling.id())).get(calling.id()).stream()
                .map(Attempt::interrupted).toList());
        assertThat(engine.runOnce("engine", Runnable::run).calls()).as("four started a round").isEqualTo(4);
        assertThat(engine.runOnce("engine", Runnable::run).calls()).isEqualTo(4);
        assertThat(engine.runOnce("engine", Runnable::run).calls()).isEqualTo(1);
        assertThat(carrier.calls).hasSize(12);
    }

    @Test
    void givenAFlowOfCallWaitAndCall_whenTheFirstCallReachesVoicemail_thenTheSecondComesADayLaterAtTheSecondNode() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        Workflow flow = new Workflow(WorkflowId.of(TestData.newId()), organizationId, "Voicemail follow-up",
                List.of(new Workflow.WorkflowNode("first", "call",
                                new Step.Call(Map.of(CallOutcome.VOICEMAIL, "pause"), Optional.of("done"))),
                        new Workflow.WorkflowNode("pause", "wait",
                                new Step.Wait(1, 0, 0, false, Optional.of("second"))),
                        new Workflow.WorkflowNode("second", "call", Step.Call.listed()),
                        new Workflow.WorkflowNode("done", "end", new Step.End(Ending.COMPLETED))),
                "first", true, clock.instant(), clock.instant());
        store.workflows().save(flow);
        Campaign campaign = CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE)
                .startDate(START).endDate(START.plus(Duration.ofDays(60))).flowWorkflowId(flow.id())
                .dialing(dailyCalls(10, 5L, 3)).outcomes(NO_CRITERIA)
                .build();
        store.campaigns().insert(campaign);
        Customer customer = customer(50, "America/New_York", "NY", false);
        store.customers().insert(customer);
        Enrollment enrolled = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                customer.id(), flow.entryNodeId(), clock.instant());
        store.enrollments().insert(enrolled);
        List<Instant> placed = new ArrayList<>();
        ScriptedCarrier.Script voicemail = attempt -> {
            placed.add(clock.instant());
            return new CallResult(CallOutcome.VOICEMAIL, 20_000, 0, "voicemail");
        };
        OutreachEngine engine = engine(clock, voicemail);

        engine.runOnce("engine", Runnable::run);
        engine.runOnce("engine", Runnable::run);
        Enrollment waiting = store.outreach().lock(List.of(enrolled.id())).get(0);
        clock.advance(Duration.ofDays(1));
        engine.runOnce("engine", Runnable::run);
        engine.runOnce("engine", Runnable::run);
        Enrollment after = store.outreach().lock(List.of(enrolled.id())).get(0);

        assertThat(waiting.currentNodeId()).isEqualTo("pause");
        assertThat(waiting.agenda().waitUntil()).isEqualTo(START.plus(Duration.ofHours(7)).plus(Duration.ofDays(1)));
        assertThat(placed).hasSize(2);
        assertThat(Duration.between(placed.get(0), placed.get(1))).isEqualTo(Duration.ofDays(1));
        assertThat(after.status()).isEqualTo(EnrollmentStatus.COMPLETED);
        assertThat(after.currentNodeId()).as("the second call falls through to the end node").isEqualTo("done");
        assertThat(after.attempts()).isEqualTo(2);
    }

    @Test
    void givenACustomerWhoseAddressAndPhoneDisagree_whenTheirTurnIsTaken_thenReportedOnceItIsStored() {
        givenTwoOrganizations();
        // 15:00 in New York, 12:00 in Los Angeles: open in both.
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        Campaign campaign = campaign(true);
        Customer californian = customer(60, null, "CA", false, new PhoneNumber("+12125550160"));
        Customer newYorker = customer(61, null, "NY", false, new PhoneNumber("+12125550161"));
        for (Customer customer : List.of(californian, newYorker)) {
            store.customers().insert(customer);
            store.enrollments().insert(Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId,
                    campaign.id(), customer.id(), null, clock.instant()));
        }
        List<String> reported = Collections.synchronizedList(new ArrayList<>());
        OutreachEvents events = new OutreachEvents() {
            @Override
            public void conflictingLocation() {
                reported.add("conflictingLocation");
            }
        };
        List<PhoneNumber> called = Collections.synchronizedList(new ArrayList<>());
        ScriptedCarrier.Script carrier = attempt -> {
            called.add(attempt.to());
            return new CallResult(CallOutcome.NO_ANSWER, 12_000, 0, "no-answer");
        };

        OutreachEngine engine = engine(clock, carrier, events);
        engine.runOnce("engine", Runnable::run);

        assertThat(called).containsExactlyInAnyOrder(californian.phone(), newYorker.phone());
        assertThat(reported).containsExactly("conflictingLocation");
        // At 21:00 in New York, 18:00 in Los Angeles, the Californian is not called either, and the turn
        // is reported again.
        clock.advance(Duration.ofHours(6));
        engine.runOnce("engine", Runnable::run);
        assertThat(called).hasSize(2);
        assertThat(reported).hasSize(2);
    }

    @Test
    void givenSuppressedNumber_whenDueOverDays_thenItIsNeverDialedWhileTheOthersAre() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        Campaign campaign = pacedCampaign();
        Enrollment suppressed = enrolledCustomer(campaign, 80, clock.instant());
        Enrollment free = enrolledCustomer(campaign, 81, clock.instant());
        PhoneNumber suppressedNumber = phoneOfEnrolled(suppressed);
        store.suppressions().addIfAbsent(Suppression.create(SuppressionId.of(TestData.newId()), organizationId,
                suppressedNumber, SuppressionSource.OPERATOR, null, clock.instant()));
        List<PhoneNumber> dialed = Collections.synchronizedList(new ArrayList<>());
        OutreachEngine engine = engine(clock, answering(dialed, CallOutcome.NO_ANSWER));

        runDaily(engine, clock, 3);

        assertThat(dialed).isNotEmpty().doesNotContain(suppressedNumber).containsOnly(phoneOfEnrolled(free));
        assertThat(store.outreach().lock(List.of(suppressed.id())).get(0).status())
                .isEqualTo(EnrollmentStatus.SKIPPED);
    }

    @Test
    void givenACustomerDeletedWhileEnrolled_whenDueOverDays_thenNeverDialedAndTheEnrollmentIsSkipped() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        Campaign campaign = pacedCampaign();
        Enrollment deleted = enrolledCustomer(campaign, 85, clock.instant());
        Enrollment kept = enrolledCustomer(campaign, 86, clock.instant());
        Customer customer = store.customers().findById(organizationId, deleted.customerId()).orElseThrow();
        store.customers().update(customer.delete(clock.instant()), customer.version());
        List<PhoneNumber> dialed = Collections.synchronizedList(new ArrayList<>());
        OutreachEngine engine = engine(clock, answering(dialed, CallOutcome.NO_ANSWER));

        runDaily(engine, clock, 3);

        assertThat(dialed).isNotEmpty().containsOnly(phoneOfEnrolled(kept)).doesNotContain(customer.phone());
        Enrollment skipped = store.outreach().lock(List.of(deleted.id())).get(0);
        assertThat(skipped.status()).isEqualTo(EnrollmentStatus.SKIPPED);
        assertThat(skipped.statusReason()).isEqualTo("the customer no longer exists");
    }

    @Test
    void givenDncRequestedResult_whenTheCustomerIsSyncedBackToCallable_thenTheNumberStaysSuppressed() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        Enrollment first = enrolledCustomer(pacedCampaign(), 82, clock.instant());
        PhoneNumber number = phoneOfEnrolled(first);
        List<PhoneNumber> dialed = Collections.synchronizedList(new ArrayList<>());
        engine(clock, answering(dialed, CallOutcome.DNC_REQUESTED)).runOnce("engine", Runnable::run);
        assertThat(dialed).containsExactly(number);
        assertThat(store.suppressions().findActive(organizationId, number)).hasValueSatisfying(s -> {
            assertThat(s.source()).isEqualTo(SuppressionSource.DNC_REQUESTED);
            assertThat(s.createdAt()).isEqualTo(clock.instant());
        });

        // A sync that sends doNotCall: false changes the customer, not the suppression.
        Customer optedOut = store.customers().findById(organizationId, first.customerId()).orElseThrow();
        assertThat(optedOut.doNotCall()).isTrue();
        store.customers().update(changed(optedOut, number, false, clock.instant()), optedOut.version());
        Enrollment again = enroll(pacedCampaign(), first.customerId(), clock.instant());
        runDaily(engine(clock, answering(dialed, CallOutcome.NO_ANSWER)), clock, 3);

        assertThat(dialed).containsExactly(number);
        assertThat(store.outreach().lock(List.of(again.id())).get(0).status()).isEqualTo(EnrollmentStatus.SKIPPED);
    }

    @Test
    void givenDncRequestedResult_whenTheCustomerChangesNumber_thenTheOldNumberStaysSuppressedAndTheNewOneIsDialed() {
        givenTwoOrganizations();
        MutableClock clock = new MutableClock(START.plus(Duration.ofHours(7)));
        Enrollment first = enrolledCustomer(pacedCampaign(), 83, clock.instant());
        PhoneNumber oldNumber = phoneOfEnrolled(first);
        List<PhoneNumber> dialed = Collections.synchronizedList(new ArrayList<>());
        engine(clock, answering(dialed, CallOutcome.DNC_REQUESTED)).runOnce("engine", Runnable::run);

        PhoneNumber newNumber = new PhoneNumber("+15005559083");
        Customer optedOut = store.customers().findById(organizationId, first.customerId()).orElseThrow();
        store.customers().update(changed(optedOut, newNumber, false, clock.instant()), optedOut.version());
        // Whoever holds the old number now is not called on it either.
        Customer newHolder = customer(84, "America/New_York", "NY", false, oldNumber);
        store.customers().insert(newHolder);
        Campaign later = pacedCampaign();
        enroll(later, first.customerId(), clock.instant());
        enroll(later, newHolder.id(), clock.instant());
        runDaily(engine(clock, answering(dialed, CallOutcome.NO_ANSWER)), clock, 3);

        assertThat(store.suppressions().findActive(organizationId, oldNumber)).isPresent();
        assertThat(store.suppressions().findActive(organizationId, newNumber)).isEmpty();
        assertThat(dialed.subList(1, dialed.size())).isNotEmpty().containsOnly(newNumber);
    }

    /** A carrier that notes the number of every call and answers each with {@code outcome}. */
    private static ScriptedCarrier.Script answering(List<PhoneNumber> dialed, CallOutcome outcome) {
        return attempt -> {
            dialed.add(attempt.to());
            return new CallResult(outcome, 30_000, 0, "customer-ended-call");
        };
    }

    /** Rounds every ten minutes for an hour, on {@code days} days in a row at the same hour. */
    private static void runDaily(OutreachEngine engine, MutableClock clock, int days) {
        for (int day = 0; day < days; day++) {
            for (int round = 0; round < 6; round++) {
                engine.runOnce("engine", Runnable::run);
                clock.advance(STEP);
            }
            clock.advance(Duration.ofDays(1).minus(STEP.multipliedBy(6)));
        }
    }

    private PhoneNumber phoneOfEnrolled(Enrollment enrollment) {
        return store.customers().findById(organizationId, enrollment.customerId()).orElseThrow().phone();
    }

    private Enrollment enroll(Campaign campaign, CustomerId customerId, Instant now) {
        Enrollment enrolled = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                customerId, null, now);
        store.enrollments().insert(enrolled);
        return enrolled;
    }

    /** The stored customer with another number and {@code doNotCall}, as a sync writes it. */
    private static Customer changed(Customer stored, PhoneNumber phone, boolean doNotCall, Instant now) {
        Map<CustomerField, Object> values = new HashMap<>(stored.profile().values());
        values.put(CustomerField.DO_NOT_CALL, doNotCall);
        return Customer.reconstitute(stored.id(), stored.organizationId(), stored.version() + 1, phone,
                CustomerProfile.of(values), stored.policies(), stored.customValues(), stored.relatedLists(),
                stored.createdAt(), now, null);
    }

    /** One call a day at most, all through the legal window, started {@code batch} a round. */
    private static DialingSettings dailyCalls(int batch, long concurrent, int maxAttempts) {
        return new DialingSettings(true, true, batch, concurrent, maxAttempts, true, List.of(), RedialTracking.never(),
                new DialerConfig(null, false));
    }

    private OutreachEngine engine(MutableClock clock, ScriptedCarrier.Script carrier) {
        return engine(clock, carrier, OutreachEvents.NONE);
    }

    private OutreachEngine engine(MutableClock clock, ScriptedCarrier.Script carrier, OutreachEvents events) {
        return TestEngines.over(store, clock, carrier, events);
    }

    private static PhoneNumber phoneOf(Map<PhoneNumber, Person> people, CustomerId id) {
        return people.values().stream().filter(p -> p.customer().id().equals(id)).findFirst().orElseThrow()
                .customer().phone();
    }

    private void cancel(Set<EnrollmentId> toCancel, Instant now, Map<EnrollmentId, Instant> cancelledAt) {
        List<Enrollment> all = new ArrayList<>();
        store.transactions().inTransaction(() -> {
            List<Enrollment> live = store.outreach().lock(toCancel).stream().filter(Enrollment::isActive)
                    .filter(e -> !e.reviewRequired()).toList();
            all.addAll(live.stream().map(e -> e.close(EnrollmentStatus.CANCELLED, "agent request", now)).toList());
            store.enrollments().updateAll(all);
        });
        all.forEach(e -> cancelledAt.put(e.id(), now));
        toCancel.clear();
    }

    private Campaign campaign(boolean dialAfterHours) {
        DialingSettings dialing = new DialingSettings(dialAfterHours, true, 100, 50L, MAX_ATTEMPTS, true,
                List.of(new RedialPattern(List.of(0, 1, 2), 2, INTERVAL_MINUTES),
                        new RedialPattern(List.of(5, 9), 1, 0)),
                RedialTracking.never(), new DialerConfig(null, false));
        OutcomeRules outcomes = new OutcomeRules(
                new Criteria("or", List.of(new Criteria.Condition("lastCallDisposition", "equals", "answered"))),
                new Criteria("and", List.of()), List.of("firstName"), Map.of(), List.of(), false,
                new Features(false, false, false, false));
        Campaign campaign = CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE)
                .startDate(START).endDate(START.plus(Duration.ofDays(60))).enableFlow(false)
                .dialing(dialing).outcomes(outcomes).build();
        store.campaigns().insert(campaign);
        return campaign;
    }

    /** A customer whose phone's area code (500, non-geographic) says nothing about where they are. */
    private Customer customer(int n, String zone, String state, boolean doNotCall) {
        return customer(n, zone, state, doNotCall, new PhoneNumber(String.format("+1500555%04d", n)));
    }

    private Customer customer(int n, String zone, String state, boolean doNotCall, PhoneNumber phone) {
        Customer base = TestData.customer(organizationId, phone);
        Map<CustomerField, Object> values = new HashMap<>(base.profile().values());
        values.put(CustomerField.TIMEZONE, zone);
        values.put(CustomerField.STATE, state);
        values.remove(CustomerField.POSTAL_CODE);
        values.put(CustomerField.DO_NOT_CALL, doNotCall);
        return Customer.reconstitute(base.id(), organizationId, 0, base.phone(),
                CustomerProfile.of(values), base.policies(), base.customValues(),
                base.relatedLists(), base.createdAt(), base.updatedAt(), null);
    }
}
