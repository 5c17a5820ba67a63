package io.campaignoutreach.adapter.telephony.simulated;

import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.CallEventSink;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.outreach.CallStage;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A carrier that places no real call but behaves as real ones do: it accepts a call at once under
 * its own id, then reports it ringing, answered and ended by events, the end {@code latency} after
 * it accepted. Each call's outcome and durations are drawn from the seed, the number called and the
 * attempt's number, so a run can be repeated exactly; a key seen before is answered with its first
 * call's id and dials nothing. With {@code lines} set, a call beyond that many live at once is
 * refused as a busy carrier would (not an attempt). {@link EventFaults} make it lose, repeat and
 * delay events.
 *
 * <p>Events are handed to the sink by {@link #deliverDue()}: on two timer threads once
 * {@link #start()}ed (a serving process), each taking its own batch, or when a test calls it. A
 * delivery the sink fails is kept and tried again a second later, as a provider retries a webhook
 * ({@link SimulatedChannel}, which the carrier's texts share).
 */
public final class SimulatedCarrier extends SimulatedChannel<CallEvent> implements Telephony {

    private static final Duration REMEMBERED = Duration.ofDays(2);

    private final CarrierMix mix;
    private final int lines;
    private final Map<String, Placed> calls = new HashMap<>();
    private long placedCount;

    /** A call the carrier accepted: to whom, from which number, when, and how it ends. */
    public record Placed(String attemptKey, String providerCallId, PhoneNumber to, PhoneNumber from, Instant acceptedAt,
                         Instant endsAt, CallResult result) {
    }

    public SimulatedCarrier(long seed, CarrierMix mix, Duration latency, Clock clock, CallEventSink sink) {
        this(seed, mix, latency, clock, sink, Integer.MAX_VALUE, EventFaults.NONE);
    }

    public SimulatedCarrier(long seed, CarrierMix mix, Duration latency, Clock clock, CallEventSink sink, int lines,
                            EventFaults faults) {
        super("Call events", seed, 0x5DEECE66DL, latency, clock, faults, Objects.requireNonNull(sink, "sink")::deliver);
        this.mix = Objects.requireNonNull(mix, "mix");
        if (lines < 1) {
            throw new IllegalArgumentException("a carrier has at least one line");
        }
        this.lines = lines;
    }

    @Override
    public synchronized Submission place(CallAttempt attempt) {
        Placed known = calls.get(attempt.attemptKey());
        if (known != null) {
            return new Submission.Accepted(known.providerCallId());
        }
        Instant now = clock.instant();
        if (lines != Integer.MAX_VALUE && liveAt(now) >= lines) {
            return new Submission.Rejected("all lines are busy", false);
        }
        CallResult result = draw(attempt);
        forgetOldCalls(now);
        Placed call = new Placed(attempt.attemptKey(), "sim-" + (++placedCount), attempt.to(), attempt.callerId(),
                now, now.plus(latency), result);
        calls.put(attempt.attemptKey(), call);
        Duration ring = latency.dividedBy(10);
        schedule(now.plus(ring), new CallEvent.Progress(call.attemptKey(), call.providerCallId(), CallStage.RINGING,
                now.plus(ring)));
        if (result.outcome().connected()) {
            Instant answered = now.plus(latency.dividedBy(5));
            schedule(answered, new CallEvent.Progress(call.attemptKey(), call.providerCallId(), CallStage.IN_PROGRESS,
                    answered));
        }
        schedule(call.endsAt(), ended(call));
        return new Submission.Accepted(call.providerCallId());
    }

    @Override
    public synchronized Optional<CallEvent.Ended> fetch(PlacedCall asked) {
        Placed call = calls.get(asked.attemptKey());
        if (call == null || call.endsAt().isAfter(clock.instant())) {
            return Optional.empty();
        }
        return Optional.of(ended(call));
    }

    /** How many calls were placed: attempts asked for again are not counted twice. */
    public synchronized long dials() {
        return placedCount;
    }

    /** Every call placed in the last two days at least, in no particular order. */
    public synchronized List<Placed> placed() {
        return List.copyOf(calls.values());
    }

    /** How many calls are live at {@code at}: accepted and not yet ended. */
    public synchronized int liveAt(Instant at) {
        return (int) calls.values().stream().filter(c -> !c.acceptedAt().isAfter(at) && c.endsAt().isAfter(at))
                .count();
    }

    /**
     * Every so often, forgets calls that ended more than {@link #REMEMBERED} ago, so a serving process
     * does not keep every call it ever placed; a key that old is never asked for again.
     */
    private void forgetOldCalls(Instant now) {
        if (placedCount % 10_000 == 0) {
            Instant before = now.minus(REMEMBERED);
            calls.values().removeIf(c -> c.endsAt().isBefore(before));
        }
    }

    private static CallEvent.Ended ended(Placed call) {
        String answeredBy = switch (call.result().outcome()) {
            case ANSWERED, TRANSFERRED, DNC_REQUESTED -> "human";
            case VOICEMAIL -> "machine";
            default -> null;
        };
        return new CallEvent.Ended(call.attemptKey(), call.providerCallId(), call.result(), answeredBy, null,
                call.endsAt());
    }

    private CallResult draw(CallAttempt attempt) {
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
}
