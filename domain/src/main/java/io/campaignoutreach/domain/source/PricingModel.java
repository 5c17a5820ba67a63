package io.campaignoutreach.domain.source;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** How a source's price is worked out. */
public enum PricingModel {
    FLAT_RATE, PERCENTAGE, DYNAMIC, STATIC, DURATION;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<PricingModel> fromWireName(String name) {
        return Arrays.stream(values()).filter(t -> t.wireName().equals(name)).findFirst();
    }
}
