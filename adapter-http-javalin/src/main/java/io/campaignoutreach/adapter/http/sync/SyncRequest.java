package io.campaignoutreach.adapter.http.sync;

import io.campaignoutreach.application.sync.SyncMedicareUseCase;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** The body of POST /v2/sync/medicare: the records to sync, in order (D17). */
record SyncRequest(
        @NotNull @Size(min = SyncMedicareUseCase.MIN_RECORDS, max = SyncMedicareUseCase.MAX_RECORDS)
        List<@Valid SyncRecord> records) {
}
