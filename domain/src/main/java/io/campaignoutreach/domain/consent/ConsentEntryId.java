package io.campaignoutreach.domain.consent;

import java.util.Objects;
import java.util.UUID;

/** Identifies one line of the consent ledger. */
public record ConsentEntryId(UUID value) {

    public ConsentEntryId {
        Objects.requireNonNull(value, "value");
    }

    public static ConsentEntryId of(UUID value) {
        return new ConsentEntryId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
