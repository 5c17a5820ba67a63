package io.campaignoutreach.bootstrap.metrics;

import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.outreach.OutreachQueue;
import io.campaignoutreach.domain.call.CallOutcome;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The outreach engine's meters: {@code outreach_calls_dialed_total} (calls the gate let through
 * and sent to the carrier), {@code outreach_dials_deferred_total} (calls the gate held back at the
 * instant of dialing), {@code outreach_calls_placed_total{outcome}} (calls ended and recorded),
 * {@code outreach_window_refusals_total} (calls the cadence allowed but the customer's calling
 * window did not), {@code outreach_location_conflicts_total} (turns of customers whose location
 * evidence contradicts itself), {@code outreach_attempts_interrupted_total},
 * {@code outreach_consent_refusals_total} (calls not made for want of consent),
 * {@code outreach_texts_sent_total} and {@code outreach_texts_skipped_total} (texts handed to the
 * carrier, and texts not sent for a reason they keep) and {@code outreach_due_lag_seconds}, how long
 * the earliest due enrollment has waited (0 when none is due; NaN when the store cannot be read).
 */
public final class OutreachMeters implements OutreachEvents {

    private static final Logger LOG = LoggerFactory.getLogger(OutreachMeters.class);

    private final Map<CallOutcome, Counter> placed = new EnumMap<>(CallOutcome.class);
    private final Counter refusedByWindow;
    private final Counter conflictingLocation;
    private final Counter interrupted;
    private final Counter refusedByConsent;
    private final Counter textsSent;
    private final Counter textsSkipped;
    private final Counter dialed;
    private final Counter deferred;

    private OutreachMeters(MeterRegistry registry) {
        for (CallOutcome outcome : CallOutcome.values()) {
            placed.put(outcome, Counter.builder("outreach.calls.placed").tag("outcome", outcome.disposition())
                    .description("Calls the engine placed, by outcome").register(registry));
        }
        refusedByWindow = Counter.builder("outreach.window.refusals")
                .description("Calls due by the cadence that the customer's calling window held back")
                .register(registry);
        conflictingLocation = Counter.builder("outreach.location.conflicts")
                .description("Engine turns of customers whose time zone, state, ZIP and area code disagree")
                .register(registry);
        interrupted = Counter.builder("outreach.attempts.interrupted")
                .description("Live calls with no end by their deadline that the carrier could say nothing of;"
                        + " their enrollments await review")
                .register(registry);
        dialed = Counter.builder("outreach.calls.dialed")
                .description("Calls the gate let through at the instant of dialing and sent to the carrier")
                .register(registry);
        deferred = Counter.builder("outreach.dials.deferred")
                .description("Calls due by the cadence that the gate held back at the instant of dialing: the window"
                        + " closing soon, another call to the number live, the number's calls for the day spent")
                .register(registry);
        refusedByConsent = Counter.builder("outreach.consent.refusals")
                .description("Calls not made, and their enrollments ended, because the number has no consent for"
                        + " them: no written consent to AI-voice marketing calls, or a revocation")
                .register(registry);
        textsSent = Counter.builder("outreach.texts.sent")
                .description("Texts that passed their checks and were handed to the carrier")
                .register(registry);
        textsSkipped = Counter.builder("outreach.texts.skipped")
                .description("Texts not sent, for a reason each keeps: no consent, an opt-out, do-not-text, the"
                        + " window staying closed, the daily cap")
                .register(registry);
    }

    /** Registers the meters, the lag gauge reading {@code queue} at each scrape. */
    public static OutreachMeters bind(MeterRegistry registry, OutreachQueue queue, Clock clock) {
        Gauge.builder("outreach.due.lag", queue, q -> lagSeconds(q, clock)).baseUnit("seconds")
                .description("How long the earliest due enrollment has waited for the engine; 0 when none is due")
                .strongReference(true).register(registry);
        return new OutreachMeters(registry);
    }

    private static double lagSeconds(OutreachQueue queue, Clock clock) {
        try {
            return queue.dueLag(clock.instant()).map(Duration::toMillis).orElse(0L) / 1000.0;
        } catch (RuntimeException e) {
            LOG.warn("Could not read the outreach queue for metrics: {}", e.getMessage());
            return Double.NaN;
        }
    }

    @Override
    public void callPlaced(CallOutcome outcome) {
        placed.get(outcome).increment();
    }

    @Override
    public void callDialed() {
        dialed.increment();
    }

    @Override
    public void dialDeferred() {
        deferred.increment();
    }

    @Override
    public void refusedByWindow() {
        refusedByWindow.increment();
    }

    @Override
    public void conflictingLocation() {
        conflictingLocation.increment();
    }

    @Override
    public void attemptInterrupted() {
        interrupted.increment();
    }

    @Override
    public void refusedByConsent() {
        refusedByConsent.increment();
    }

    @Override
    public void textSent() {
        textsSent.increment();
    }

    @Override
    public void textSkipped() {
        textsSkipped.increment();
    }
}
