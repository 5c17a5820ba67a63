package io.campaignoutreach.adapter.provider.vapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Full-jitter backoff: each pause a draw below a ceiling that doubles from the base up to the cap. */
class VapiBackoffTest {

    @Test
    void givenRetries_whenDelayed_thenCeilingsDoubleUpToTheCapAndTheDrawIsBoundedByThem() {
        List<Long> bounds = new ArrayList<>();
        Backoff backoff = new Backoff(5, Duration.ofMillis(100), Duration.ofMillis(700), bound -> {
            bounds.add(bound);
            return bound + 1_000;
        }, duration -> { });

        List<Duration> delays = List.of(backoff.delayBefore(1), backoff.delayBefore(2), backoff.delayBefore(3),
                backoff.delayBefore(4), backoff.delayBefore(5));

        assertThat(bounds).containsExactly(100L, 200L, 400L, 700L, 700L);
        // A draw outside [0, ceiling] is clamped into it.
        assertThat(delays).containsExactly(Duration.ofMillis(100), Duration.ofMillis(200), Duration.ofMillis(400),
                Duration.ofMillis(700), Duration.ofMillis(700));
    }

    @Test
    void givenDefaultPlan_whenDrawn_thenWithinTheCeiling() {
        for (int i = 0; i < 100; i++) {
            assertThat(Backoff.DEFAULT.delayBefore(2)).isBetween(Duration.ZERO, Duration.ofSeconds(1));
        }
    }
}
