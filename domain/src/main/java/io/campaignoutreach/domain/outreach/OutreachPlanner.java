package io.campaignoutreach.domain.outreach;

import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.schedule.CallingWindow;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Decides what happens next for one live enrollment: a call at some instant, waiting, or the end
 * of its outreach. A call is only ever planned for an instant that the campaign's cadence allows
 * and the customer's calling window holds open, for a customer who may be called, while the
 * campaign is active and before it ends.
 */
public final class OutreachPlanner {

    /** How many times cadence and window are fitted to each other before giving up for now. */
    static final int FITTING_ROUNDS = 64;

    private OutreachPlanner() {
    }

    /**
     * What the planner knows of one enrollment. {@code missingRequiredFields} are the campaign's
     * {@code requiredVars} the customer lacks; {@code attempts} are the instants of its calls so
     * far, oldest first; {@code endDate} may be null. {@code callRefusal} says why the number may
     * not be called at all (do-not-call, or no consent for the campaign's calls), null when it may.
     */
    public record Situation(boolean campaignActive, DialingSettings dialing, Instant endDate,
                            String callRefusal, List<String> missingRequiredFields, CallingWindow window,
                            Instant enrolledAt, List<Instant> attempts) {
        public Situation {
            Objects.requireNonNull(dialing, "dialing");
            Objects.requireNonNull(window, "window");
            Objects.requireNonNull(enrolledAt, "enrolledAt");
            missingRequiredFields = List.copyOf(missingRequiredFields);
            attempts = List.copyOf(attempts);
        }
    }

    /** The decision. */
    public sealed interface Plan {
        /** Place the next call at {@code at} (now, or later). */
        record CallAt(Instant at) implements Plan {
        }

        /** Nothing to do until something changes (the campaign becomes active) or until {@code recheckAt}. */
        record Wait(Instant recheckAt, String why) implements Plan {
        }

        /** Outreach is over with this status. */
        record End(EnrollmentStatus status, String reason) implements Plan {
        }
    }

    /** Why a customer on the do-not-call list is not called. */
    public static final String DO_NOT_CALL = "the customer is on the do-not-call list";

    public static Plan plan(Situation situation, Instant now) {
        if (!situation.campaignActive()) {
            return new Plan.Wait(null, "the campaign is not active");
        }
        if (situation.callRefusal() != null) {
            return new Plan.End(EnrollmentStatus.SKIPPED, situation.callRefusal());
        }
        if (!situation.missingRequiredFields().isEmpty()) {
            return new Plan.End(EnrollmentStatus.SKIPPED, "missing required fields: "
                    + String.join(", ", situation.missingRequiredFields()));
        }
        Cadence cadence = new Cadence(situation.dialing(), dayZone(situation.window(), situation.enrolledAt()));
        Instant from = now;
        for (int round = 0; round < FITTING_ROUNDS; round++) {
            Cadence.Next next = cadence.next(situation.enrolledAt(), situation.attempts(), from, situation.endDate());
            if (next instanceof Cadence.Next.Over over) {
                return ended(over.end());
            }
            Instant earliest = ((Cadence.Next.AttemptFrom) next).earliest();
            Optional<Instant> opening = situation.window().nextOpening(earliest);
            if (opening.isEmpty()) {
                return new Plan.Wait(earliest.plus(CallingWindow.HORIZON), "the calling window stays closed");
            }
            if (opening.get().equals(earliest)) {
                return new Plan.CallAt(earliest);
            }
            from = opening.get();
        }
        return new Plan.Wait(from, "no instant fits both the cadence and the calling window yet");
    }

    private static Plan ended(Cadence.End end) {
        return switch (end) {
            case EXCEEDED_MAX_CALLS -> new Plan.End(EnrollmentStatus.EXCEEDED_MAX_CALLS, "maximum calls reached");
            case EXPIRED -> new Plan.End(EnrollmentStatus.EXPIRED, "the campaign has ended");
            case CADENCE_ENDED -> new Plan.End(EnrollmentStatus.FAILED, "no outcome after the campaign's last attempt");
        };
    }

    /**
     * The zone days are counted in: of the zones the customer may be in, the westernmost, where a
     * day starts last, so that no day of the cadence starts before it has begun for the customer.
     */
    static ZoneId dayZone(CallingWindow window, Instant at) {
        return window.zones().stream()
                .min(Comparator.comparing((ZoneId zone) -> zone.getRules().getOffset(at)).thenComparing(ZoneId::getId))
                .orElseThrow();
    }
}
