package io.campaignoutreach.domain.call;

import java.util.Objects;
import java.util.UUID;

/** Identifies a call. */
public record CallId(UUID value) {

    public CallId {
        Objects.requireNonNull(value, "value");
    }

    public static CallId of(UUID value) {
        return new CallId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
