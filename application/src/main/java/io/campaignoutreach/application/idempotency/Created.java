package io.campaignoutreach.application.idempotency;

import java.util.Objects;

/** What a create answered: the record, and whether it was made by an earlier request with the same key. */
public record Created<T>(T value, boolean replayed) {

    public Created {
        Objects.requireNonNull(value, "value");
    }
}
