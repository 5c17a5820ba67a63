package io.campaignoutreach.domain.customer;

import java.util.Objects;
import java.util.UUID;

/** Identifies a customer of an organization. */
public record CustomerId(UUID value) {

    public CustomerId {
        Objects.requireNonNull(value, "value");
    }

    public static CustomerId of(UUID value) {
        return new CustomerId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
