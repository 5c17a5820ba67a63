package io.campaignoutreach.domain.customfield;

import java.util.Objects;
import java.util.UUID;

/** Identifies a custom field definition. */
public record CustomFieldId(UUID value) {

    public CustomFieldId {
        Objects.requireNonNull(value, "value");
    }

    public static CustomFieldId of(UUID value) {
        return new CustomFieldId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
