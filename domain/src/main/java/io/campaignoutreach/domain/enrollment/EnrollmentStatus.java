package io.campaignoutreach.domain.enrollment;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Where a customer stands in one campaign. Pending and in progress are live (non-terminal); all
 * others are final until an explicit restart (D9).
 */
public enum EnrollmentStatus {
    PENDING, IN_PROGRESS, COMPLETED, FAILED, CANCELLED, EXPIRED, EXCEEDED_MAX_CALLS, SKIPPED;

    private final String wireName = name().toLowerCase(Locale.ROOT);

    public boolean isTerminal() {
        return this != PENDING && this != IN_PROGRESS;
    }

    /** The terminal statuses an API client may set: completed, failed, cancelled. */
    public boolean isClientSettable() {
        return this == COMPLETED || this == FAILED || this == CANCELLED;
    }

    public String wireName() {
        return wireName;
    }

    public static Optional<EnrollmentStatus> fromWireName(String name) {
        return Arrays.stream(values()).filter(s -> s.wireName().equals(name)).findFirst();
    }
}
