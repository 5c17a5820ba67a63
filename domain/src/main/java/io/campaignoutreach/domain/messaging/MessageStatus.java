package io.campaignoutreach.domain.messaging;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Where a text is: for one the service sends, {@code PENDING} once decided on (it waits for the
 * checks at the instant of sending), then {@code QUEUED} (handed to the carrier), {@code SENT} and
 * {@code DELIVERED}, {@code UNDELIVERED} or {@code FAILED}; {@code SKIPPED} for one the service
 * decided not to send (with its reason); {@code RECEIVED} for a text from a customer.
 */
public enum MessageStatus {
    PENDING(0), SKIPPED(0), QUEUED(1), SENT(2), DELIVERED(3), UNDELIVERED(3), FAILED(3), RECEIVED(0);

    private final int rank;

    MessageStatus(int rank) {
        this.rank = rank;
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The statuses a carrier reports of a text it took. */
    public boolean reportedByCarrier() {
        return this == SENT || this == DELIVERED || this == UNDELIVERED || this == FAILED;
    }

    /** Whether an outbound text in this status was handed to the carrier: it went, or may have. */
    public boolean handedOver() {
        return rank > 0;
    }

    public boolean isFinal() {
        return rank == 3 || this == SKIPPED || this == RECEIVED;
    }

    /** Whether a sent text in this status may move to {@code next}: forward only, and never past an end. */
    public boolean mayMoveTo(MessageStatus next) {
        return !isFinal() && this != PENDING && next.reportedByCarrier() && next.rank > rank;
    }

    public static Optional<MessageStatus> fromWireName(String name) {
        return Arrays.stream(values()).filter(s -> s.wireName().equals(name)).findFirst();
    }
}
