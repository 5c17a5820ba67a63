package io.campaignoutreach.domain.messaging;

import java.util.Objects;
import java.util.UUID;

/** Identifies one text, sent or received; its string form is the key the carrier echoes back. */
public record MessageId(UUID value) {

    public MessageId {
        Objects.requireNonNull(value, "value");
    }

    public static MessageId of(UUID value) {
        return new MessageId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
