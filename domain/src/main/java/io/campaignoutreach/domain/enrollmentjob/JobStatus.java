package io.campaignoutreach.domain.enrollmentjob;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Progress of an enrollment job: queued, processing, then one final status (D9). */
public enum JobStatus {
    QUEUED, PROCESSING, COMPLETED, PARTIAL, FAILED;

    public boolean isFinal() {
        return this == COMPLETED || this == PARTIAL || this == FAILED;
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<JobStatus> fromWireName(String name) {
        return Arrays.stream(values()).filter(s -> s.wireName().equals(name)).findFirst();
    }
}
