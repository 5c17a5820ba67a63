package io.campaignoutreach.domain.source;

import java.util.Arrays;
import java.util.Optional;

/** How a lead source is paid: per acquisition (sale) or per lead. */
public enum DealType {
    CPA, CPL;

    public String wireName() {
        return name();
    }

    public static Optional<DealType> fromWireName(String name) {
        return Arrays.stream(values()).filter(t -> t.wireName().equals(name)).findFirst();
    }
}
