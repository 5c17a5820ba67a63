package io.campaignoutreach.application.setup;

import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.transfer.TransferType;
import java.time.Instant;
import java.util.Objects;

/**
 * Command: how a campaign's calls are handed to a person; a cold transfer to a phone number
 * ({@link #direct}) or to the agents of a routing configuration ({@link #softphone}), optionally
 * booking an appointment with {@code appointmentConfigId} when nobody answers.
 */
public record NewTransferConfig(String name, TransferType type, String directPhoneNumber,
                                RoutingConfigId routingConfigId, AppointmentConfigId appointmentConfigId) {

    public NewTransferConfig {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
    }

    /** Transfers to one phone number. */
    public static NewTransferConfig direct(String name, String phoneNumber) {
        return new NewTransferConfig(name, TransferType.DIRECT, Objects.requireNonNull(phoneNumber, "phoneNumber"),
                null, null);
    }

    /** Rings the agents of a routing configuration. */
    public static NewTransferConfig softphone(String name, RoutingConfigId routingConfigId) {
        return new NewTransferConfig(name, TransferType.SOFTPHONE, null,
                Objects.requireNonNull(routingConfigId, "routingConfigId"), null);
    }

    /** The same, booking an appointment of this configuration when nobody takes the call. */
    public NewTransferConfig bookingWith(AppointmentConfigId appointments) {
        return new NewTransferConfig(name, type, directPhoneNumber, routingConfigId, appointments);
    }

    TransferConfig toTransferConfig(TransferConfigId id, OrganizationId organizationId, Instant now) {
        boolean booking = appointmentConfigId != null;
        return TransferConfig.builder(id, organizationId, name, type).routingConfigId(routingConfigId)
                .appointmentConfigId(appointmentConfigId).directPhoneNumber(directPhoneNumber)
                .softphoneFallbackType(booking ? "appointment_booking" : null).appointmentBookingEnabled(booking)
                .create(now);
    }
}
