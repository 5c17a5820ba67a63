package io.campaignoutreach.application.sync;

import io.campaignoutreach.application.consent.ConsentStatement;
import io.campaignoutreach.application.sync.SyncBatchRejectedException.FailedRecord;
import io.campaignoutreach.application.sync.SyncMedicareUseCase.SyncMedicareCommand;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.SyncedCustomer;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Violations;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The consent a sync's records state (P65): checked against the service's clock before anything is
 * written, as the body's other rules are, and turned into ledger lines of source SYNC for the
 * records that were applied. The ledger decides what they change: a sync never undoes a revocation.
 */
final class SyncConsent {

    private SyncConsent() {
    }

    /** Refuses the whole batch when a statement is dated after {@code now} or has blank evidence. */
    static void check(SyncMedicareCommand command, Instant now) {
        Violations found = new Violations();
        List<FailedRecord> failed = new ArrayList<>();
        for (int i = 0; i < command.records().size(); i++) {
            int before = found.list().size();
            List<ConsentStatement> statements = command.consent().get(i);
            for (int j = 0; j < statements.size(); j++) {
                statements.get(j).check(List.of("records", String.valueOf(i), "consent", String.valueOf(j)), now,
                        found);
            }
            if (found.list().size() > before) {
                failed.add(failedRecord(i, command.records().get(i)));
            }
        }
        if (!found.isEmpty()) {
            throw new SyncBatchRejectedException(found.list(), failed);
        }
    }

    /** The lines of the records whose outcome is {@code applied}, each for the record's number. */
    static List<ConsentEntry> entries(OrganizationId organizationId, List<SyncedCustomer> records,
                                      List<List<ConsentStatement>> consent, List<Boolean> applied,
                                      Supplier<ConsentEntryId> ids, Instant now) {
        List<ConsentEntry> entries = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            if (applied.get(i)) {
                entries.addAll(ConsentStatement.entries(consent.get(i), ids, organizationId, records.get(i).phone(),
                        ConsentSource.SYNC, now));
            }
        }
        return entries;
    }

    private static FailedRecord failedRecord(int index, SyncedCustomer record) {
        return new FailedRecord(index, record.phone().e164(), text(record, CustomerField.FIRST_NAME),
                text(record, CustomerField.LAST_NAME), record.externalId());
    }

    private static String text(SyncedCustomer record, CustomerField field) {
        Object value = record.fields().get(field);
        return value == null ? null : value.toString();
    }
}
