package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.appointment.AppointmentConfig.Action;
import io.campaignoutreach.domain.appointment.AppointmentConfig.BookingHours;
import io.campaignoutreach.domain.appointment.AppointmentConfig.Condition;
import io.campaignoutreach.domain.appointment.AppointmentConfig.ReminderWorkflow;
import io.campaignoutreach.domain.appointment.AppointmentConfig.Trigger;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.routing.RoutingConfig.Agent;
import io.campaignoutreach.domain.routing.RoutingConfig.Group;
import io.campaignoutreach.domain.routing.RoutingConfig.Member;
import io.campaignoutreach.domain.routing.RoutingConfig.User;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfig.AgentFirstFallbackConfig;
import io.campaignoutreach.domain.transfer.TransferConfig.CallbackOffer;
import io.campaignoutreach.domain.transfer.TransferConfig.DynamicOptions;
import io.campaignoutreach.domain.transfer.TransferConfig.SuccessCondition;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.transfer.TransferType;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** Reads the configuration elements of a workspace document: routing, appointment and transfer configurations, workflows. */
final class ConfigurationReader {

    static final int MAX_TEXT = 255;
    static final List<String> TRANSFER_TYPES = Arrays.stream(TransferType.values()).map(TransferType::wireName)
            .toList();

    private final ReadContext context;
    private final IdGenerator ids;

    ConfigurationReader(ReadContext context, IdGenerator ids) {
        this.context = context;
        this.ids = ids;
    }

    RoutingConfig routing(JsonMembers element, UUID id) {
        int before = context.problems().total();
        String name = element.requiredString("name", MAX_TEXT);
        String description = element.string("description");
        String routingType = element.string("routingType");
        String fallbackBehavior = element.string("fallbackBehavior");
        String fallbackNumber = context.phone(element, "fallbackNumber");
        Integer maxRingPerAgent = element.int32("maxRingPerAgent", 0, Integer.MAX_VALUE);
        Integer maxWaitTime = element.int32("maxWaitTime", 0, Integer.MAX_VALUE);
        Integer customerAgentPriority = element.int32("customerAgentPriority");
        Integer previousSoftphoneAgentPriority = element.int32("previousSoftphoneAgentPriority");
        boolean tryCustomerAgentFirst = element.bool("tryCustomerAgentFirst", false);
        boolean tryPreviousSoftphoneAgentFirst = element.bool("tryPreviousSoftphoneAgentFirst", false);
        boolean stateBasedRouting = element.bool("stateBasedRouting", false);
        String stateRoutingFallback = element.string("stateRoutingFallback");
        Instant created = context.createdAt(element);

        // Groups are named by an id of the file too, so that agents can say which group they ring in.
        Map<UUID, UUID> groupIds = new HashMap<>();
        Map<UUID, String> groupPaths = new HashMap<>();
        List<Object[]> groupParts = new ArrayList<>();
        for (JsonMembers group : element.objects("groups")) {
            UUID fileId = group.uuid("id");
            if (!group.has("id")) {
                group.problem("id", "is required (a uuid naming the group within the file)");
            } else if (fileId != null && groupPaths.putIfAbsent(fileId, group.path()) != null) {
                group.problem("id", "repeats the id of " + groupPaths.get(fileId));
            } else if (fileId != null) {
                groupIds.put(fileId, ids.newId());
            }
            groupParts.add(new Object[] {fileId == null ? null : groupIds.get(fileId),
                    group.requiredString("name", MAX_TEXT), group.string("description"), group.string("routingType"),
                    group.int32("priority"), group.bool("isActive", true)});
            group.finish();
        }
        List<Agent> agents = new ArrayList<>();
        for (JsonMembers agent : element.objects("agents")) {
            String agentName = agent.requiredString("name", MAX_TEXT);
            String email = agent.string("email", MAX_TEXT);
            UUID userId = agent.uuid("userId");
            String role = agent.string("role");
            UUID groupFileId = agent.uuid("groupId");
            UUID groupId = groupFileId == null ? null : groupIds.get(groupFileId);
            if (groupFileId != null && groupId == null) {
                agent.problem("groupId", "no group with id " + groupFileId + " in this routingConfig");
            }
            Integer priority = agent.int32("priority");
            Integer weight = agent.int32("weight");
            boolean isActive = agent.bool("isActive", true);
            String skills = agent.string("skills");
            Instant lastCallAt = agent.instant("lastCallAt");
            agent.finish();
            UUID user = userId == null ? ids.newId() : userId;
            Member member = new Member(ids.newId(), context.organizationId().value(), user, created,
                    role == null ? "agent" : role, null, null, null, null, null, new User(user, agentName, email));
            agents.add(new Agent(ids.newId(), id, member.id(), groupId, created, created, lastCallAt, priority, weight,
                    isActive, skills, member));
        }
        element.finish();
        return context.build(element.path(), before, () -> {
            List<Group> groups = new ArrayList<>();
            for (Object[] part : groupParts) {
                UUID groupId = (UUID) part[0];
                groups.add(new Group(groupId, id, created, created, (String) part[1], (String) part[2],
                        (String) part[3], (Integer) part[4], (Boolean) part[5],
                        agents.stream().filter(a -> groupId.equals(a.groupId())).toList()));
            }
            return RoutingConfig.builder(RoutingConfigId.of(id), context.organizationId(), name)
                    .description(description).routingType(routingType == null ? "linear" : routingType)
                    .fallbackBehavior(fallbackBehavior).fallbackNumber(fallbackNumber).maxRingPerAgent(maxRingPerAgent)
                    .maxWaitTime(maxWaitTime).customerAgentPriority(customerAgentPriority)
                    .previousSoftphoneAgentPriority(previousSoftphoneAgentPriority)
                    .tryCustomerAgentFirst(tryCustomerAgentFirst)
                    .tryPreviousSoftphoneAgentFirst(tryPreviousSoftphoneAgentFirst).stateBasedRouting(stateBasedRouting)
                    .stateRoutingFallback(stateRoutingFallback).agents(agents).groups(groups).create(created);
        });
    }

    AppointmentConfig appointment(JsonMembers element, UUID id) {
        int before = context.problems().total();
        String name = element.requiredString("name", MAX_TEXT);
        String description = element.string("description");
        UUID routingConfigId = context.resolve(element, "routingConfigId", ElementKind.ROUTING_CONFIGS);
        UUID transferConfigId = context.resolve(element, "transferConfigId", ElementKind.TRANSFER_CONFIGS);
        UUID flowWorkflowId = context.resolve(element, "flowWorkflowId", ElementKind.WORKFLOWS);
        UUID createdBy = element.uuid("createdBy");
        UUID updatedBy = element.uuid("updatedBy");
        Integer concurrentLimit = element.int32("concurrentLimit", 0, Integer.MAX_VALUE);
        Integer appointmentLength = element.int32("appointmentLength", 1, Integer.MAX_VALUE);
        Integer appointmentSpacing = element.int32("appointmentSpacing", 0, Integer.MAX_VALUE);
        Integer maxOptions = element.int32("maxOptions", 0, Integer.MAX_VALUE);
        Integer minHours = element.int32("minHours", 0, Integer.MAX_VALUE);
        LocalDate minDate = element.date("minDate");
        LocalDate maxDate = element.date("maxDate");
        if (minDate != null && maxDate != null && maxDate.isBefore(minDate)) {
            element.problem("maxDate", "must not be before minDate");
        }
        String preferredMode = element.string("preferredMode");
        String appointmentMode = element.string("appointmentMode");
        boolean showCallerId = element.bool("showCallerIdOnBookingPage", false);
        String assignmentMode = element.string("assignmentMode");
        List<ReminderWorkflow> reminders = new ArrayList<>();
        for (JsonMembers reminder : element.objects("workflows")) {
            reminders.add(reminder(reminder));
        }
        List<BookingHours> hours = new ArrayList<>();
        for (JsonMembers window : element.objects("bookingHours")) {
            int windowBefore = context.problems().total();
            Integer startHour = required(window, "startHour", 0, 23);
            Integer startMinute = required(window, "startMinute", 0, 59);
            Integer endHour = required(window, "endHour", 0, 24);
            Integer endMinute = required(window, "endMinute", 0, 59);
            List<Integer> days = window.integers("dayOfWeek", 0, 6);
            window.finish();
            BookingHours built = context.build(window.path(), windowBefore,
                    () -> new BookingHours(startHour, startMinute, endHour, endMinute, days));
            if (built != null) {
                hours.add(built);
            }
        }
        Instant created = context.createdAt(element);
        element.finish();
        return context.build(element.path(), before, () -> AppointmentConfig.builder(AppointmentConfigId.of(id),
                        context.organizationId(), name)
                .routingConfigId(routingConfigId == null ? null : RoutingConfigId.of(routingConfigId))
                .transferConfigId(transferConfigId).flowWorkflowId(flowWorkflowId).createdBy(createdBy)
                .updatedBy(updatedBy).description(description).concurrentLimit(concurrentLimit)
                .appointmentLength(appointmentLength).appointmentSpacing(appointmentSpacing).maxOptions(maxOptions)
                .minHours(minHours).minDate(minDate).maxDate(maxDate).preferredMode(preferredMode)
                .appointmentMode(appointmentMode).showCallerIdOnBookingPage(showCallerId)
                .assignmentMode(assignmentMode).workflows(reminders).bookingHours(hours).create(created));
    }

    private ReminderWorkflow reminder(JsonMembers reminder) {
        String name = reminder.requiredString("name", MAX_TEXT);
        boolean enabled = reminder.bool("enabled", true);
        Trigger trigger = null;
        Optional<JsonMembers> triggerMembers = reminder.object("trigger");
        if (triggerMembers.isEmpty() && !reminder.has("trigger")) {
            reminder.problem("trigger", "is required");
        }
        if (triggerMembers.isPresent()) {
            JsonMembers t = triggerMembers.get();
            String anchor = t.requiredString("anchor", MAX_TEXT);
            Integer offset = t.int32("offsetMinutes");
            t.finish();
            trigger = new Trigger(anchor, offset == null ? 0 : offset);
        }
        Condition condition = reminder.object("condition").map(c -> {
            Condition built = new Condition(c.string("kind"), c.strings("statuses"));
            c.finish();
            return built;
        }).orElse(null);
        Action action = reminder.object("action").map(a -> {
            Action built = new Action(a.string("type"), a.string("senderId"), a.string("template"));
            a.finish();
            return built;
        }).orElse(null);
        reminder.finish();
        return new ReminderWorkflow(ids.newId(), name, enabled, trigger, condition, action);
    }

    private static Integer required(JsonMembers element, String member, int min, int max) {
        if (!element.has(member)) {
            element.problem(member, "is required");
        }
        return element.int32(member, min, max);
    }

    TransferConfig transfer(JsonMembers element, UUID id) {
        int before = context.problems().total();
        String name = element.requiredString("name", MAX_TEXT);
        String description = element.string("description");
        if (!element.has("type")) {
            element.problem("type", "is required: one of " + String.join(", ", TRANSFER_TYPES));
        }
        TransferType type = element.choice("type", TransferType::fromWireName, TRANSFER_TYPES);
        UUID routingConfigId = context.resolve(element, "routingConfigId", ElementKind.ROUTING_CONFIGS);
        UUID appointmentConfigId = context.resolve(element, "appointmentConfigId", ElementKind.APPOINTMENT_CONFIGS);
        UUID callFormId = element.uuid("callFormId");
        boolean warmTransfer = element.bool("warmTransfer", false);
        String directPhoneNumber = context.phone(element, "directPhoneNumber");
        String sipUri = element.string("sipUri");
        String sipHeaders = element.string("sipHeaders");
        String warmSummaryPrompt = element.string("warmSummaryPrompt");
        String warmMode = element.string("warmMode");
        String softphoneFallbackType = element.string("softphoneFallbackType");
        String softphoneHandoffStrategy = element.string("softphoneHandoffStrategy");
        String softphoneFallbackPhoneNumber = context.phone(element, "softphoneFallbackPhoneNumber");
        boolean appointmentBookingEnabled = element.bool("appointmentBookingEnabled", false);
        DynamicOptions dynamic = element.object("dynamicOptions").map(this::dynamicOptions).orElse(null);
        AgentFirstFallbackConfig agentFirst = element.object("agentFirstFallbackConfig").map(this::agentFirst)
                .orElse(null);
        List<String> waitingMessages = element.strings("transferWaitingMessages");
        String screenBehavior = element.string("screenBehavior");
        Instant created = context.createdAt(element);
        element.finish();
        return context.build(element.path(), before, () -> TransferConfig.builder(TransferConfigId.of(id),
                        context.organizationId(), name, type)
                .routingConfigId(routingConfigId == null ? null : RoutingConfigId.of(routingConfigId))
                .appointmentConfigId(appointmentConfigId == null ? null : AppointmentConfigId.of(appointmentConfigId))
                .callFormId(callFormId).description(description).warmTransfer(warmTransfer)
                .directPhoneNumber(directPhoneNumber).sipUri(sipUri).sipHeaders(sipHeaders)
                .warmSummaryPrompt(warmSummaryPrompt).warmMode(warmMode).softphoneFallbackType(softphoneFallbackType)
                .softphoneHandoffStrategy(softphoneHandoffStrategy)
                .softphoneFallbackPhoneNumber(softphoneFallbackPhoneNumber)
                .appointmentBookingEnabled(appointmentBookingEnabled).dynamicOptions(dynamic)
                .agentFirstFallbackConfig(agentFirst).transferWaitingMessages(waitingMessages)
                .screenBehavior(screenBehavior).create(created));
    }

    private DynamicOptions dynamicOptions(JsonMembers options) {
        String pingUrl = options.string("pingUrl");
        String method = options.string("method");
        Integer timeout = options.int32("timeout", 1, Integer.MAX_VALUE);
        Map<String, String> headers = options.stringMap("headers");
        Map<String, Object> body = options.openObject("body");
        String transferNumberField = options.string("transferNumberField");
        String transferNumber = options.string("transferNumber");
        List<SuccessCondition> conditions = new ArrayList<>();
        for (JsonMembers condition : options.objects("successConditions")) {
            conditions.add(new SuccessCondition(condition.string("field"), condition.string("operator"),
                    condition.string("value")));
            condition.finish();
        }
        options.finish();
        return new DynamicOptions(pingUrl, method, timeout, headers, body, transferNumberField, transferNumber,
                conditions);
    }

    private AgentFirstFallbackConfig agentFirst(JsonMembers config) {
        CallbackOffer callback = config.object("callback").map(offer -> {
            CallbackOffer built = new CallbackOffer(offer.bool("offerEnabled", false),
                    offer.bool("abandonOfferEnabled", false), offer.int32("expiryMinutes", 0, Integer.MAX_VALUE),
                    offer.int32("maxAttempts", 0, Integer.MAX_VALUE),
                    offer.int32("retryDelayMinutes", 0, Integer.MAX_VALUE),
                    offer.int32("closeBufferMinutes", 0, Integer.MAX_VALUE), offer.string("offerMessage"),
                    offer.string("confirmMessage"));
            offer.finish();
            return built;
        }).orElse(null);
        AgentFirstFallbackConfig built = new AgentFirstFallbackConfig(callback,
                config.string("primaryVoicemailGreeting"), config.string("afterHoursVoicemailGreeting"));
        config.finish();
        return built;
    }

    Workflow workflow(JsonMembers element, UUID id) {
        int before = context.problems().total();
        String name = element.requiredString("name", MAX_TEXT);
        if (!element.has("nodes")) {
            element.problem("nodes", "is required: at least one node");
        }
        Map<String, String> nodePaths = new LinkedHashMap<>();
        List<WorkflowNode> nodes = new ArrayList<>();
        for (JsonMembers node : element.objects("nodes")) {
            String nodeId = node.requiredString("nodeId", MAX_TEXT);
            String nodeType = node.requiredString("nodeType", MAX_TEXT);
            Step step = nodeType == null ? null : WorkflowSteps.read(node, nodeType);
            node.finish();
            if (nodeId != null && nodePaths.putIfAbsent(nodeId, node.path()) != null) {
                node.problem("nodeId", "repeats the nodeId of " + nodePaths.get(nodeId));
            } else if (nodeId != null && step != null) {
                nodes.add(new WorkflowNode(nodeId, nodeType, step));
            }
        }
        if (element.has("nodes") && element.raw("nodes").isArray() && element.raw("nodes").isEmpty()) {
            element.problem("nodes", "must hold at least one node");
        }
        String entryNodeId = element.string("entryNodeId");
        if (entryNodeId != null && !nodePaths.containsKey(entryNodeId)) {
            element.problem("entryNodeId", "no node with nodeId \"" + entryNodeId + "\" in this workflow");
        }
        boolean published = element.bool("published", true);
        Instant created = context.createdAt(element);
        element.finish();
        return context.build(element.path(), before, () -> new Workflow(WorkflowId.of(id), context.organizationId(),
                name, nodes, entryNodeId == null ? nodes.get(0).nodeId() : entryNodeId, published, created, created));
    }
}
