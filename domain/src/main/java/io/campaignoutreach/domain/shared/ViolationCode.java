package io.campaignoutreach.domain.shared;

import java.util.Locale;

/** Machine-readable kind of a broken rule (D3). */
public enum ViolationCode {
    INVALID_TYPE, TOO_SMALL, TOO_BIG, INVALID_ENUM_VALUE, INVALID_STRING, UNRECOGNIZED_KEYS, NOT_FOUND, CUSTOM;

    /** The code as written in error bodies, e.g. {@code invalid_type}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
