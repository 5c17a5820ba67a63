package io.campaignoutreach.domain.customer;

import java.util.Objects;

/** A value of an organization-defined custom field, by the field's key. */
public record CustomValue(String fieldKey, String value) {

    public CustomValue {
        Objects.requireNonNull(fieldKey, "fieldKey");
    }
}
