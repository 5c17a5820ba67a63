package io.campaignoutreach.application.sync;

import io.campaignoutreach.domain.shared.DomainException;
import io.campaignoutreach.domain.shared.Violation;
import java.util.List;

/**
 * A sync request broke the schema (D17): nothing was written. Carries every broken rule, with
 * paths from the body root, and the records that broke one.
 */
public final class SyncBatchRejectedException extends DomainException {

    private final List<Violation> violations;
    private final List<FailedRecord> failedRecords;

    public SyncBatchRejectedException(List<Violation> violations, List<FailedRecord> failedRecords) {
        super("Validation failed");
        if (violations.isEmpty()) {
            throw new IllegalArgumentException("a rejected batch needs at least one violation");
        }
        this.violations = List.copyOf(violations);
        this.failedRecords = List.copyOf(failedRecords);
    }

    public List<Violation> violations() {
        return violations;
    }

    public List<FailedRecord> failedRecords() {
        return failedRecords;
    }

    /**
     * A record that broke the schema: its index and how the client may know it (values as sent,
     * null where a value was not sent as text).
     */
    public record FailedRecord(int index, String phoneNumber, String firstName, String lastName, String externalId) {
    }
}
