package io.campaignoutreach.adapter.workspace.document;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

/** An appointment configuration as a workspace document gives it, with its reminders and booking hours. */
public record AppointmentConfigElement(UUID id, String name, String description, UUID routingConfigId,
                                       UUID transferConfigId, UUID flowWorkflowId, UUID createdBy, UUID updatedBy,
                                       Integer concurrentLimit, Integer appointmentLength,
                                       Integer appointmentSpacing, Integer maxOptions, Integer minHours,
                                       LocalDate minDate, LocalDate maxDate, String preferredMode,
                                       String appointmentMode, Boolean showCallerIdOnBookingPage,
                                       String assignmentMode, List<Reminder> workflows, List<Window> bookingHours,
                                       Instant createdAt)
        implements FileElement {

    /** A reminder workflow. */
    public record Reminder(String name, Boolean enabled, Trigger trigger, Condition condition, Action action) {
    }

    /** When a reminder fires. */
    public record Trigger(String anchor, Integer offsetMinutes) {
    }

    /** Which appointments a reminder is for. */
    public record Condition(String kind, List<String> statuses) {
    }

    /** What a reminder sends. */
    public record Action(String type, String senderId, String template) {
    }

    /** A window of booking hours on some days of the week. */
    public record Window(Integer startHour, Integer startMinute, Integer endHour, Integer endMinute,
                         List<Integer> dayOfWeek) {
    }
}
