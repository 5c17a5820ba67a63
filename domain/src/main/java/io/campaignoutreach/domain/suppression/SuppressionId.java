package io.campaignoutreach.domain.suppression;

import java.util.Objects;
import java.util.UUID;

/** Identifies one suppression of a phone number, lifted or not. */
public record SuppressionId(UUID value) {

    public SuppressionId {
        Objects.requireNonNull(value, "value");
    }

    public static SuppressionId of(UUID value) {
        return new SuppressionId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
