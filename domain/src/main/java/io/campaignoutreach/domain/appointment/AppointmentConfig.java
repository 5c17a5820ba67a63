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
 * links to an appointment configuration, so the two concepts do not depend on each other. Built
 * through {@link #builder}: all but its id, organization and name are optional.
 */
public final class AppointmentConfig {

    private final AppointmentConfigId id;
    private final OrganizationId clientId;
    private final RoutingConfigId routingConfigId;
    private final UUID transferConfigId;
    private final UUID flowWorkflowId;
    private final UUID createdBy;
    private final UUID updatedBy;
    private final Instant createdAt;
    private final Instant updatedAt;
    private final String name;
    private final String description;
    private final Integer concurrentLimit;
    private final Integer appointmentLength;
    private final Integer appointmentSpacing;
    private final Integer maxOptions;
    private final Integer minHours;
    private final LocalDate minDate;
    private final LocalDate maxDate;
    private final String preferredMode;
    private final String appointmentMode;
    private final boolean showCallerIdOnBookingPage;
    private final String assignmentMode;
    private final List<ReminderWorkflow> workflows;
    private final List<BookingHours> bookingHours;

    private AppointmentConfig(Builder b) {
        this.id = Objects.requireNonNull(b.id, "id");
        this.clientId = Objects.requireNonNull(b.clientId, "clientId");
        this.routingConfigId = b.routingConfigId;
        this.transferConfigId = b.transferConfigId;
        this.flowWorkflowId = b.flowWorkflowId;
        this.createdBy = b.createdBy;
        this.updatedBy = b.updatedBy;
        this.createdAt = b.createdAt;
        this.updatedAt = b.updatedAt;
        this.name = Objects.requireNonNull(b.name, "name");
        this.description = b.description;
        this.concurrentLimit = b.concurrentLimit;
        this.appointmentLength = b.appointmentLength;
        this.appointmentSpacing = b.appointmentSpacing;
        this.maxOptions = b.maxOptions;
        this.minHours = b.minHours;
        this.minDate = b.minDate;
        this.maxDate = b.maxDate;
        this.preferredMode = b.preferredMode;
        this.appointmentMode = b.appointmentMode;
        this.showCallerIdOnBookingPage = b.showCallerIdOnBookingPage;
        this.assignmentMode = b.assignmentMode;
        this.workflows = List.copyOf(b.workflows);
        this.bookingHours = List.copyOf(b.bookingHours);
        if (minDate != null && maxDate != null && maxDate.isBefore(minDate)) {
            throw new IllegalArgumentException("maxDate must not be before minDate");
        }
    }

    /**
     * An appointment configuration with its identity and name; the rest is set on the builder,
     * which then creates a new one or builds one as a store or reader found it.
     */
    public static Builder builder(AppointmentConfigId id, OrganizationId clientId, String name) {
        return new Builder(id, clientId, name);
    }

    public AppointmentConfigId id() { return id; }
    public OrganizationId clientId() { return clientId; }
    public RoutingConfigId routingConfigId() { return routingConfigId; }
    public UUID transferConfigId() { return transferConfigId; }
    public UUID flowWorkflowId() { return flowWorkflowId; }
    public UUID createdBy() { return createdBy; }
    public UUID updatedBy() { return updatedBy; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public String name() { return name; }
    public String description() { return description; }
    public Integer concurrentLimit() { return concurrentLimit; }
    public Integer appointmentLength() { return appointmentLength; }
    public Integer appointmentSpacing() { return appointmentSpacing; }
    public Integer maxOptions() { return maxOptions; }
    public Integer minHours() { return minHours; }
    public LocalDate minDate() { return minDate; }
    public LocalDate maxDate() { return maxDate; }
    public String preferredMode() { return preferredMode; }
    public String appointmentMode() { return appointmentMode; }
    public boolean showCallerIdOnBookingPage() { return showCallerIdOnBookingPage; }
    public String assignmentMode() { return assignmentMode; }
    public List<ReminderWorkflow> workflows() { return workflows; }
    public List<BookingHours> bookingHours() { return bookingHours; }

    @Override
    public boolean equals(Object o) {
        return o instanceof AppointmentConfig other && id.equals(other.id) && clientId.equals(other.clientId)
                && Objects.equals(routingConfigId, other.routingConfigId)
                && Objects.equals(transferConfigId, other.transferConfigId)
                && Objects.equals(flowWorkflowId, other.flowWorkflowId) && Objects.equals(createdBy, other.createdBy)
                && Objects.equals(updatedBy, other.updatedBy) && Objects.equals(createdAt, other.createdAt)
                && Objects.equals(updatedAt, other.updatedAt) && name.equals(other.name)
                && Objects.equals(description, other.description)
                && Objects.equals(concurrentLimit, other.concurrentLimit)
                && Objects.equals(appointmentLength, other.appointmentLength)
                && Objects.equals(appointmentSpacing, other.appointmentSpacing)
                && Objects.equals(maxOptions, other.maxOptions) && Objects.equals(minHours, other.minHours)
                && Objects.equals(minDate, other.minDate) && Objects.equals(maxDate, other.maxDate)
                && Objects.equals(preferredMode, other.preferredMode)
                && Objects.equals(appointmentMode, other.appointmentMode)
                && showCallerIdOnBookingPage == other.showCallerIdOnBookingPage
                && Objects.equals(assignmentMode, other.assignmentMode) && workflows.equals(other.workflows)
                && bookingHours.equals(other.bookingHours);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, clientId, routingConfigId, transferConfigId, flowWorkflowId, createdBy, updatedBy,
                createdAt, updatedAt, name, description, concurrentLimit, appointmentLength, appointmentSpacing,
                maxOptions, minHours, minDate, maxDate, preferredMode, appointmentMode, showCallerIdOnBookingPage,
                assignmentMode, workflows, bookingHours);
    }

    @Override
    public String toString() {
        return "AppointmentConfig[" + id + "]";
    }

    /** Collects an appointment configuration's optional members; lists not set are empty. */
    public static final class Builder {

        private final AppointmentConfigId id;
        private final OrganizationId clientId;
        private final String name;
        private RoutingConfigId routingConfigId;
        private UUID transferConfigId;
        private UUID flowWorkflowId;
        private UUID createdBy;
        private UUID updatedBy;
        private Instant createdAt;
        private Instant updatedAt;
        private String description;
        private Integer concurrentLimit;
        private Integer appointmentLength;
        private Integer appointmentSpacing;
        private Integer maxOptions;
        private Integer minHours;
        private LocalDate minDate;
        private LocalDate maxDate;
        private String preferredMode;
        private String appointmentMode;
        private boolean showCallerIdOnBookingPage;
        private String assignmentMode;
        private List<ReminderWorkflow> workflows = List.of();
        private List<BookingHours> bookingHours = List.of();

        private Builder(AppointmentConfigId id, OrganizationId clientId, String name) {
            this.id = id;
            this.clientId = clientId;
            this.name = name;
        }

        public Builder routingConfigId(RoutingConfigId routingConfigId) {
            this.routingConfigId = routingConfigId;
            return this;
        }

        public Builder transferConfigId(UUID transferConfigId) {
            this.transferConfigId = transferConfigId;
            return this;
        }

        public Builder flowWorkflowId(UUID flowWorkflowId) {
            this.flowWorkflowId = flowWorkflowId;
            return this;
        }

        public Builder createdBy(UUID createdBy) {
            this.createdBy = createdBy;
            return this;
        }

        public Builder updatedBy(UUID updatedBy) {
            this.updatedBy = updatedBy;
            return this;
        }

        public Builder createdAt(Instant createdAt) {
            this.createdAt = createdAt;
            return this;
        }

        public Builder updatedAt(Instant updatedAt) {
            this.updatedAt = updatedAt;
            return this;
        }

        public Builder description(String description) {
            this.description = description;
            return this;
        }

        public Builder concurrentLimit(Integer concurrentLimit) {
            this.concurrentLimit = concurrentLimit;
            return this;
        }

        public Builder appointmentLength(Integer appointmentLength) {
            this.appointmentLength = appointmentLength;
            return this;
        }

        public Builder appointmentSpacing(Integer appointmentSpacing) {
            this.appointmentSpacing = appointmentSpacing;
            return this;
        }

        public Builder maxOptions(Integer maxOptions) {
            this.maxOptions = maxOptions;
            return this;
        }

        public Builder minHours(Integer minHours) {
            this.minHours = minHours;
            return this;
        }

        public Builder minDate(LocalDate minDate) {
            this.minDate = minDate;
            return this;
        }

        public Builder maxDate(LocalDate maxDate) {
            this.maxDate = maxDate;
            return this;
        }

        public Builder preferredMode(String preferredMode) {
            this.preferredMode = preferredMode;
            return this;
        }

        public Builder appointmentMode(String appointmentMode) {
            this.appointmentMode = appointmentMode;
            return this;
        }

        public Builder showCallerIdOnBookingPage(boolean showCallerIdOnBookingPage) {
            this.showCallerIdOnBookingPage = showCallerIdOnBookingPage;
            return this;
        }

        public Builder assignmentMode(String assignmentMode) {
            this.assignmentMode = assignmentMode;
            return this;
        }

        public Builder workflows(List<ReminderWorkflow> workflows) {
            this.workflows = workflows;
            return this;
        }

        public Builder bookingHours(List<BookingHours> bookingHours) {
            this.bookingHours = bookingHours;
            return this;
        }

        /** A new configuration, created and last changed {@code now}. */
        public AppointmentConfig create(Instant now) {
            return createdAt(now).updatedAt(now).build();
        }

        /** The configuration as set here; for stores and readers, whose timestamps may be missing. */
        public AppointmentConfig build() {
            return new AppointmentConfig(this);
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
