package io.campaignoutreach.adapter.http.configuration;

import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.application.configuration.ConfigDraft;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * The body of POST /v2/appointment-configs and PUT /v2/appointment-configs/{id}: a workspace document's
 * appointment configuration. Lengths and spacing are minutes, {@code minHours} hours, days of the week 0 (Sunday)
 * to 6.
 */
record AppointmentConfigRequest(
        @NotNull @CodePointLength(min = 1, max = ConfigText.NAME) String name,
        @Nullable @CodePointLength(max = ConfigText.LONG_TEXT) String description,
        @Nullable UUID routingConfigId,
        @Nullable UUID transferConfigId,
        @Nullable UUID flowWorkflowId,
        @Nullable @Min(0) @Max(MAX_COUNT) Integer concurrentLimit,
        @Nullable @Min(1) @Max(MAX_MINUTES) Integer appointmentLength,
        @Nullable @Min(0) @Max(MAX_MINUTES) Integer appointmentSpacing,
        @Nullable @Min(0) @Max(MAX_COUNT) Integer maxOptions,
        @Nullable @Min(0) @Max(MAX_HOURS) Integer minHours,
        @Nullable LocalDate minDate,
        @Nullable LocalDate maxDate,
        @Nullable @CodePointLength(max = ConfigText.NAME) String preferredMode,
        @Nullable @CodePointLength(max = ConfigText.NAME) String appointmentMode,
        @Nullable Boolean showCallerIdOnBookingPage,
        @Nullable @CodePointLength(max = ConfigText.NAME) String assignmentMode,
        @Nullable @Size(max = ConfigText.LIST) List<@NotNull @Valid Reminder> workflows,
        @Nullable @Size(max = ConfigText.LIST) List<@NotNull @Valid Window> bookingHours) {

    static final int MAX_COUNT = 1_000_000;
    /** A day in minutes, a year in hours: no appointment is longer, none is booked further ahead. */
    static final int MAX_MINUTES = 1_440;
    static final int MAX_HOURS = 8_760;

    record Reminder(@NotNull @CodePointLength(min = 1, max = ConfigText.NAME) String name,
                    @Nullable Boolean enabled,
                    @NotNull @Valid Trigger trigger,
                    @Nullable @Valid Condition condition,
                    @Nullable @Valid Action action) {

        AppointmentConfig.ReminderWorkflow toDomain(UUID id) {
            return new AppointmentConfig.ReminderWorkflow(id, name, ConfigText.orYes(enabled),
                    new AppointmentConfig.Trigger(trigger.anchor(),
                            trigger.offsetMinutes() == null ? 0 : trigger.offsetMinutes()),
                    condition == null ? null : new AppointmentConfig.Condition(condition.kind(),
                            ConfigText.listed(condition.statuses())),
                    action == null ? null : new AppointmentConfig.Action(action.type(), action.senderId(),
                            action.template()));
        }
    }

    record Trigger(@NotNull @CodePointLength(min = 1, max = ConfigText.NAME) String anchor,
                   @Nullable @Min(-MAX_HOURS * 60) @Max(MAX_HOURS * 60) Integer offsetMinutes) {
    }

    record Condition(@Nullable @CodePointLength(max = ConfigText.NAME) String kind,
                     @Nullable @Size(max = ConfigText.LIST)
                     List<@NotNull @CodePointLength(max = ConfigText.NAME) String> statuses) {
    }

    record Action(@Nullable @CodePointLength(max = ConfigText.NAME) String type,
                  @Nullable @CodePointLength(max = ConfigText.NAME) String senderId,
                  @Nullable @CodePointLength(max = ConfigText.TEXT) String template) {
    }

    record Window(@NotNull @Min(0) @Max(23) Integer startHour,
                  @NotNull @Min(0) @Max(59) Integer startMinute,
                  @NotNull @Min(0) @Max(24) Integer endHour,
                  @NotNull @Min(0) @Max(59) Integer endMinute,
                  @Nullable @Size(max = 7) List<@NotNull @Min(0) @Max(6) Integer> dayOfWeek) {

        AppointmentConfig.BookingHours toDomain() {
            return new AppointmentConfig.BookingHours(startHour, startMinute, endHour, endMinute,
                    ConfigText.listed(dayOfWeek));
        }
    }

    /** The configuration this body describes; a {@code maxDate} before its {@code minDate} is reported. */
    ConfigDraft<AppointmentConfig> draft(Violations violations) {
        if (minDate != null && maxDate != null && maxDate.isBefore(minDate)) {
            violations.add(Violation.of(List.of("maxDate"), ViolationCode.CUSTOM, "must not be before minDate"));
        }
        return stamp -> AppointmentConfig.builder(AppointmentConfigId.of(stamp.id()), stamp.organizationId(), name)
                .routingConfigId(routingConfigId == null ? null : RoutingConfigId.of(routingConfigId))
                .transferConfigId(transferConfigId).flowWorkflowId(flowWorkflowId).description(description)
                .concurrentLimit(concurrentLimit).appointmentLength(appointmentLength)
                .appointmentSpacing(appointmentSpacing).maxOptions(maxOptions).minHours(minHours).minDate(minDate)
                .maxDate(maxDate).preferredMode(preferredMode).appointmentMode(appointmentMode)
                .showCallerIdOnBookingPage(ConfigText.yes(showCallerIdOnBookingPage)).assignmentMode(assignmentMode)
                .workflows(ConfigText.listed(workflows).stream().map(reminder -> reminder.toDomain(stamp.ids().newId()))
                        .toList())
                .bookingHours(ConfigText.listed(bookingHours).stream().map(Window::toDomain).toList())
                .createdAt(stamp.createdAt()).updatedAt(stamp.now()).build();
    }
}
