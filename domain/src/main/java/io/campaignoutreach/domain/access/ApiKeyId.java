package io.campaignoutreach.domain.access;

import java.util.Objects;
import java.util.UUID;

/** Identifies an API key (not the secret). */
public record ApiKeyId(UUID value) {

    public ApiKeyId {
        Objects.requireNonNull(value, "value");
    }

    public static ApiKeyId of(UUID value) {
        return new ApiKeyId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
