package io.campaignoutreach.application.outreach;

import io.campaignoutreach.domain.call.CallOutcome;

/** What the engine reports as it works, for metrics; every method does nothing unless overridden. */
public interface OutreachEvents {

    OutreachEvents NONE = new OutreachEvents() {
    };

    /** A call was placed and its result recorded. */
    default void callPlaced(CallOutcome outcome) {
    }

    /** A call was due by the campaign's cadence but the customer's calling window was shut. */
    default void refusedByWindow() {
    }

    /** An attempt's result was never recorded; the enrollment awaits review. */
    default void attemptInterrupted() {
    }

    /**
     * An enrollment took its turn while its customer's location evidence contradicts itself (two states,
     * or zones that share no clock), so every candidate's rules narrowed its window.
     */
    default void conflictingLocation() {
    }

    /** A workflow passed an SMS node; messaging is not built yet, so nothing was sent. */
    default void smsNotSent() {
    }
}
