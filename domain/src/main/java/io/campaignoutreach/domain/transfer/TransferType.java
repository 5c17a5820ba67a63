package io.campaignoutreach.domain.transfer;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** How a call is handed over: to a fixed number, a number looked up at call time, a SIP URI, or a softphone. */
public enum TransferType {
    DIRECT, DYNAMIC, SIP, SOFTPHONE;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<TransferType> fromWireName(String name) {
        return Arrays.stream(values()).filter(t -> t.wireName().equals(name)).findFirst();
    }
}
