package io.campaignoutreach.application.sync;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.consent.ConsentStatement;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.SyncedCustomer;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import java.util.List;
import java.util.Objects;

/**
 * Use case: bulk sync of Medicare customer and policy records (D17; needs customers.sync, not for
 * read-only keys). Each record creates a customer or updates the one it matches, in its own unit
 * of work; a record that fails leaves the others applied.
 */
public interface SyncMedicareUseCase {

    /** Fewest and most records one sync takes (spec Limits). */
    int MIN_RECORDS = 1;
    int MAX_RECORDS = 100;

    /** Applies every record in order and reports how many succeeded and why the others failed. */
    SyncResult sync(AccessContext access, SyncMedicareCommand command);

    /**
     * The records of one sync, in input order; 1 to 100 of them, else {@link SyncBatchRejectedException}.
     * {@code consent} holds, at each record's index, what the record states of its number's consent
     * (P65), appended with source SYNC when the record is applied.
     */
    record SyncMedicareCommand(List<SyncedCustomer> records, List<List<ConsentStatement>> consent) {

        /** Records that state nothing of consent. */
        public SyncMedicareCommand(List<SyncedCustomer> records) {
            this(records, records.stream().map(record -> List.<ConsentStatement>of()).toList());
        }

        public SyncMedicareCommand {
            records = List.copyOf(records);
            consent = consent.stream().map(List::copyOf).toList();
            if (consent.size() != records.size()) {
                throw new IllegalArgumentException("consent is stated for each record, if only as none");
            }
            if (records.size() < MIN_RECORDS) {
                throw new SyncBatchRejectedException(List.of(new Violation(List.of("records"),
                        "must contain at least " + MIN_RECORDS + " record", "at least " + MIN_RECORDS + " records",
                        records.size() + " records", ViolationCode.TOO_SMALL)), List.of());
            }
            if (records.size() > MAX_RECORDS) {
                throw new SyncBatchRejectedException(List.of(new Violation(List.of("records"),
                        "must contain at most " + MAX_RECORDS + " records", "at most " + MAX_RECORDS + " records",
                        records.size() + " records", ViolationCode.TOO_BIG)), List.of());
            }
        }
    }

    /** What a sync did: counts, and one error per failed record in input order. */
    record SyncResult(int succeeded, int failed, List<RecordError> errors) {
        public SyncResult {
            errors = List.copyOf(errors);
        }
    }

    /**
     * Why one record failed: the customer it matched (null when it matched none), its
     * {@code externalId} as sent (or null) and a sentence naming the record's index.
     */
    record RecordError(CustomerId id, String externalId, String error) {
        public RecordError {
            Objects.requireNonNull(error, "error");
        }
    }
}
