package io.campaignoutreach.domain.suppression;

import java.util.Locale;

/** Where a suppression of a phone number came from. */
public enum SuppressionSource {
    /** A call ended with the callee asking not to be called again. */
    DNC_REQUESTED,
    /** An operator suppressed the number by hand. */
    OPERATOR,
    /** A client suppressed the number through the API. */
    API;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
