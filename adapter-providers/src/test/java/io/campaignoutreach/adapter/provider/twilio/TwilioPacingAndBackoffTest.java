package io.campaignoutreach.adapter.provider.twilio;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class TwilioPacingAndBackoffTest {

    private static final Clock FIXED = Clock.fixed(Instant.parse("2026-12-07T15:00:00Z"), ZoneOffset.UTC);

    @Test
    void threadsSubmittingTogetherShareTheSlotsOfEachSecond() throws Exception {
        List<Duration> waits = new CopyOnWriteArrayList<>();
        Pacer pacer = new Pacer(2, Duration.ofSeconds(5), FIXED, waits::add);
        ExecutorService executor = Executors.newFixedThreadPool(6);
        try {
            List<Future<Boolean>> slots = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                slots.add(executor.submit(pacer::awaitSlot));
            }
            for (Future<Boolean> slot : slots) {
                assertThat(slot.get(10, TimeUnit.SECONDS)).isTrue();
            }
        } finally {
            executor.shutdownNow();
        }

        assertThat(waits).containsExactlyInAnyOrder(Duration.ofSeconds(1), Duration.ofSeconds(1),
                Duration.ofSeconds(2), Duration.ofSeconds(2));
    }

    @Test
    void aSlotIsFreeAgainOnceItsSecondHasPassed() {
        List<Duration> waits = new ArrayList<>();
        Instant[] now = {Instant.parse("2026-12-07T15:00:00Z")};
        Clock moving = new Clock() {
            @Override
            public ZoneOffset getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return now[0];
            }
        };
        Pacer pacer = new Pacer(1, Duration.ofSeconds(5), moving, waits::add);

        pacer.awaitSlot();
        now[0] = now[0].plusMillis(400);
        pacer.awaitSlot();
        now[0] = now[0].plusSeconds(3);
        pacer.awaitSlot();

        assertThat(waits).containsExactly(Duration.ofMillis(600));
    }

    @Test
    void pausesGrowExponentiallyUpToTheCapAndAreJittered() {
        Backoff top = new Backoff(5, Duration.ofMillis(200), Duration.ofMillis(800), () -> 0.999);
        Backoff bottom = new Backoff(5, Duration.ofMillis(200), Duration.ofMillis(800), () -> 0.0);

        assertThat(List.of(top.pauseBefore(1), top.pauseBefore(2), top.pauseBefore(3), top.pauseBefore(4)))
                .containsExactly(Duration.ofMillis(199), Duration.ofMillis(399), Duration.ofMillis(799),
                        Duration.ofMillis(799));
        assertThat(bottom.pauseBefore(3)).isZero();
        assertThat(Backoff.DEFAULT.pauseBefore(1)).isBetween(Duration.ZERO, Duration.ofMillis(200));
    }

    @Test
    void twimlDropsWhatXmlCannotHold() {
        assertThat(Twiml.escape("a\u0001b\tc\"d'")).isEqualTo("ab\tc&quot;d&apos;");
    }
}
