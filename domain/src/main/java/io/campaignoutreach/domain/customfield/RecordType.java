package io.campaignoutreach.domain.customfield;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Which records a custom field belongs to. */
public enum RecordType {
    CUSTOMERS, POLICIES;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<RecordType> fromWireName(String name) {
        return Arrays.stream(values()).filter(t -> t.wireName().equals(name)).findFirst();
    }
}
