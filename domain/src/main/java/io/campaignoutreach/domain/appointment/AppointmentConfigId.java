package io.campaignoutreach.domain.appointment;

import java.util.Objects;
import java.util.UUID;

/** Identifies an appointment configuration. */
public record AppointmentConfigId(UUID value) {

    public AppointmentConfigId {
        Objects.requireNonNull(value, "value");
    }

    public static AppointmentConfigId of(UUID value) {
        return new AppointmentConfigId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
