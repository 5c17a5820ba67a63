package io.campaignoutreach.adapter.http.routing;

import io.campaignoutreach.application.campaign.AppointmentConfigView;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/** The spec's Appointment config, with its usage by campaigns and transfer configurations. */
public record AppointmentConfigResponse(String id, String clientId, String routingConfigId, String transferConfigId,
                                        String flowWorkflowId, String createdBy, String updatedBy, Instant createdAt,
                                        Instant updatedAt, String name, String description, Integer concurrentLimit,
                                        Integer appointmentLength, Integer appointmentSpacing, Integer maxOptions,
                                        Integer minHours, LocalDate minDate, LocalDate maxDate, String preferredMode,
                                        String appointmentMode, boolean showCallerIdOnBookingPage,
                                        String assignmentMode, List<Workflow> workflows,
                                        List<BookingHours> bookingHours, long assignedCampaignCount,
                                        long assignedTransferConfigCount,
                                        List<TransferConfigResponse.CampaignRef> usedByCampaigns,
                                        List<TransferRef> usedByTransferConfigs, boolean usedByReceptionist) {

    public static AppointmentConfigResponse from(AppointmentConfigView view) {
        AppointmentConfig a = view.config();
        return new AppointmentConfigResponse(a.id().toString(), a.clientId().toString(),
                a.routingConfigId() == null ? null : a.routingConfigId().toString(),
                RoutingConfigResponse.text(a.transferConfigId()), RoutingConfigResponse.text(a.flowWorkflowId()),
                RoutingConfigResponse.text(a.createdBy()), RoutingConfigResponse.text(a.updatedBy()), a.createdAt(),
                a.updatedAt(), a.name(), a.description(), a.concurrentLimit(), a.appointmentLength(),
                a.appointmentSpacing(), a.maxOptions(), a.minHours(), a.minDate(), a.maxDate(), a.preferredMode(),
                a.appointmentMode(), a.showCallerIdOnBookingPage(), a.assignmentMode(),
                a.workflows().stream().map(Workflow::from).toList(),
                a.bookingHours().stream().map(h -> new BookingHours(h.startHour(), h.startMinute(), h.endHour(),
                        h.endMinute(), h.dayOfWeek())).toList(),
                view.usage().assignedCampaignCount(), view.usedByTransferConfigs().size(),
                TransferConfigResponse.CampaignRef.all(view.usage().usedByCampaigns()),
                view.usedByTransferConfigs().stream().map(t -> new TransferRef(t.id().toString(), t.name())).toList(),
                view.usage().usedByReceptionist());
    }

    record Workflow(String id, String name, boolean enabled, Trigger trigger, Condition condition, Action action) {

        static Workflow from(AppointmentConfig.ReminderWorkflow w) {
            return new Workflow(RoutingConfigResponse.text(w.id()), w.name(), w.enabled(),
                    w.trigger() == null ? null : new Trigger(w.trigger().anchor(), w.trigger().offsetMinutes()),
                    w.condition() == null ? null : new Condition(w.condition().kind(), w.condition().statuses()),
                    w.action() == null ? null : new Action(w.action().type(), w.action().senderId(),
                            w.action().template()));
        }
    }

    record Trigger(String anchor, int offsetMinutes) {
    }

    record Condition(String kind, List<String> statuses) {
    }

    record Action(String type, String senderId, String template) {
    }

    record BookingHours(int startHour, int startMinute, int endHour, int endMinute, List<Integer> dayOfWeek) {
    }

    record TransferRef(String id, String name) {
    }
}
