package io.campaignoutreach.application.setup;

import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Command: phone appointments of {@code lengthMinutes} with the agents of a routing
 * configuration, offered on weekdays 9:00 to 17:00 in the customer's time zone, at least a day
 * ahead, three options at a time, one booking per slot.
 */
public record NewAppointmentConfig(String name, RoutingConfigId routingConfigId, int lengthMinutes) {

    public NewAppointmentConfig {
        Objects.requireNonNull(name, "name");
        if (lengthMinutes < 5 || lengthMinutes > 480) {
            throw new IllegalArgumentException("lengthMinutes must be 5 to 480");
        }
    }

    AppointmentConfig toAppointmentConfig(AppointmentConfigId id, OrganizationId organizationId, Instant now) {
        return AppointmentConfig.builder(id, organizationId, name).routingConfigId(routingConfigId)
                .concurrentLimit(1).appointmentLength(lengthMinutes).appointmentSpacing(15).maxOptions(3).minHours(24)
                .preferredMode("timezone").appointmentMode("phone_call").assignmentMode("customer_agent")
                .bookingHours(List.of(new AppointmentConfig.BookingHours(9, 0, 17, 0, List.of(1, 2, 3, 4, 5))))
                .create(now);
    }
}
