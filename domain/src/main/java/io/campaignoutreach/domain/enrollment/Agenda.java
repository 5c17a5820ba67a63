package io.campaignoutreach.domain.enrollment;

import java.time.Instant;
import java.util.Objects;

/**
 * What the outreach engine has planned for an enrollment. {@code runStartedAt} is when the current
 * run of outreach began (enrolled or restarted): its cadence counts days and attempts from there.
 * {@code dueAt} is when the engine next looks at the enrollment (null: nothing is planned, because
 * it is over, mid-attempt, or waiting for its campaign to become active). {@code waitUntil} is set
 * while it sits on a {@code wait} node: when that wait ends. {@code reviewRequired} marks an
 * attempt that was interrupted: nobody knows whether the call was placed, so nothing more happens
 * to the enrollment until an operator has reviewed it.
 */
public record Agenda(Instant runStartedAt, Instant dueAt, Instant waitUntil, boolean reviewRequired) {

    public Agenda {
        Objects.requireNonNull(runStartedAt, "runStartedAt");
    }

    /** A run that starts at {@code now} and is due at once. */
    public static Agenda startingAt(Instant now) {
        return new Agenda(now, now, null, false);
    }

    public Agenda dueAt(Instant at) {
        return new Agenda(runStartedAt, at, null, false);
    }

    public Agenda waitingUntil(Instant until) {
        return new Agenda(runStartedAt, until, until, false);
    }

    public Agenda nothingPlanned() {
        return new Agenda(runStartedAt, null, null, false);
    }

    public Agenda interrupted() {
        return new Agenda(runStartedAt, null, null, true);
    }

    public boolean isDue(Instant now) {
        return dueAt != null && !dueAt.isAfter(now);
    }
}
