package io.campaignoutreach.domain.routing;

import java.util.Objects;
import java.util.UUID;

/** Identifies a routing configuration. */
public record RoutingConfigId(UUID value) {

    public RoutingConfigId {
        Objects.requireNonNull(value, "value");
    }

    public static RoutingConfigId of(UUID value) {
        return new RoutingConfigId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
