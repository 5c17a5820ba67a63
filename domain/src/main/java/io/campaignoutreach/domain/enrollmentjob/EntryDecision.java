package io.campaignoutreach.domain.enrollmentjob;

import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import java.util.List;
import java.util.Objects;

/**
 * What one entry of a job does: its result code and, when it changes something, the enrollment
 * to create or the changed enrollment to store.
 */
public record EntryDecision(ItemCode code, EnrollmentId customerCampaignId, Enrollment toInsert,
                            Enrollment toUpdate, List<String> missingFields) {

    public EntryDecision {
        Objects.requireNonNull(code, "code");
        missingFields = List.copyOf(missingFields);
        if (toInsert != null && toUpdate != null) {
            throw new IllegalArgumentException("an entry creates or changes an enrollment, not both");
        }
    }

    static EntryDecision of(ItemCode code, EnrollmentId enrollment) {
        return new EntryDecision(code, enrollment, null, null, List.of());
    }

    /** The entry's result as a job item. */
    public JobItem applyTo(JobItem item) {
        return item.resolve(code, customerCampaignId, List.of(), missingFields);
    }
}
