package io.campaignoutreach.domain.provider;

import java.util.Objects;
import java.util.UUID;

/** A provider account's id, which also names it in the webhook URLs a provider is given. */
public record ProviderAccountId(UUID value) {

    public ProviderAccountId {
        Objects.requireNonNull(value, "value");
    }

    public static ProviderAccountId of(UUID value) {
        return new ProviderAccountId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
