package io.campaignoutreach.domain.enrollmentjob;

import java.util.Locale;

/** How one entry of a job ended (D9); pending until it is processed. */
public enum ItemOutcome {
    PENDING, SUCCEEDED, SKIPPED, FAILED;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
