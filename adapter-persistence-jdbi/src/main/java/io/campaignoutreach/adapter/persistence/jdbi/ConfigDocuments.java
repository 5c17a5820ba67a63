package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The stored form of transfer, routing and appointment configurations: records of the adapter's
 * own, with the member names the rows already hold (pinned by {@code StoredDocumentsTest}), so
 * that renaming a domain type or member cannot change what is stored, nor stop rows from reading.
 */
final class ConfigDocuments {

    private ConfigDocuments() {
    }

    record Transfer(UUID id, UUID clientId, UUID routingConfigId, UUID appointmentConfigId, UUID callFormId,
                    Instant createdAt, Instant updatedAt, String name, String description, String type,
                    boolean warmTransfer, String directPhoneNumber, String sipUri, String sipHeaders,
                    String warmSummaryPrompt, String warmMode, String softphoneFallbackType,
                    String softphoneHandoffStrategy, String softphoneFallbackPhoneNumber,
                    boolean appointmentBookingEnabled, Dynamic dynamicOptions, AgentFirst agentFirstFallbackConfig,
                    List<String> transferWaitingMessages, String screenBehavior, List<String> compatibilityWarnings) {

        static Transfer from(TransferConfig c) {
            return new Transfer(c.id().value(), c.clientId().value(),
                    c.routingConfigId() == null ? null : c.routingConfigId().value(),
                    c.appointmentConfigId() == null ? null : c.appointmentConfigId().value(), c.callFormId(),
                    c.createdAt(), c.updatedAt(), c.name(), c.description(), StoredNames.TRANSFER_TYPE.of(c.type()),
                    c.warmTransfer(), c.directPhoneNumber(), c.sipUri(), c.sipHeaders(), c.warmSummaryPrompt(),
                    c.warmMode(), c.softphoneFallbackType(), c.softphoneHandoffStrategy(),
                    c.softphoneFallbackPhoneNumber(), c.appointmentBookingEnabled(), Dynamic.from(c.dynamicOptions()),
                    AgentFirst.from(c.agentFirstFallbackConfig()), c.transferWaitingMessages(), c.screenBehavior(),
                    c.compatibilityWarnings());
        }

        TransferConfig toDomain() {
            return TransferConfig.builder(TransferConfigId.of(id), OrganizationId.of(clientId), name,
                            StoredNames.TRANSFER_TYPE.parse(type))
                    .routingConfigId(routingConfigId == null ? null : RoutingConfigId.of(routingConfigId))
                    .appointmentConfigId(appointmentConfigId == null ? null
                            : AppointmentConfigId.of(appointmentConfigId))
                    .callFormId(callFormId).createdAt(createdAt).updatedAt(updatedAt).description(description)
                    .warmTransfer(warmTransfer).directPhoneNumber(directPhoneNumber).sipUri(sipUri)
                    .sipHeaders(sipHeaders).warmSummaryPrompt(warmSummaryPrompt).warmMode(warmMode)
                    .softphoneFallbackType(softphoneFallbackType).softphoneHandoffStrategy(softphoneHandoffStrategy)
                    .softphoneFallbackPhoneNumber(softphoneFallbackPhoneNumber)
                    .appointmentBookingEnabled(appointmentBookingEnabled)
                    .dynamicOptions(dynamicOptions == null ? null : dynamicOptions.toDomain())
                    .agentFirstFallbackConfig(agentFirstFallbackConfig == null ? null
                            : agentFirstFallbackConfig.toDomain())
                    .transferWaitingMessages(orEmpty(transferWaitingMessages)).screenBehavior(screenBehavior)
                    .compatibilityWarnings(orEmpty(compatibilityWarnings)).build();
        }
    }

    record Dynamic(String pingUrl, String method, Integer timeout, Map<String, String> headers,
                   Map<String, Object> body, String transferNumberField, String transferNumber,
                   List<Condition> successConditions) {

        static Dynamic from(TransferConfig.DynamicOptions d) {
            return d == null ? null : new Dynamic(d.pingUrl(), d.method(), d.timeout(), d.headers(), d.body(),
                    d.transferNumberField(), d.transferNumber(), d.successConditions().stream()
                    .map(c -> new Condition(c.field(), c.operator(), c.value())).toList());
        }

        TransferConfig.DynamicOptions toDomain() {
            return new TransferConfig.DynamicOptions(pingUrl, method, timeout, headers == null ? Map.of() : headers,
                    body == null ? Map.of() : body, transferNumberField, transferNumber,
                    orEmpty(successConditions).stream()
                            .map(c -> new TransferConfig.SuccessCondition(c.field(), c.operator(), c.value()))
                            .toList());
        }
    }

    record Condition(String field, String operator, String value) {
    }

    record AgentFirst(Callback callback, String primaryVoicemailGreeting, String afterHoursVoicemailGreeting) {

        static AgentFirst from(TransferConfig.AgentFirstFallbackConfig a) {
            TransferConfig.CallbackOffer c = a == null ? null : a.callback();
            return a == null ? null : new AgentFirst(c == null ? null : new Callback(c.offerEnabled(),
                    c.abandonOfferEnabled(), c.expiryMinutes(), c.maxAttempts(), c.retryDelayMinutes(),
                    c.closeBufferMinutes(), c.offerMessage(), c.confirmMessage()), a.primaryVoicemailGreeting(),
                    a.afterHoursVoicemailGreeting());
        }

        TransferConfig.AgentFirstFallbackConfig toDomain() {
            return new TransferConfig.AgentFirstFallbackConfig(callback == null ? null
                    : new TransferConfig.CallbackOffer(callback.offerEnabled(), callback.abandonOfferEnabled(),
                    callback.expiryMinutes(), callback.maxAttempts(), callback.retryDelayMinutes(),
                    callback.closeBufferMinutes(), callback.offerMessage(), callback.confirmMessage()),
                    primaryVoicemailGreeting, afterHoursVoicemailGreeting);
        }
    }

    record Callback(boolean offerEnabled, boolean abandonOfferEnabled, Integer expiryMinutes, Integer maxAttempts,
                    Integer retryDelayMinutes, Integer closeBufferMinutes, String offerMessage,
                    String confirmMessage) {
    }

    record Routing(UUID id, UUID clientId, Instant createdAt, Instant updatedAt, String name, String description,
                   String routingType, String fallbackBehavior, String fallbackNumber, Integer maxRingPerAgent,
                   Integer maxWaitTime, Integer customerAgentPriority, Integer previousSoftphoneAgentPriority,
                   boolean tryCustomerAgentFirst, boolean tryPreviousSoftphoneAgentFirst, boolean stateBasedRouting,
                   String stateRoutingFallback, List<Agent> agents, List<Group> groups) {

        static Routing from(RoutingConfig r) {
            return new Routing(r.id().value(), r.clientId().value(), r.createdAt(), r.updatedAt(), r.name(),
                    r.description(), r.routingType(), r.fallbackBehavior(), r.fallbackNumber(), r.maxRingPerAgent(),
                    r.maxWaitTime(), r.customerAgentPriority(), r.previousSoftphoneAgentPriority(),
                    r.tryCustomerAgentFirst(), r.tryPreviousSoftphoneAgentFirst(), r.stateBasedRouting(),
                    r.stateRoutingFallback(), r.agents().stream().map(Agent::from).toList(),
                    r.groups().stream().map(Group::from).toList());
        }

        RoutingConfig toDomain() {
            return RoutingConfig.builder(RoutingConfigId.of(id), OrganizationId.of(clientId), name)
                    .createdAt(createdAt).updatedAt(updatedAt).description(description).routingType(routingType)
                    .fallbackBehavior(fallbackBehavior).fallbackNumber(fallbackNumber).maxRingPerAgent(maxRingPerAgent)
                    .maxWaitTime(maxWaitTime).customerAgentPriority(customerAgentPriority)
                    .previousSoftphoneAgentPriority(previousSoftphoneAgentPriority)
                    .tryCustomerAgentFirst(tryCustomerAgentFirst)
                    .tryPreviousSoftphoneAgentFirst(tryPreviousSoftphoneAgentFirst).stateBasedRouting(stateBasedRouting)
                    .stateRoutingFallback(stateRoutingFallback)
                    .agents(orEmpty(agents).stream().map(Agent::toDomain).toList())
                    .groups(orEmpty(groups).stream().map(Group::toDomain).toList()).build();
        }
    }

    record Agent(UUID id, UUID routingConfigId, UUID memberId, UUID groupId, Instant createdAt, Instant updatedAt,
                 Instant lastCallAt, Integer priority, Integer weight, boolean isActive, String skills,
                 Member member) {

        static Agent from(RoutingConfig.Agent a) {
            return new Agent(a.id(), a.routingConfigId(), a.memberId(), a.groupId(), a.createdAt(), a.updatedAt(),
                    a.lastCallAt(), a.priority(), a.weight(), a.isActive(), a.skills(), Member.from(a.member()));
        }

        RoutingConfig.Agent toDomain() {
            return new RoutingConfig.Agent(id, routingConfigId, memberId, groupId, createdAt, updatedAt, lastCallAt,
                    priority, weight, isActive, skills, member == null ? null : member.toDomain());
        }
    }

    record Group(UUID id, UUID routingConfigId, Instant createdAt, Instant updatedAt, String name,
                 String description, String routingType, Integer priority, boolean isActive, List<Agent> agents) {

        static Group from(RoutingConfig.Group g) {
            return new Group(g.id(), g.routingConfigId(), g.createdAt(), g.updatedAt(), g.name(), g.description(),
                    g.routingType(), g.priority(), g.isActive(), g.agents().stream().map(Agent::from).toList());
        }

        RoutingConfig.Group toDomain() {
            return new RoutingConfig.Group(id, routingConfigId, createdAt, updatedAt, name, description, routingType,
                    priority, isActive, orEmpty(agents).stream().map(Agent::toDomain).toList());
        }
    }

    record Member(UUID id, UUID clientId, UUID userId, Instant createdAt, String role, Instant removedAt,
                  UUID removedByUserId, UUID replacementMemberId, String removedReason, String filterData,
                  User user) {

        static Member from(RoutingConfig.Member m) {
            return m == null ? null : new Member(m.id(), m.clientId(), m.userId(), m.createdAt(), m.role(),
                    m.removedAt(), m.removedByUserId(), m.replacementMemberId(), m.removedReason(), m.filterData(),
                    m.user() == null ? null : new User(m.user().id(), m.user().name(), m.user().email()));
        }

        RoutingConfig.Member toDomain() {
            return new RoutingConfig.Member(id, clientId, userId, createdAt, role, removedAt, removedByUserId,
                    replacementMemberId, removedReason, filterData,
                    user == null ? null : new RoutingConfig.User(user.id(), user.name(), user.email()));
        }
    }

    record User(UUID id, String name, String email) {
    }

    record Appointment(UUID id, UUID clientId, UUID routingConfigId, UUID transferConfigId, UUID flowWorkflowId,
                       UUID createdBy, UUID updatedBy, Instant createdAt, Instant updatedAt, String name,
                       String description, Integer concurrentLimit, Integer appointmentLength,
                       Integer appointmentSpacing, Integer maxOptions, Integer minHours, LocalDate minDate,
                       LocalDate maxDate, String preferredMode, String appointmentMode,
                       boolean showCallerIdOnBookingPage, String assignmentMode, List<Workflow> workflows,
                       List<Hours> bookingHours) {

        static Appointment from(AppointmentConfig a) {
            return new Appointment(a.id().value(), a.clientId().value(),
                    a.routingConfigId() == null ? null : a.routingConfigId().value(), a.transferConfigId(),
                    a.flowWorkflowId(), a.createdBy(), a.updatedBy(), a.createdAt(), a.updatedAt(), a.name(),
                    a.description(), a.concurrentLimit(), a.appointmentLength(), a.appointmentSpacing(),
                    a.maxOptions(), a.minHours(), a.minDate(), a.maxDate(), a.preferredMode(), a.appointmentMode(),
                    a.showCallerIdOnBookingPage(), a.assignmentMode(),
                    a.workflows().stream().map(Workflow::from).toList(),
                    a.bookingHours().stream().map(h -> new Hours(h.startHour(), h.startMinute(), h.endHour(),
                            h.endMinute(), h.dayOfWeek())).toList());
        }

        AppointmentConfig toDomain() {
            return AppointmentConfig.builder(AppointmentConfigId.of(id), OrganizationId.of(clientId), name)
                    .routingConfigId(routingConfigId == null ? null : RoutingConfigId.of(routingConfigId))
                    .transferConfigId(transferConfigId).flowWorkflowId(flowWorkflowId).createdBy(createdBy)
                    .updatedBy(updatedBy).createdAt(createdAt).updatedAt(updatedAt).description(description)
                    .concurrentLimit(concurrentLimit).appointmentLength(appointmentLength)
                    .appointmentSpacing(appointmentSpacing).maxOptions(maxOptions).minHours(minHours).minDate(minDate)
                    .maxDate(maxDate).preferredMode(preferredMode).appointmentMode(appointmentMode)
                    .showCallerIdOnBookingPage(showCallerIdOnBookingPage).assignmentMode(assignmentMode)
                    .workflows(orEmpty(workflows).stream().map(Workflow::toDomain).toList())
                    .bookingHours(orEmpty(bookingHours).stream().map(h -> new AppointmentConfig.BookingHours(
                            h.startHour(), h.startMinute(), h.endHour(), h.endMinute(), orEmpty(h.dayOfWeek())))
                            .toList())
                    .build();
        }
    }

    record Workflow(UUID id, String name, boolean enabled, Trigger trigger, WorkflowCondition condition,
                    Action action) {

        static Workflow from(AppointmentConfig.ReminderWorkflow w) {
            return new Workflow(w.id(), w.name(), w.enabled(),
                    w.trigger() == null ? null : new Trigger(w.trigger().anchor(), w.trigger().offsetMinutes()),
                    w.condition() == null ? null
                            : new WorkflowCondition(w.condition().kind(), w.condition().statuses()),
                    w.action() == null ? null
                            : new Action(w.action().type(), w.action().senderId(), w.action().template()));
        }

        AppointmentConfig.ReminderWorkflow toDomain() {
            return new AppointmentConfig.ReminderWorkflow(id, name, enabled,
                    trigger == null ? null : new AppointmentConfig.Trigger(trigger.anchor(), trigger.offsetMinutes()),
                    condition == null ? null
                            : new AppointmentConfig.Condition(condition.kind(), orEmpty(condition.statuses())),
                    action == null ? null
                            : new AppointmentConfig.Action(action.type(), action.senderId(), action.template()));
        }
    }

    record Trigger(String anchor, int offsetMinutes) {
    }

    record WorkflowCondition(String kind, List<String> statuses) {
    }

    record Action(String type, String senderId, String template) {
    }

    record Hours(int startHour, int startMinute, int endHour, int endMinute, List<Integer> dayOfWeek) {
    }

    private static <E> List<E> orEmpty(List<E> list) {
        return list == null ? List.of() : list;
    }
}
