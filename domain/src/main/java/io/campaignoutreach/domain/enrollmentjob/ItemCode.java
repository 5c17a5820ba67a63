package io.campaignoutreach.domain.enrollmentjob;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Why one entry of a job ended as it did; each code has one outcome (D9). */
public enum ItemCode {
    ENROLLED(ItemOutcome.SUCCEEDED),
    RESTARTED(ItemOutcome.SUCCEEDED),
    STATUS_CHANGED(ItemOutcome.SUCCEEDED),
    ALREADY_ACTIVE(ItemOutcome.SKIPPED),
    TERMINAL_EXISTS(ItemOutcome.SKIPPED),
    NOT_ENROLLED(ItemOutcome.SKIPPED),
    CUSTOMER_NOT_FOUND(ItemOutcome.FAILED),
    INVALID_CUSTOMER_REFERENCE(ItemOutcome.FAILED),
    BLOCKED_ACTIVE_RETENTION(ItemOutcome.FAILED),
    MISSING_REQUIRED_FIELDS(ItemOutcome.FAILED),
    CAMPAIGN_UNAVAILABLE(ItemOutcome.FAILED),
    NO_PULSE_WORKFLOW(ItemOutcome.FAILED),
    NOT_PROCESSED(ItemOutcome.FAILED),
    /** The enrollment's last call attempt was interrupted; an operator reviews it before anything else. */
    EXECUTION_UNCERTAIN(ItemOutcome.FAILED),
    /**
     * A call to the customer is underway for this enrollment; nothing was changed, and the same
     * request succeeds once the call has ended.
     */
    CALL_IN_PROGRESS(ItemOutcome.FAILED);

    private final ItemOutcome outcome;

    ItemCode(ItemOutcome outcome) {
        this.outcome = outcome;
    }

    public ItemOutcome outcome() {
        return outcome;
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<ItemCode> fromWireName(String name) {
        return Arrays.stream(values()).filter(c -> c.wireName().equals(name)).findFirst();
    }
}
