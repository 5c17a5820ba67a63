package io.campaignoutreach.domain.messaging;

import java.util.Locale;

/** Whether the service sent a text or received it. */
public enum MessageDirection {
    OUTBOUND, INBOUND;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
