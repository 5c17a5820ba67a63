package io.campaignoutreach.domain.call;

import java.util.Arrays;
import java.util.Optional;

/**
 * How one placed call ended, as the carrier reports it. Its disposition is what the call record
 * keeps, the same text an imported call carries.
 */
public enum CallOutcome {
    ANSWERED("answered"),
    TRANSFERRED("transferred"),
    VOICEMAIL("voicemail"),
    NO_ANSWER("no_answer"),
    BUSY("busy"),
    FAILED("failed"),
    /** The customer asked not to be called again: a do-not-call request, honoured at once. */
    DNC_REQUESTED("dnc_requested");

    private final String disposition;

    CallOutcome(String disposition) {
        this.disposition = disposition;
    }

    public String disposition() {
        return disposition;
    }

    /** Whether someone spoke on the call (as {@link Call#isConnected()} reads its disposition). */
    public boolean connected() {
        return !Call.UNCONNECTED_DISPOSITIONS.contains(disposition);
    }

    public static Optional<CallOutcome> fromDisposition(String disposition) {
        return Arrays.stream(values()).filter(outcome -> outcome.disposition.equals(disposition)).findFirst();
    }
}
