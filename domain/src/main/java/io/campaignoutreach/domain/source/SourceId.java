package io.campaignoutreach.domain.source;

import java.util.Objects;
import java.util.UUID;

/** Identifies a lead source (not its client-facing {@code sourceId} text). */
public record SourceId(UUID value) {

    public SourceId {
        Objects.requireNonNull(value, "value");
    }

    public static SourceId of(UUID value) {
        return new SourceId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
