package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.adapter.workspace.document.AppointmentConfigElement;
import io.campaignoutreach.adapter.workspace.document.RoutingConfigElement;
import io.campaignoutreach.adapter.workspace.document.TransferConfigElement;
import io.campaignoutreach.adapter.workspace.document.WorkflowElement;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfig.Action;
import io.campaignoutreach.domain.appointment.AppointmentConfig.BookingHours;
import io.campaignoutreach.domain.appointment.AppointmentConfig.Condition;
import io.campaignoutreach.domain.appointment.AppointmentConfig.ReminderWorkflow;
import io.campaignoutreach.domain.appointment.AppointmentConfig.Trigger;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfig.Agent;
import io.campaignoutreach.domain.routing.RoutingConfig.Group;
import io.campaignoutreach.domain.routing.RoutingConfig.Member;
import io.campaignoutreach.domain.routing.RoutingConfig.User;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfig.AgentFirstFallbackConfig;
import io.campaignoutreach.domain.transfer.TransferConfig.CallbackOffer;
import io.campaignoutreach.domain.transfer.TransferConfig.DynamicOptions;
import io.campaignoutreach.domain.transfer.TransferConfig.SuccessCondition;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferType;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** Turns a workspace document's configurations into the domain's: routing, appointment, transfer, workflows. */
final class ConfigurationElements {

    static final int MAX_TEXT = 255;

    private final ReadContext context;
    private final IdGenerator ids;

    ConfigurationElements(ReadContext context, IdGenerator ids) {
        this.context = context;
        this.ids = ids;
    }

    RoutingConfig routing(RoutingConfigElement element, Checks at, UUID id) {
        int before = context.problems().total();
        String name = at.nonBlank("name", element.name(), MAX_TEXT);
        String fallbackNumber = at.phone("fallbackNumber", element.fallbackNumber());
        Integer maxRingPerAgent = at.atLeast("maxRingPerAgent", element.maxRingPerAgent(), 0);
        Integer maxWaitTime = at.atLeast("maxWaitTime", element.maxWaitTime(), 0);
        Instant created = context.createdAt(element.createdAt());
        // Groups are named by an id of the file too, so that agents can say which group they ring in.
        Map<UUID, UUID> groupIds = new HashMap<>();
        Map<UUID, String> groupPaths = new HashMap<>();
        List<RoutingConfigElement.Group> groups = CustomerElements.listed(element.groups());
        for (int i = 0; i < groups.size(); i++) {
            Checks group = at.in("groups", i);
            UUID fileId = groups.get(i).id();
            group.nonBlank("name", groups.get(i).name(), MAX_TEXT);
            if (group.required("id", fileId, "a uuid naming the group within the file")
                    && groupPaths.putIfAbsent(fileId, group.path()) != null) {
                group.problem("id", "repeats the id of " + groupPaths.get(fileId));
            } else if (fileId != null) {
                groupIds.put(fileId, ids.newId());
            }
        }
        List<Agent> agents = new ArrayList<>();
        List<RoutingConfigElement.Agent> given = CustomerElements.listed(element.agents());
        for (int i = 0; i < given.size(); i++) {
            agents.add(agent(given.get(i), at.in("agents", i), id, groupIds, created));
        }
        return context.build(at.path(), before, () -> RoutingConfig.builder(RoutingConfigId.of(id),
                        context.organizationId(), name)
                .description(element.description())
                .routingType(element.routingType() == null ? "linear" : element.routingType())
                .fallbackBehavior(element.fallbackBehavior()).fallbackNumber(fallbackNumber)
                .maxRingPerAgent(maxRingPerAgent).maxWaitTime(maxWaitTime)
                .customerAgentPriority(element.customerAgentPriority())
                .previousSoftphoneAgentPriority(element.previousSoftphoneAgentPriority())
                .tryCustomerAgentFirst(yes(element.tryCustomerAgentFirst()))
                .tryPreviousSoftphoneAgentFirst(yes(element.tryPreviousSoftphoneAgentFirst()))
                .stateBasedRouting(yes(element.stateBasedRouting()))
                .stateRoutingFallback(element.stateRoutingFallback()).agents(agents)
                .groups(groups.stream().map(group -> group(group, groupIds.get(group.id()), id, agents, created))
                        .toList())
                .create(created));
    }

    private Agent agent(RoutingConfigElement.Agent agent, Checks at, UUID routingId, Map<UUID, UUID> groupIds,
                        Instant created) {
        String name = at.nonBlank("name", agent.name(), MAX_TEXT);
        String email = at.text("email", agent.email(), MAX_TEXT);
        UUID groupId = agent.groupId() == null ? null : groupIds.get(agent.groupId());
        if (agent.groupId() != null && groupId == null) {
            at.problem("groupId", "no group with id " + agent.groupId() + " in this routingConfig");
        }
        UUID user = agent.userId() == null ? ids.newId() : agent.userId();
        Member member = new Member(ids.newId(), context.organizationId().value(), user, created,
                agent.role() == null ? "agent" : agent.role(), null, null, null, null, null,
                new User(user, name, email));
        return new Agent(ids.newId(), routingId, member.id(), groupId, created, created, agent.lastCallAt(),
                agent.priority(), agent.weight(), orYes(agent.isActive()), agent.skills(), member);
    }

    private static Group group(RoutingConfigElement.Group group, UUID groupId, UUID routingId, List<Agent> agents,
                               Instant created) {
        return new Group(groupId, routingId, created, created, group.name(), group.description(), group.routingType(),
                group.priority(), orYes(group.isActive()),
                agents.stream().filter(agent -> groupId.equals(agent.groupId())).toList());
    }

    AppointmentConfig appointment(AppointmentConfigElement element, Checks at, UUID id) {
        int before = context.problems().total();
        String name = at.nonBlank("name", element.name(), MAX_TEXT);
        UUID routingConfigId = at.resolve("routingConfigId", element.routingConfigId(), ElementKind.ROUTING_CONFIGS);
        UUID transferConfigId = at.resolve("transferConfigId", element.transferConfigId(),
                ElementKind.TRANSFER_CONFIGS);
        UUID flowWorkflowId = at.resolve("flowWorkflowId", element.flowWorkflowId(), ElementKind.WORKFLOWS);
        Integer concurrentLimit = at.atLeast("concurrentLimit", element.concurrentLimit(), 0);
        Integer appointmentLength = at.atLeast("appointmentLength", element.appointmentLength(), 1);
        Integer appointmentSpacing = at.atLeast("appointmentSpacing", element.appointmentSpacing(), 0);
        Integer maxOptions = at.atLeast("maxOptions", element.maxOptions(), 0);
        Integer minHours = at.atLeast("minHours", element.minHours(), 0);
        if (element.minDate() != null && element.maxDate() != null && element.maxDate().isBefore(element.minDate())) {
            at.problem("maxDate", "must not be before minDate");
        }
        List<ReminderWorkflow> reminders = new ArrayList<>();
        List<AppointmentConfigElement.Reminder> given = CustomerElements.listed(element.workflows());
        for (int i = 0; i < given.size(); i++) {
            reminders.add(reminder(given.get(i), at.in("workflows", i)));
        }
        List<BookingHours> hours = new ArrayList<>();
        List<AppointmentConfigElement.Window> windows = CustomerElements.listed(element.bookingHours());
        for (int i = 0; i < windows.size(); i++) {
            Optional.ofNullable(window(windows.get(i), at.in("bookingHours", i))).ifPresent(hours::add);
        }
        return context.build(at.path(), before, () -> AppointmentConfig.builder(AppointmentConfigId.of(id),
                        context.organizationId(), name)
                .routingConfigId(routingConfigId == null ? null : RoutingConfigId.of(routingConfigId))
                .transferConfigId(transferConfigId).flowWorkflowId(flowWorkflowId).createdBy(element.createdBy())
                .updatedBy(element.updatedBy()).description(element.description()).concurrentLimit(concurrentLimit)
                .appointmentLength(appointmentLength).appointmentSpacing(appointmentSpacing).maxOptions(maxOptions)
                .minHours(minHours).minDate(element.minDate()).maxDate(element.maxDate())
                .preferredMode(element.preferredMode()).appointmentMode(element.appointmentMode())
                .showCallerIdOnBookingPage(yes(element.showCallerIdOnBookingPage()))
                .assignmentMode(element.assignmentMode()).workflows(reminders).bookingHours(hours)
                .create(context.createdAt(element.createdAt())));
    }

    private ReminderWorkflow reminder(AppointmentConfigElement.Reminder reminder, Checks at) {
        String name = at.nonBlank("name", reminder.name(), MAX_TEXT);
        AppointmentConfigElement.Trigger trigger = reminder.trigger();
        AppointmentConfigElement.Condition condition = reminder.condition();
        AppointmentConfigElement.Action action = reminder.action();
        if (at.required("trigger", trigger, null)) {
            at.in("trigger").nonBlank("anchor", trigger.anchor(), MAX_TEXT);
        }
        return new ReminderWorkflow(ids.newId(), name, orYes(reminder.enabled()),
                trigger == null ? null : new Trigger(trigger.anchor(),
                        trigger.offsetMinutes() == null ? 0 : trigger.offsetMinutes()),
                condition == null ? null : new Condition(condition.kind(), CustomerElements.listed(
                        condition.statuses())),
                action == null ? null : new Action(action.type(), action.senderId(), action.template()));
    }

    private BookingHours window(AppointmentConfigElement.Window window, Checks at) {
        int before = context.problems().total();
        Integer startHour = hour(at, "startHour", window.startHour(), 23);
        Integer startMinute = hour(at, "startMinute", window.startMinute(), 59);
        Integer endHour = hour(at, "endHour", window.endHour(), 24);
        Integer endMinute = hour(at, "endMinute", window.endMinute(), 59);
        List<Integer> days = CustomerElements.listed(window.dayOfWeek());
        at.each("dayOfWeek", days, 0, 6);
        return context.build(at.path(), before, () -> new BookingHours(startHour, startMinute, endHour, endMinute,
                days));
    }

    private static Integer hour(Checks at, String member, Integer value, int max) {
        return at.required(member, value, null) ? at.range(member, value, 0, max) : null;
    }

    TransferConfig transfer(TransferConfigElement element, Checks at, UUID id) {
        int before = context.problems().total();
        String name = at.nonBlank("name", element.name(), MAX_TEXT);
        at.required("type", element.type(), "one of " + DocumentValues.oneOf(TransferType.class));
        UUID routingConfigId = at.resolve("routingConfigId", element.routingConfigId(), ElementKind.ROUTING_CONFIGS);
        UUID appointmentConfigId = at.resolve("appointmentConfigId", element.appointmentConfigId(),
                ElementKind.APPOINTMENT_CONFIGS);
        String directPhoneNumber = at.phone("directPhoneNumber", element.directPhoneNumber());
        String softphoneFallback = at.phone("softphoneFallbackPhoneNumber", element.softphoneFallbackPhoneNumber());
        DynamicOptions dynamic = dynamicOptions(element.dynamicOptions(), at);
        AgentFirstFallbackConfig agentFirst = agentFirst(element.agentFirstFallbackConfig(), at);
        return context.build(at.path(), before, () -> TransferConfig.builder(TransferConfigId.of(id),
                        context.organizationId(), name, element.type())
                .routingConfigId(routingConfigId == null ? null : RoutingConfigId.of(routingConfigId))
                .appointmentConfigId(appointmentConfigId == null ? null : AppointmentConfigId.of(appointmentConfigId))
                .callFormId(element.callFormId()).description(element.description())
                .warmTransfer(yes(element.warmTransfer())).directPhoneNumber(directPhoneNumber)
                .sipUri(element.sipUri()).sipHeaders(element.sipHeaders())
                .warmSummaryPrompt(element.warmSummaryPrompt()).warmMode(element.warmMode())
                .softphoneFallbackType(element.softphoneFallbackType())
                .softphoneHandoffStrategy(element.softphoneHandoffStrategy())
                .softphoneFallbackPhoneNumber(softphoneFallback)
                .appointmentBookingEnabled(yes(element.appointmentBookingEnabled())).dynamicOptions(dynamic)
                .agentFirstFallbackConfig(agentFirst)
                .transferWaitingMessages(CustomerElements.listed(element.transferWaitingMessages()))
                .screenBehavior(element.screenBehavior()).create(context.createdAt(element.createdAt())));
    }

    private static DynamicOptions dynamicOptions(TransferConfigElement.DynamicOptions options, Checks element) {
        if (options == null) {
            return null;
        }
        return new DynamicOptions(options.pingUrl(), options.method(),
                element.in("dynamicOptions").atLeast("timeout", options.timeout(), 1),
                options.headers() == null ? new LinkedHashMap<>() : options.headers(),
                options.body() == null ? new LinkedHashMap<>() : options.body(), options.transferNumberField(),
                options.transferNumber(), CustomerElements.listed(options.successConditions()).stream()
                .map(c -> new SuccessCondition(c.field(), c.operator(), c.value())).toList());
    }

    private static AgentFirstFallbackConfig agentFirst(TransferConfigElement.AgentFirst config, Checks element) {
        if (config == null) {
            return null;
        }
        TransferConfigElement.Callback offer = config.callback();
        Checks at = element.in("agentFirstFallbackConfig").in("callback");
        return new AgentFirstFallbackConfig(offer == null ? null : new CallbackOffer(yes(offer.offerEnabled()),
                yes(offer.abandonOfferEnabled()), at.atLeast("expiryMinutes", offer.expiryMinutes(), 0),
                at.atLeast("maxAttempts", offer.maxAttempts(), 0),
                at.atLeast("retryDelayMinutes", offer.retryDelayMinutes(), 0),
                at.atLeast("closeBufferMinutes", offer.closeBufferMinutes(), 0), offer.offerMessage(),
                offer.confirmMessage()), config.primaryVoicemailGreeting(), config.afterHoursVoicemailGreeting());
    }

    Workflow workflow(WorkflowElement element, Checks at, UUID id) {
        int before = context.problems().total();
        String name = at.nonBlank("name", element.name(), MAX_TEXT);
        if (at.required("nodes", element.nodes(), "at least one node") && element.nodes().isEmpty()) {
            at.problem("nodes", "must hold at least one node");
        }
        Map<String, String> nodePaths = new LinkedHashMap<>();
        List<WorkflowNode> nodes = new ArrayList<>();
        List<WorkflowElement.Node> given = CustomerElements.listed(element.nodes());
        for (int i = 0; i < given.size(); i++) {
            Checks node = at.in("nodes", i);
            String nodeId = node.nonBlank("nodeId", given.get(i).nodeId(), MAX_TEXT);
            String nodeType = node.nonBlank("nodeType", given.get(i).nodeType(), MAX_TEXT);
            Step step = nodeType == null ? null : WorkflowSteps.read(given.get(i), node);
            if (nodeId != null && nodePaths.putIfAbsent(nodeId, node.path()) != null) {
                node.problem("nodeId", "repeats the nodeId of " + nodePaths.get(nodeId));
            } else if (nodeId != null && step != null) {
                nodes.add(new WorkflowNode(nodeId, nodeType, step));
            }
        }
        String entryNodeId = element.entryNodeId();
        if (entryNodeId != null && !nodePaths.containsKey(entryNodeId)) {
            at.problem("entryNodeId", "no node with nodeId \"" + entryNodeId + "\" in this workflow");
        }
        // A document written before workflows had versions holds the first.
        Integer version = at.atLeast("version", element.version(), 1);
        Instant created = context.createdAt(element.createdAt());
        return context.build(at.path(), before, () -> new Workflow(WorkflowId.of(id), context.organizationId(), name,
                nodes, entryNodeId == null ? nodes.get(0).nodeId() : entryNodeId, orYes(element.published()),
                version == null ? 1 : version, created, created));
    }

    /** A boolean that defaults to false. */
    static boolean yes(Boolean value) {
        return Boolean.TRUE.equals(value);
    }

    /** A boolean that defaults to true. */
    static boolean orYes(Boolean value) {
        return !Boolean.FALSE.equals(value);
    }
}
