package io.campaignoutreach.domain.call;

import java.util.Locale;

/** Whether the customer called in or the campaign called out. */
public enum CallDirection {
    INBOUND, OUTBOUND;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
