package io.campaignoutreach.domain.provider;

import java.util.Arrays;
import java.util.Optional;

/** What a provider account carries for an organization: its calls or its texts. */
public enum ProviderChannel {
    CALLS("calls"),
    TEXTS("texts");

    private final String wireName;

    ProviderChannel(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static Optional<ProviderChannel> fromWireName(String name) {
        return Arrays.stream(values()).filter(channel -> channel.wireName.equals(name)).findFirst();
    }
}
