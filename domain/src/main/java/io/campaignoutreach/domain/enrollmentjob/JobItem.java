package io.campaignoutreach.domain.enrollmentjob;

import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.shared.Violation;
import java.util.List;
import java.util.Objects;

/**
 * One input entry of a job and its result. {@code customerId} is the customer the entry resolved
 * to when the job was accepted (null when none did); {@code duplicateOf} is the index of the first
 * entry naming the same customer. A duplicate carries the result of that first entry.
 */
public record JobItem(
        int index,
        CustomerId customerId,
        Integer duplicateOf,
        ItemCode code,
        EnrollmentId customerCampaignId,
        List<Violation> validationErrors,
        List<String> missingFields) {

    public JobItem {
        if (index < 0) {
            throw new IllegalArgumentException("index must not be negative");
        }
        if (duplicateOf != null && (duplicateOf < 0 || duplicateOf >= index)) {
            throw new IllegalArgumentException("duplicateOf must point at an earlier entry");
        }
        validationErrors = List.copyOf(validationErrors);
        missingFields = List.copyOf(missingFields);
    }

    /** An entry not processed yet. */
    public static JobItem pending(int index, CustomerId customerId, Integer duplicateOf) {
        return new JobItem(index, customerId, duplicateOf, null, null, List.of(), List.of());
    }

    public ItemOutcome outcome() {
        return code == null ? ItemOutcome.PENDING : code.outcome();
    }

    public boolean isPending() {
        return code == null;
    }

    /** This entry with a result; a pending entry only. */
    public JobItem resolve(ItemCode newCode, EnrollmentId enrollmentId, List<Violation> violations,
                           List<String> missing) {
        Objects.requireNonNull(newCode, "newCode");
        if (!isPending()) {
            throw new IllegalStateException("entry " + index + " already has a result");
        }
        return new JobItem(index, customerId, duplicateOf, newCode, enrollmentId, violations, missing);
    }

    public JobItem resolve(ItemCode newCode, EnrollmentId enrollmentId) {
        return resolve(newCode, enrollmentId, List.of(), List.of());
    }

    /** This duplicate with the result of the entry it repeats. */
    public JobItem copyResultOf(JobItem first) {
        return new JobItem(index, customerId, duplicateOf, first.code, first.customerCampaignId, first.validationErrors,
                first.missingFields);
    }
}
