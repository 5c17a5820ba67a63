package io.campaignoutreach.domain.appointment;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * How appointments are offered and booked. Lengths and spacing are in minutes, {@code minHours}
 * in hours, and {@code dayOfWeek} counts 0 (Sunday) to 6 (Saturday) (D19). Its
 * {@code transferConfigId} is a plain reference: the transfer configuration is the side that
 * links to an appointment configuration, so the two concepts do not depend on each other.
 */
public record AppointmentConfig(
        AppointmentConfigId id,
        OrganizationId clientId,
        RoutingConfigId routingConfigId,
        UUID transferConfigId,
        UUID flowWorkflowId,
        UUID createdBy,
        UUID updatedBy,
        Instant createdAt,
        Instant updatedAt,
        String name,
        String description,
        Integer concurrentLimit,
        Integer appointmentLength,
        Integer appointmentSpacing,
        Integer maxOptions,
        Integer minHours,
        LocalDate minDate,
        LocalDate maxDate,
        String preferredMode,
        String appointmentMode,
        boolean showCallerIdOnBookingPage,
        String assignmentMode,
        List<ReminderWorkflow> workflows,
        List<BookingHours> bookingHours) {

    public AppointmentConfig {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(clientId, "clientId");
        Objects.requireNonNull(name, "name");
        workflows = List.copyOf(workflows);
        bookingHours = List.copyOf(bookingHours);
        if (minDate != null && maxDate != null && maxDate.isBefore(minDate)) {
            throw new IllegalArgumentException("maxDate must not be before minDate");
        }
    }

    /** A message sent around an appointment, e.g. an SMS 60 minutes before it starts. */
    public record ReminderWorkflow(UUID id, String name, boolean enabled, Trigger trigger, Condition condition,
                                   Action action) {
    }

    /** When a reminder fires, relative to an anchor such as {@code event_starts}. */
    public record Trigger(String anchor, int offsetMinutes) {
    }

    /** Which appointments a reminder applies to. */
    public record Condition(String kind, List<String> statuses) {
        public Condition {
            statuses = List.copyOf(statuses);
        }
    }

    /** What a reminder does. */
    public record Action(String type, String senderId, String template) {
    }

    /** A window in which appointments may be booked, on the given days (0 Sunday to 6 Saturday). */
    public record BookingHours(int startHour, int startMinute, int endHour, int endMinute, List<Integer> dayOfWeek) {
        public BookingHours {
            dayOfWeek = List.copyOf(dayOfWeek);
            if (startHour < 0 || startHour > 23 || endHour < 0 || endHour > 24
                    || startMinute < 0 || startMinute > 59 || endMinute < 0 || endMinute > 59) {
                throw new IllegalArgumentException("booking hours must be a time of day");
            }
            if (dayOfWeek.stream().anyMatch(d -> d < 0 || d > 6)) {
                throw new IllegalArgumentException("dayOfWeek runs 0 (Sunday) to 6 (Saturday)");
            }
        }
    }
}
