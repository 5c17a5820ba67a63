package io.campaignoutreach.domain.enrollmentjob;

import java.util.Objects;
import java.util.UUID;

/** Identifies an enrollment job, one accepted enrollment, restart or status request. */
public record EnrollmentJobId(UUID value) {

    public EnrollmentJobId {
        Objects.requireNonNull(value, "value");
    }

    public static EnrollmentJobId of(UUID value) {
        return new EnrollmentJobId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
