package io.campaignoutreach.adapter.telephony.simulated;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.customer.PhoneNumber;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SimulatedCarrierTest {

    private static final PhoneNumber NUMBER = PhoneNumber.parse("(212) 555-0143").orElseThrow();

    private static SimulatedCarrier carrier(long seed) {
        return new SimulatedCarrier(seed, CarrierMix.TYPICAL, Duration.ZERO);
    }

    private static CallAttempt attempt(String key, PhoneNumber to, int number, boolean transfers) {
        return new CallAttempt(key, to, "+12125550100", number, transfers);
    }

    private static PhoneNumber number(int i) {
        return PhoneNumber.parse(String.format("212%07d", 2_000_000 + i)).orElseThrow();
    }

    @Test
    void givenSameSeedNumberAndAttempt_whenPlacedByTwoCarriers_thenTheSameCall() {
        for (int i = 0; i < 200; i++) {
            CallAttempt attempt = attempt("a-" + i, number(i), 1 + i % 5, true);
            assertThat(carrier(42).place(attempt)).isEqualTo(carrier(42).place(attempt));
        }
    }

    @Test
    void givenAnotherSeedOrAttempt_whenPlaced_thenCallsDiffer() {
        List<CallResult> bySeed = IntStream.range(0, 50)
                .mapToObj(seed -> carrier(seed).place(attempt("k", NUMBER, 1, true))).toList();
        List<CallResult> byAttempt = IntStream.range(1, 51)
                .mapToObj(n -> carrier(42).place(attempt("k" + n, NUMBER, n, true))).toList();

        assertThat(bySeed.stream().map(CallResult::outcome).distinct().count()).isGreaterThan(2);
        assertThat(byAttempt.stream().map(CallResult::outcome).distinct().count()).isGreaterThan(2);
    }

    @Test
    void givenManyCalls_whenPlaced_thenOutcomesFollowTheMix() {
        SimulatedCarrier carrier = carrier(7);
        Map<CallOutcome, Integer> counts = new EnumMap<>(CallOutcome.class);
        int calls = 20_000;
        for (int i = 0; i < calls; i++) {
            counts.merge(carrier.place(attempt("m-" + i, number(i), 1, true)).outcome(), 1, Integer::sum);
        }

        CarrierMix.TYPICAL.weights().forEach((outcome, weight) -> assertThat(
                counts.getOrDefault(outcome, 0) / (double) calls).as(outcome.disposition())
                .isCloseTo(weight / 100.0, within(0.015)));
    }

    @Test
    void givenACampaignWithoutTransfers_whenPlaced_thenNoCallIsTransferred() {
        SimulatedCarrier carrier = carrier(7);

        assertThat(IntStream.range(0, 2_000).mapToObj(i -> carrier.place(attempt("t-" + i, number(i), 1, false))))
                .noneMatch(result -> result.outcome() == CallOutcome.TRANSFERRED || result.agentTalkMs() > 0);
    }

    @Test
    void givenAKeyAskedForAgainAtOnce_whenPlaced_thenOneCallAndTheSameResult() throws Exception {
        SimulatedCarrier carrier = new SimulatedCarrier(3, CarrierMix.TYPICAL, Duration.ofMillis(20));
        CallAttempt attempt = attempt("only-once", NUMBER, 1, true);
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try {
            List<Future<CallResult>> results = IntStream.range(0, 8)
                    .mapToObj(i -> threads.submit(() -> carrier.place(attempt))).toList();
            CallResult first = results.get(0).get();
            for (Future<CallResult> result : results) {
                assertThat(result.get()).isEqualTo(first);
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
            CallResult result = carrier.place(attempt("d-" + i, number(i), 1, true));
            switch (result.outcome()) {
                case FAILED -> assertThat(result.durationMs()).isZero();
                case TRANSFERRED -> assertThat(result.agentTalkMs()).isBetween(60_000L, 1_200_000L);
                case ANSWERED -> assertThat(result.durationMs()).isBetween(30_000L, 600_000L);
                default -> assertThat(result.agentTalkMs()).isZero();
            }
        }
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
        assertThatThrownBy(() -> new SimulatedCarrier(1, CarrierMix.TYPICAL, Duration.ofMillis(-1)))
                .hasMessageContaining("latency");
    }
}
