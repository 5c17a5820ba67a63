package io.campaignoutreach.domain.enrollment;

import java.util.Objects;
import java.util.UUID;

/** Identifies an enrollment, a customer's membership of one campaign (customerCampaignId in the API). */
public record EnrollmentId(UUID value) {

    public EnrollmentId {
        Objects.requireNonNull(value, "value");
    }

    public static EnrollmentId of(UUID value) {
        return new EnrollmentId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
