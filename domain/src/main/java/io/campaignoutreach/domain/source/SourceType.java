package io.campaignoutreach.domain.source;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Whether a source's leads are called by the campaign or call in themselves. */
public enum SourceType {
    OUTBOUND, INBOUND;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<SourceType> fromWireName(String name) {
        return Arrays.stream(values()).filter(t -> t.wireName().equals(name)).findFirst();
    }
}
