package io.campaignoutreach.adapter.http.sync;

import io.campaignoutreach.application.sync.SyncMedicareUseCase.RecordError;
import io.campaignoutreach.application.sync.SyncMedicareUseCase.SyncResult;
import java.util.List;

/** The answer to a Medicare sync: how many records were applied, and why each other one was not. */
record SyncResultResponse(int succeeded, int failed, List<Failure> errors) {

    static SyncResultResponse from(SyncResult result) {
        return new SyncResultResponse(result.succeeded(), result.failed(),
                result.errors().stream().map(Failure::from).toList());
    }

    /** One record that was not applied: the customer it matched (or null), its externalId as sent, and why. */
    record Failure(String id, String externalId, String error) {

        static Failure from(RecordError error) {
            return new Failure(error.id() == null ? null : error.id().toString(), error.externalId(), error.error());
        }
    }
}
