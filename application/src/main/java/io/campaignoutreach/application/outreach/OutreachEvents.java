package io.campaignoutreach.application.outreach;

import io.campaignoutreach.domain.call.CallOutcome;

/** What the engine reports as it works, for metrics; every method does nothing unless overridden. */
public interface OutreachEvents {

    OutreachEvents NONE = new OutreachEvents() {
    };

    /** A call passed the gate and was sent to the carrier. */
    default void callDialed() {
    }

    /**
     * A call the cadence had due was held back at the gate (the window closing soon, another call
     * to the number live, the number's calls for the day spent, the campaign not started).
     */
    default void dialDeferred() {
    }

    /** A call ended and its result was recorded. */
    default void callPlaced(CallOutcome outcome) {
    }

    /** A call was due by the campaign's cadence but the customer's calling window was shut. */
    default void refusedByWindow() {
    }

    /** No end of a call came by its deadline and the carrier could not say; the enrollment awaits review. */
    default void attemptInterrupted() {
    }

    /**
     * An enrollment took its turn while its customer's location evidence contradicts itself (two states,
     * or zones that share no clock), so every candidate's rules narrowed its window.
     */
    default void conflictingLocation() {
    }

    /** A call was not made, and its enrollment ended, because the number has no consent for it. */
    default void refusedByConsent() {
    }

    /** A text passed its checks and was handed to the carrier. */
    default void textSent() {
    }

    /** A text was not sent, for a reason it keeps: no consent, an opt-out, the window, the cap. */
    default void textSkipped() {
    }
}
