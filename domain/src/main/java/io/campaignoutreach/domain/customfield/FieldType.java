package io.campaignoutreach.domain.customfield;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The kind of value a custom field holds. */
public enum FieldType {
    TEXT, NUMBER, BOOLEAN, DATE, SELECT, MULTI_SELECT;

    /** Select and multi-select fields choose among listed options. */
    public boolean hasOptions() {
        return this == SELECT || this == MULTI_SELECT;
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<FieldType> fromWireName(String name) {
        return Arrays.stream(values()).filter(t -> t.wireName().equals(name)).findFirst();
    }
}
