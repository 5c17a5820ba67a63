package io.campaignoutreach.adapter.telephony.simulated;

import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.call.CallOutcome;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A carrier that places no real call. Each attempt's outcome and durations are drawn from the seed,
 * the number called and the attempt's number, so a run can be repeated exactly; a key seen before
 * is answered with its first result and dials nothing. Each new call takes {@code latency}.
 */
public final class SimulatedCarrier implements Telephony {

    private final long seed;
    private final CarrierMix mix;
    private final Duration latency;
    private final Map<String, CallResult> placed = new ConcurrentHashMap<>();
    private final AtomicLong dials = new AtomicLong();

    public SimulatedCarrier(long seed, CarrierMix mix, Duration latency) {
        this.seed = seed;
        this.mix = Objects.requireNonNull(mix, "mix");
        this.latency = Objects.requireNonNull(latency, "latency");
        if (latency.isNegative()) {
            throw new IllegalArgumentException("latency must not be negative");
        }
    }

    @Override
    public CallResult place(CallAttempt attempt) {
        return placed.computeIfAbsent(attempt.attemptKey(), key -> dial(attempt));
    }

    /** How many calls were placed: attempts asked for again are not counted twice. */
    public long dials() {
        return dials.get();
    }

    private CallResult dial(CallAttempt attempt) {
        dials.incrementAndGet();
        ringFor(latency);
        SplittableRandom random = new SplittableRandom(mixSeed(attempt));
        CallOutcome outcome = mix.at(random.nextInt(mix.total()));
        if (outcome == CallOutcome.TRANSFERRED && !attempt.transferAllowed()) {
            // A campaign without transfers keeps the customer with the assistant.
            outcome = CallOutcome.ANSWERED;
        }
        return SimulatedDurations.of(outcome, random);
    }

    /** One stream per seed, number and attempt: the same three always give the same call. */
    private long mixSeed(CallAttempt attempt) {
        long number = Long.parseLong(attempt.to().e164().substring(1));
        return seed * 0x9E3779B97F4A7C15L + number * 0xBF58476D1CE4E5B9L + attempt.attemptNumber();
    }

    private static void ringFor(Duration latency) {
        if (latency.isZero()) {
            return;
        }
        try {
            Thread.sleep(latency.toMillis(), latency.toNanosPart() % 1_000_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
