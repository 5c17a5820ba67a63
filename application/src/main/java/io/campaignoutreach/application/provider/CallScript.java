package io.campaignoutreach.application.provider;

import io.campaignoutreach.domain.customer.PhoneNumber;
import java.util.Objects;
import java.util.Optional;

/** What an answered call does: words to say, then the number to connect to; with neither, the call hangs up. */
public record CallScript(Optional<String> say, Optional<PhoneNumber> connectTo) {

    public CallScript {
        Objects.requireNonNull(say, "say");
        Objects.requireNonNull(connectTo, "connectTo");
    }

    public static final CallScript HANG_UP = new CallScript(Optional.empty(), Optional.empty());
}
