package io.campaignoutreach.adapter.http.sync;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.error.ErrorResponses;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.adapter.http.request.FindingOrder;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.sync.SyncBatchRejectedException.FailedRecord;
import io.campaignoutreach.application.sync.SyncBatchRejectedException;
import io.campaignoutreach.application.sync.SyncMedicareUseCase.SyncMedicareCommand;
import io.campaignoutreach.application.sync.SyncMedicareUseCase;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Routes of the sync resource: the Medicare bulk sync (D17). The whole body is bound to its
 * request record and checked first, every broken rule reported with the records that broke one;
 * only a body without any is synced.
 */
public final class SyncRoutes {

    private static final List<String> RECORDS = List.of("records");
    private static final FindingOrder ORDER = FindingOrder.of(SyncRequest.class);
    /** Longest text echoed in failedRecords; longer values are cut, so a refusal never repeats a huge input. */
    private static final int MAX_ECHO_LENGTH = 255;

    private final SyncMedicareUseCase syncMedicare;

    public SyncRoutes(SyncMedicareUseCase syncMedicare) {
        this.syncMedicare = syncMedicare;
    }

    public void register(Router router) {
        // A refusal of the query (an unknown parameter) has the sync's shape too, with no record at fault.
        router.before("/v2/sync/medicare", ctx -> ErrorResponses.alwaysInValidationErrors(ctx, "failedRecords",
                List.of()));
        router.post("/v2/sync/medicare", Capability.CUSTOMERS_SYNC, this::sync);
    }

    private void sync(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        RequestBodies.Bound<SyncRequest> bound = RequestBodies.bindAsFound(Bodies.readObject(ctx, violations),
                SyncRequest.class);
        List<SyncRecord> records = bound.request().records();
        SyncFindings findings = new SyncFindings(bound.findings());
        if (records != null && !findings.dropItemsOfTooLong(RECORDS, records, SyncMedicareUseCase.MAX_RECORDS)) {
            for (int i = 0; i < records.size(); i++) {
                if (records.get(i) != null) {
                    records.get(i).checkRules(Values.append(RECORDS, String.valueOf(i)), findings);
                }
            }
        }
        // The rules of every body, found as it was read, come before the records' own.
        violations.addAll(ORDER.sorted(findings.list()));
        if (!violations.isEmpty()) {
            throw new SyncBatchRejectedException(violations.list(), failedRecords(records, violations));
        }
        Json.send(ctx, SyncResultResponse.from(syncMedicare.sync(access,
                new SyncMedicareCommand(records.stream().map(SyncRecord::toDomain).toList(),
                        records.stream().map(SyncRecord::consentStatements).toList()))));
    }

    /**
     * The records some violation points into, whichever rule found it (the record's own rules or
     * the rules of every body), in input order, with the members that name them as sent.
     */
    private static List<FailedRecord> failedRecords(List<SyncRecord> records, Violations violations) {
        TreeSet<Integer> indexes = new TreeSet<>();
        for (Violation violation : violations.list()) {
            List<String> path = violation.path();
            if (path.size() >= 2 && path.get(0).equals("records") && path.get(1).matches("\\d{1,4}")) {
                indexes.add(Integer.parseInt(path.get(1)));
            }
        }
        List<FailedRecord> failed = new ArrayList<>();
        for (int index : indexes) {
            // A record that is not an object, or records that are not a list, name no one.
            SyncRecord record = records == null || index >= records.size() ? null : records.get(index);
            failed.add(record == null ? new FailedRecord(index, null, null, null, null)
                    : new FailedRecord(index, echo(record.phoneNumber()), echo(record.firstName()),
                            echo(record.lastName()), echo(record.externalId().orElse(null))));
        }
        return failed;
    }

    private static String echo(String text) {
        if (text == null) {
            return null;
        }
        return text.length() <= MAX_ECHO_LENGTH ? text : text.substring(0, MAX_ECHO_LENGTH - 3) + "...";
    }
}
