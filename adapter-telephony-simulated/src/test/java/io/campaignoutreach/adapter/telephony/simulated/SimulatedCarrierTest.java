package io.campaignoutreach.adapter.telephony.simulated;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.campaignoutreach.application.scenario.MutableClock;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.CallStage;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SimulatedCarrierTest {

    private static final PhoneNumber NUMBER = PhoneNumber.parse("(212) 555-0143").orElseThrow();
    private static final PhoneNumber CALLER_ID = new PhoneNumber("+12025550100");
    private static final Duration CALL = Duration.ofMinutes(3);

    private static final OrganizationId ORGANIZATION =
            OrganizationId.of(UUID.fromString("0190a000-0000-7000-8000-000000000001"));
    private final MutableClock clock = new MutableClock(Instant.parse("2026-12-07T15:00:00Z"));
    private final RecordingSink<CallEvent> sink = new RecordingSink<>();

    private List<CallEvent> eventsOf(String key) {
        synchronized (sink.events) {
            return sink.events.stream().filter(e -> e.attemptKey().equals(key)).toList();
        }
    }

    private SimulatedCarrier carrier(long seed) {
        return new SimulatedCarrier(seed, CarrierMix.TYPICAL, Duration.ZERO, clock, sink::apply);
    }

    private static CallAttempt attempt(String key, PhoneNumber to, int number, boolean transfers) {
        return new CallAttempt(key, ORGANIZATION, to, CALLER_ID, number, transfers, false, Map.of());
    }

    private PlacedCall placed(String key) {
        return new PlacedCall(ORGANIZATION, key, null, NUMBER, clock.instant());
    }

    private static PhoneNumber number(int i) {
        return PhoneNumber.parse(String.format("212%07d", 2_000_000 + i)).orElseThrow();
    }

    /** The result the carrier drew for the call it placed under {@code key}. */
    private static CallResult result(SimulatedCarrier carrier, CallAttempt attempt) {
        carrier.place(attempt);
        return carrier.placed().stream().filter(p -> p.attemptKey().equals(attempt.attemptKey())).findFirst()
                .orElseThrow().result();
    }

    @Test
    void givenSameSeedNumberAndAttempt_whenPlacedByTwoCarriers_thenTheSameCall() {
        for (int i = 0; i < 200; i++) {
            CallAttempt attempt = attempt("a-" + i, number(i), 1 + i % 5, true);
            assertThat(result(carrier(42), attempt)).isEqualTo(result(carrier(42), attempt));
        }
    }

    @Test
    void givenAnotherSeedOrAttempt_whenPlaced_thenCallsDiffer() {
        List<CallResult> bySeed = IntStream.range(0, 50)
                .mapToObj(seed -> result(carrier(seed), attempt("k", NUMBER, 1, true))).toList();
        SimulatedCarrier one = carrier(42);
        List<CallResult> byAttempt = IntStream.range(1, 51)
                .mapToObj(n -> result(one, attempt("k" + n, NUMBER, n, true))).toList();

        assertThat(bySeed.stream().map(CallResult::outcome).distinct().count()).isGreaterThan(2);
        assertThat(byAttempt.stream().map(CallResult::outcome).distinct().count()).isGreaterThan(2);
    }

    @Test
    void givenManyCalls_whenPlaced_thenOutcomesFollowTheMix() {
        SimulatedCarrier carrier = carrier(7);
        int calls = 20_000;
        for (int i = 0; i < calls; i++) {
            carrier.place(attempt("m-" + i, number(i), 1, true));
        }
        Map<CallOutcome, Integer> counts = new EnumMap<>(CallOutcome.class);
        carrier.placed().forEach(p -> counts.merge(p.result().outcome(), 1, Integer::sum));

        CarrierMix.TYPICAL.weights().forEach((outcome, weight) -> assertThat(
                counts.getOrDefault(outcome, 0) / (double) calls).as(outcome.disposition())
                .isCloseTo(weight / 100.0, within(0.015)));
    }

    @Test
    void givenACampaignWithoutTransfers_whenPlaced_thenNoCallIsTransferred() {
        SimulatedCarrier carrier = carrier(7);

        assertThat(IntStream.range(0, 2_000).mapToObj(i -> result(carrier, attempt("t-" + i, number(i), 1, false))))
                .noneMatch(result -> result.outcome() == CallOutcome.TRANSFERRED || result.agentTalkMs() > 0);
    }

    @Test
    void givenAKeyAskedForAgainAtOnce_whenPlaced_thenOneCallAndTheSameId() throws Exception {
        SimulatedCarrier carrier = new SimulatedCarrier(3, CarrierMix.TYPICAL, CALL, clock, sink::apply);
        CallAttempt attempt = attempt("only-once", NUMBER, 1, true);
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try {
            List<Future<Submission>> answers = IntStream.range(0, 8)
                    .mapToObj(i -> threads.submit(() -> carrier.place(attempt))).toList();
            Submission first = answers.get(0).get();
            for (Future<Submission> answer : answers) {
                assertThat(answer.get()).isEqualTo(first).isInstanceOf(Submission.Accepted.class);
            }
        } finally {
            threads.shutdownNow();
        }

        assertThat(carrier.dials()).isEqualTo(1);
    }

    @Test
    void givenEachOutcome_whenDrawn_thenDurationsFitIt() {
        SimulatedCarrier carrier = carrier(11);
        for (int i = 0; i < 5_000; i++) {
            CallResult result = result(carrier, attempt("d-" + i, number(i), 1, true));
            switch (result.outcome()) {
                case FAILED -> assertThat(result.durationMs()).isZero();
                case TRANSFERRED -> assertThat(result.agentTalkMs()).isBetween(60_000L, 1_200_000L);
                case ANSWERED -> assertThat(result.durationMs()).isBetween(30_000L, 600_000L);
                default -> assertThat(result.agentTalkMs()).isZero();
            }
        }
    }

    @Test
    void givenACallOfMinutes_whenTimePasses_thenAcceptedAtOnceThenRingingThenEndedAndFetchable() {
        SimulatedCarrier carrier = new SimulatedCarrier(5, CarrierMix.parse("answered=1"), CALL, clock, sink::apply);
        CallAttempt attempt = attempt("live", NUMBER, 1, false);

        Submission answer = carrier.place(attempt);
        assertThat(answer).isInstanceOf(Submission.Accepted.class);
        assertThat(carrier.deliverDue()).as("nothing before its time").isZero();
        assertThat(carrier.liveAt(clock.instant())).isEqualTo(1);
        assertThat(carrier.fetch(placed("live"))).as("not over yet").isEmpty();

        clock.advance(CALL.dividedBy(2));
        carrier.deliverDue();
        assertThat(eventsOf("live")).extracting(e -> ((CallEvent.Progress) e).stage())
                .containsExactly(CallStage.RINGING, CallStage.IN_PROGRESS);
        clock.advance(CALL);
        carrier.deliverDue();

        CallEvent.Ended ended = (CallEvent.Ended) eventsOf("live").get(2);
        assertThat(ended.providerCallId()).isEqualTo(((Submission.Accepted) answer).providerCallId());
        assertThat(ended.result().outcome()).isEqualTo(CallOutcome.ANSWERED);
        assertThat(ended.answeredBy()).isEqualTo("human");
        assertThat(carrier.fetch(placed("live"))).contains(ended);
        assertThat(carrier.liveAt(clock.instant())).isZero();
        assertThat(carrier.placed()).singleElement().satisfies(p -> assertThat(p.from()).isEqualTo(CALLER_ID));
    }

    @Test
    void givenAllLinesBusy_whenAnotherCallIsAsked_thenRefusedWithoutCountingUntilALineFrees() {
        SimulatedCarrier carrier = new SimulatedCarrier(5, CarrierMix.TYPICAL, CALL, clock, sink::apply, 2,
                EventFaults.NONE);
        carrier.place(attempt("one", number(1), 1, false));
        carrier.place(attempt("two", number(2), 1, false));

        assertThat(carrier.place(attempt("three", number(3), 1, false)))
                .isEqualTo(new Submission.Rejected("all lines are busy", false));
        clock.advance(CALL);
        assertThat(carrier.place(attempt("three", number(3), 1, false))).isInstanceOf(Submission.Accepted.class);
        assertThat(carrier.dials()).isEqualTo(3);
    }

    @Test
    void givenTheSinkDown_whenEventsAreDue_thenKeptAndDeliveredOnceItIsBack() {
        SimulatedCarrier carrier = carrier(9);
        carrier.place(attempt("kept", NUMBER, 1, false));
        sink.down.set(true);

        assertThat(carrier.deliverDue()).isZero();
        sink.down.set(false);
        assertThat(carrier.deliverDue()).as("not before the retry").isZero();
        clock.advance(Duration.ofSeconds(1));

        assertThat(carrier.deliverDue()).isEqualTo(2);
        assertThat(eventsOf("kept")).hasSize(2).last().isInstanceOf(CallEvent.Ended.class);
    }

    @Test
    void givenEventFaults_whenManyCallsEnd_thenSomeLostSomeRepeatedAndSomeOutOfOrder() {
        SimulatedCarrier carrier = new SimulatedCarrier(13, CarrierMix.parse("answered=1"), CALL, clock, sink::apply,
                Integer.MAX_VALUE, new EventFaults(0.1, 0.1, Duration.ofMinutes(5)));
        int calls = 1_000;
        for (int i = 0; i < calls; i++) {
            carrier.place(attempt("f-" + i, number(i), 1, false));
        }
        clock.advance(Duration.ofMinutes(10));
        carrier.deliverDue();

        long ends = sink.events.stream().filter(CallEvent.Ended.class::isInstance).count();
        long distinctEnds = sink.events.stream().filter(CallEvent.Ended.class::isInstance)
                .map(CallEvent::attemptKey).distinct().count();
        long endBeforeRinging = IntStream.range(0, calls).mapToObj(i -> eventsOf("f-" + i))
                .filter(events -> events.size() > 1 && events.get(0) instanceof CallEvent.Ended).count();
        assertThat(distinctEnds).as("lost").isBetween(820L, 940L);
        assertThat(ends - distinctEnds).as("repeated").isBetween(50L, 150L);
        assertThat(endBeforeRinging).as("out of order").isPositive();
        assertThat(carrier.fetch(placed("f-0"))).as("a lost end can still be fetched").isPresent();
    }

    @Test
    void givenMixTexts_whenParsed_thenWeightsOrAPlainError() {
        assertThat(CarrierMix.parse(" Answered = 3 , busy=1").weights())
                .containsOnly(Map.entry(CallOutcome.ANSWERED, 3), Map.entry(CallOutcome.BUSY, 1));
        assertThatThrownBy(() -> CarrierMix.parse("answered=3,hungup=1"))
                .hasMessageContaining("'hungup' is not an outcome");
        assertThatThrownBy(() -> CarrierMix.parse("answered=-3")).hasMessageContaining("whole-number weight");
        assertThatThrownBy(() -> CarrierMix.parse("answered=0")).hasMessageContaining("above 0");
        assertThatThrownBy(() -> CarrierMix.parse("busy=1,busy=2")).hasMessageContaining("given twice");
        assertThatThrownBy(() -> new SimulatedCarrier(1, CarrierMix.TYPICAL, Duration.ofMillis(-1), clock,
                sink::apply))
                .hasMessageContaining("latency");
    }
}
