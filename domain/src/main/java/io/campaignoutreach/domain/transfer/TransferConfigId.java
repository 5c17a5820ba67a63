package io.campaignoutreach.domain.transfer;

import java.util.Objects;
import java.util.UUID;

/** Identifies a transfer configuration. */
public record TransferConfigId(UUID value) {

    public TransferConfigId {
        Objects.requireNonNull(value, "value");
    }

    public static TransferConfigId of(UUID value) {
        return new TransferConfigId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
