package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.ValidationRules;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.inquiry.AssignedUser;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Workflow;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Writes domain objects as a workspace document, the inverse of the importer: every element with
 * its own id as its file id, references by those ids, unset members left out. The demo builds its
 * data as domain objects and imports what this writes.
 */
public final class WorkspaceWriter {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper OPEN_VALUES = new ObjectMapper();

    private WorkspaceWriter() {
    }

    public static ObjectNode write(OutreachSetup workspace) {
        ObjectNode document = NODES.objectNode();
        array(document, ElementKind.CUSTOM_FIELDS, workspace.customFields(), WorkspaceWriter::customField);
        array(document, ElementKind.ROUTING_CONFIGS, workspace.routingConfigs(), WorkspaceWriter::routing);
        array(document, ElementKind.APPOINTMENT_CONFIGS, workspace.appointmentConfigs(), WorkspaceWriter::appointment);
        array(document, ElementKind.TRANSFER_CONFIGS, workspace.transferConfigs(), WorkspaceWriter::transfer);
        array(document, ElementKind.WORKFLOWS, workspace.workflows(), WorkspaceWriter::workflow);
        array(document, ElementKind.CAMPAIGNS, workspace.campaigns(), WorkspaceWriter::campaign);
        array(document, ElementKind.CUSTOMERS, workspace.customers(), WorkspaceWriter::customer);
        array(document, ElementKind.SOURCES, workspace.sources(), WorkspaceWriter::source);
        array(document, ElementKind.ENROLLMENTS, workspace.enrollments(), WorkspaceWriter::enrollment);
        array(document, ElementKind.CALLS, workspace.calls(), WorkspaceWriter::call);
        array(document, ElementKind.INQUIRIES, workspace.inquiries(), WorkspaceWriter::inquiry);
        return document;
    }

    private static <T> void array(ObjectNode document, ElementKind kind, List<T> elements,
                                  java.util.function.Function<T, ObjectNode> writer) {
        ArrayNode array = document.putArray(kind.member());
        elements.forEach(element -> array.add(writer.apply(element)));
    }

    private static ObjectNode customField(CustomFieldDefinition definition) {
        ObjectNode node = element(definition.id().value(), definition.createdAt());
        put(node, "recordType", definition.recordType().wireName());
        put(node, "fieldKey", definition.fieldKey());
        put(node, "fieldLabel", definition.fieldLabel());
        put(node, "fieldDescription", definition.fieldDescription());
        put(node, "fieldType", definition.fieldType().wireName());
        put(node, "isRequired", definition.isRequired());
        if (definition.options() != null) {
            strings(node, "options", definition.options());
        }
        ValidationRules rules = definition.validationRules();
        if (!rules.equals(ValidationRules.none())) {
            ObjectNode r = node.putObject("validationRules");
            put(r, "minLength", rules.minLength());
            put(r, "maxLength", rules.maxLength());
            put(r, "min", rules.min());
            put(r, "max", rules.max());
            put(r, "pattern", rules.pattern());
            put(r, "patternMessage", rules.patternMessage());
            put(r, "minDate", rules.minDate());
            put(r, "maxDate", rules.maxDate());
        }
        return node;
    }

    private static ObjectNode routing(RoutingConfig config) {
        ObjectNode node = element(config.id().value(), config.createdAt());
        put(node, "name", config.name());
        put(node, "description", config.description());
        put(node, "routingType", config.routingType());
        put(node, "fallbackBehavior", config.fallbackBehavior());
        put(node, "fallbackNumber", config.fallbackNumber());
        put(node, "maxRingPerAgent", config.maxRingPerAgent());
        put(node, "maxWaitTime", config.maxWaitTime());
        put(node, "customerAgentPriority", config.customerAgentPriority());
        put(node, "previousSoftphoneAgentPriority", config.previousSoftphoneAgentPriority());
        put(node, "tryCustomerAgentFirst", config.tryCustomerAgentFirst());
        put(node, "tryPreviousSoftphoneAgentFirst", config.tryPreviousSoftphoneAgentFirst());
        put(node, "stateBasedRouting", config.stateBasedRouting());
        put(node, "stateRoutingFallback", config.stateRoutingFallback());
        ArrayNode groups = node.putArray("groups");
        for (RoutingConfig.Group group : config.groups()) {
            ObjectNode g = groups.addObject();
            put(g, "id", group.id());
            put(g, "name", group.name());
            put(g, "description", group.description());
            put(g, "routingType", group.routingType());
            put(g, "priority", group.priority());
            put(g, "isActive", group.isActive());
        }
        ArrayNode agents = node.putArray("agents");
        for (RoutingConfig.Agent agent : config.agents()) {
            ObjectNode a = agents.addObject();
            RoutingConfig.Member member = agent.member();
            put(a, "name", member == null || member.user() == null ? null : member.user().name());
            put(a, "email", member == null || member.user() == null ? null : member.user().email());
            put(a, "userId", member == null ? null : member.userId());
            put(a, "role", member == null ? null : member.role());
            put(a, "groupId", agent.groupId());
            put(a, "priority", agent.priority());
            put(a, "weight", agent.weight());
            put(a, "isActive", agent.isActive());
            put(a, "skills", agent.skills());
            put(a, "lastCallAt", agent.lastCallAt());
        }
        return node;
    }

    private static ObjectNode appointment(AppointmentConfig config) {
        ObjectNode node = element(config.id().value(), config.createdAt());
        put(node, "name", config.name());
        put(node, "description", config.description());
        put(node, "routingConfigId", config.routingConfigId() == null ? null : config.routingConfigId().value());
        put(node, "transferConfigId", config.transferConfigId());
        put(node, "flowWorkflowId", config.flowWorkflowId());
        put(node, "createdBy", config.createdBy());
        put(node, "updatedBy", config.updatedBy());
        put(node, "concurrentLimit", config.concurrentLimit());
        put(node, "appointmentLength", config.appointmentLength());
        put(node, "appointmentSpacing", config.appointmentSpacing());
        put(node, "maxOptions", config.maxOptions());
        put(node, "minHours", config.minHours());
        put(node, "minDate", config.minDate());
        put(node, "maxDate", config.maxDate());
        put(node, "preferredMode", config.preferredMode());
        put(node, "appointmentMode", config.appointmentMode());
        put(node, "showCallerIdOnBookingPage", config.showCallerIdOnBookingPage());
        put(node, "assignmentMode", config.assignmentMode());
        ArrayNode reminders = node.putArray("workflows");
        for (AppointmentConfig.ReminderWorkflow reminder : config.workflows()) {
            ObjectNode r = reminders.addObject();
            put(r, "name", reminder.name());
            put(r, "enabled", reminder.enabled());
            if (reminder.trigger() != null) {
                ObjectNode t = r.putObject("trigger");
                put(t, "anchor", reminder.trigger().anchor());
                put(t, "offsetMinutes", reminder.trigger().offsetMinutes());
            }
            if (reminder.condition() != null) {
                ObjectNode c = r.putObject("condition");
                put(c, "kind", reminder.condition().kind());
                strings(c, "statuses", reminder.condition().statuses());
            }
            if (reminder.action() != null) {
                ObjectNode a = r.putObject("action");
                put(a, "type", reminder.action().type());
                put(a, "senderId", reminder.action().senderId());
                put(a, "template", reminder.action().template());
            }
        }
        ArrayNode hours = node.putArray("bookingHours");
        for (AppointmentConfig.BookingHours window : config.bookingHours()) {
            ObjectNode h = hours.addObject();
            h.put("startHour", window.startHour());
            h.put("startMinute", window.startMinute());
            h.put("endHour", window.endHour());
            h.put("endMinute", window.endMinute());
            ArrayNode days = h.putArray("dayOfWeek");
            window.dayOfWeek().forEach(days::add);
        }
        return node;
    }

    private static ObjectNode transfer(TransferConfig config) {
        ObjectNode node = element(config.id().value(), config.createdAt());
        put(node, "name", config.name());
        put(node, "description", config.description());
        put(node, "type", config.type().wireName());
        put(node, "routingConfigId", config.routingConfigId() == null ? null : config.routingConfigId().value());
        put(node, "appointmentConfigId", config.appointmentConfigId() == null ? null
                : config.appointmentConfigId().value());
        put(node, "callFormId", config.callFormId());
        put(node, "warmTransfer", config.warmTransfer());
        put(node, "directPhoneNumber", config.directPhoneNumber());
        put(node, "sipUri", config.sipUri());
        put(node, "sipHeaders", config.sipHeaders());
        put(node, "warmSummaryPrompt", config.warmSummaryPrompt());
        put(node, "warmMode", config.warmMode());
        put(node, "softphoneFallbackType", config.softphoneFallbackType());
        put(node, "softphoneHandoffStrategy", config.softphoneHandoffStrategy());
        put(node, "softphoneFallbackPhoneNumber", config.softphoneFallbackPhoneNumber());
        put(node, "appointmentBookingEnabled", config.appointmentBookingEnabled());
        TransferConfig.DynamicOptions dynamic = config.dynamicOptions();
        if (dynamic != null) {
            ObjectNode d = node.putObject("dynamicOptions");
            put(d, "pingUrl", dynamic.pingUrl());
            put(d, "method", dynamic.method());
            put(d, "timeout", dynamic.timeout());
            d.set("headers", open(dynamic.headers()));
            d.set("body", open(dynamic.body()));
            put(d, "transferNumberField", dynamic.transferNumberField());
            put(d, "transferNumber", dynamic.transferNumber());
            ArrayNode conditions = d.putArray("successConditions");
            for (TransferConfig.SuccessCondition condition : dynamic.successConditions()) {
                ObjectNode c = conditions.addObject();
                put(c, "field", condition.field());
                put(c, "operator", condition.operator());
                put(c, "value", condition.value());
            }
        }
        TransferConfig.AgentFirstFallbackConfig agentFirst = config.agentFirstFallbackConfig();
        if (agentFirst != null) {
            ObjectNode a = node.putObject("agentFirstFallbackConfig");
            TransferConfig.CallbackOffer offer = agentFirst.callback();
            if (offer != null) {
                ObjectNode c = a.putObject("callback");
                put(c, "offerEnabled", offer.offerEnabled());
                put(c, "abandonOfferEnabled", offer.abandonOfferEnabled());
                put(c, "expiryMinutes", offer.expiryMinutes());
                put(c, "maxAttempts", offer.maxAttempts());
                put(c, "retryDelayMinutes", offer.retryDelayMinutes());
                put(c, "closeBufferMinutes", offer.closeBufferMinutes());
                put(c, "offerMessage", offer.offerMessage());
                put(c, "confirmMessage", offer.confirmMessage());
            }
            put(a, "primaryVoicemailGreeting", agentFirst.primaryVoicemailGreeting());
            put(a, "afterHoursVoicemailGreeting", agentFirst.afterHoursVoicemailGreeting());
        }
        if (!config.transferWaitingMessages().isEmpty()) {
            strings(node, "transferWaitingMessages", config.transferWaitingMessages());
        }
        put(node, "screenBehavior", config.screenBehavior());
        return node;
    }

    private static ObjectNode workflow(Workflow workflow) {
        ObjectNode node = element(workflow.id().value(), workflow.createdAt());
        put(node, "name", workflow.name());
        ArrayNode nodes = node.putArray("nodes");
        workflow.nodes().forEach(n -> WorkflowSteps.write(nodes.addObject().put("nodeId", n.nodeId())
                .put("nodeType", n.nodeType()), n.step()));
        put(node, "entryNodeId", workflow.entryNodeId());
        put(node, "published", workflow.published());
        return node;
    }

    private static ObjectNode campaign(Campaign campaign) {
        ObjectNode node = element(campaign.id().value(), campaign.createdAt());
        put(node, "name", campaign.profile().name());
        put(node, "description", campaign.profile().description());
        put(node, "status", campaign.status().wireName());
        put(node, "startDate", campaign.startDate());
        put(node, "endDate", campaign.endDate());
        put(node, "templateId", campaign.profile().templateId());
        put(node, "templateName", campaign.profile().templateName());
        put(node, "suitType", campaign.profile().suitType());
        put(node, "suite", campaign.profile().suite());
        put(node, "mode", campaign.profile().mode());
        put(node, "kind", campaign.profile().kind().wireName());
        put(node, "direction", campaign.profile().direction());
        put(node, "vertical", campaign.profile().vertical());
        put(node, "sourceType", campaign.profile().sourceType());
        strings(node, "tags", campaign.profile().tags());
        put(node, "dialAfterhours", campaign.dialing().dialAfterhours());
        put(node, "outboundEnabled", campaign.dialing().outboundEnabled());
        put(node, "outboundBatchSize", campaign.dialing().outboundBatchSize());
        put(node, "maxConcurrentCalls", campaign.dialing().maxConcurrentCalls());
        put(node, "maxAttempts", campaign.dialing().maxAttempts());
        put(node, "redial", campaign.dialing().redial());
        ArrayNode patterns = node.putArray("redialPatterns");
        campaign.dialing().redialPatterns().forEach(pattern -> {
            ObjectNode p = patterns.addObject();
            ArrayNode days = p.putArray("days");
            pattern.days().forEach(days::add);
            p.put("attempts", pattern.attempts());
            p.put("intervalMinutes", pattern.intervalMinutes());
        });
        if (campaign.dialing().dialerConfig() != null) {
            ObjectNode d = node.putObject("dialerConfig");
            put(d, "voicemailMessage", campaign.dialing().dialerConfig().voicemailMessage());
            put(d, "voicemailDetectionEnabled", campaign.dialing().dialerConfig().voicemailDetectionEnabled());
        }
        put(node, "enableFlow", campaign.flow().enableFlow());
        put(node, "flowWorkflowId", campaign.flow().flowWorkflowId() == null ? null
                : campaign.flow().flowWorkflowId().value());
        put(node, "behaviorsEngineEnabled", campaign.flow().behaviorsEngineEnabled());
        ObjectNode smsTypes = node.putObject("smsTypes");
        ObjectNode smsContent = node.putObject("smsContent");
        for (SmsType type : SmsType.values()) {
            if (campaign.sms().isEnabled(type)) {
                smsTypes.put(type.key(), true);
            }
            String text = campaign.sms().content().get(type);
            if (!text.equals(type.defaultText())) {
                smsContent.put(type.key(), text);
            }
        }
        put(node, "smsCompanyName", campaign.sms().companyName());
        node.set("successCriteria", criteria(campaign.outcomes().successCriteria()));
        node.set("failureCriteria", criteria(campaign.outcomes().failureCriteria()));
        strings(node, "requiredVars", campaign.outcomes().requiredVars());
        node.set("variableMappings", open(campaign.outcomes().variableMappings()));
        node.set("campaignAutomations", open(campaign.outcomes().campaignAutomations()));
        put(node, "hasInquiryCallback", campaign.outcomes().hasInquiryCallback());
        ObjectNode features = node.putObject("features");
        features.put("transfers", campaign.outcomes().features().transfers());
        features.put("appointments", campaign.outcomes().features().appointments());
        features.put("inquiries", campaign.outcomes().features().inquiries());
        features.put("checkPlan", campaign.outcomes().features().checkPlan());
        ArrayNode transfers = node.putArray("transferConfigIds");
        campaign.links().transferConfigIds().forEach(id -> transfers.add(id.value().toString()));
        put(node, "appointmentConfigId", campaign.links().appointmentConfigId() == null ? null
                : campaign.links().appointmentConfigId().value());
        put(node, "callFormId", campaign.links().callFormId());
        return node;
    }

    private static ObjectNode criteria(Criteria criteria) {
        ObjectNode node = NODES.objectNode();
        node.put("operator", criteria.operator());
        ArrayNode conditions = node.putArray("conditions");
        criteria.conditions().forEach(condition -> {
            ObjectNode c = conditions.addObject();
            c.put("field", condition.field());
            c.put("operator", condition.operator());
            c.set("value", open(condition.value()));
        });
        return node;
    }

    private static ObjectNode customer(Customer customer) {
        ObjectNode node = element(customer.id().value(), customer.createdAt());
        node.put("phoneNumber", customer.phone().e164());
        customer.profile().values().forEach((field, value) -> node.set(field.wireName(), open(value)));
        customValues(node, customer.customValues());
        if (!customer.policies().isEmpty()) {
            ArrayNode policies = node.putArray("policies");
            for (Policy policy : customer.policies()) {
                ObjectNode p = policies.addObject();
                policy.values().forEach((field, value) -> p.set(field.wireName(), open(value)));
                customValues(p, policy.customFields());
            }
        }
        customer.relatedLists().forEach((name, items) -> {
            if (!items.isEmpty()) {
                node.set(name, open(items));
            }
        });
        return node;
    }

    private static void customValues(ObjectNode node, List<CustomValue> values) {
        if (values.isEmpty()) {
            return;
        }
        ArrayNode array = node.putArray("customFields");
        values.forEach(value -> array.addObject().put("fieldKey", value.fieldKey()).put("value", value.value()));
    }

    private static ObjectNode source(Source source) {
        ObjectNode node = element(source.id().value(), source.createdAt());
        put(node, "sourceId", source.sourceId());
        put(node, "name", source.name());
        put(node, "description", source.description());
        put(node, "campaignId", source.campaignId().value());
        put(node, "phoneNumberId", source.phoneNumberId());
        put(node, "dealType", source.dealType().wireName());
        put(node, "sourceType", source.sourceType().wireName());
        put(node, "pricingModel", source.pricingModel().wireName());
        put(node, "payout", source.payout());
        put(node, "commissionPerSale", source.commissionPerSale());
        put(node, "leadCost", source.leadCost());
        put(node, "durationThreshold", source.durationThreshold());
        put(node, "enabled", source.enabled());
        return node;
    }

    private static ObjectNode enrollment(Enrollment enrollment) {
        ObjectNode node = element(enrollment.id().value(), enrollment.createdAt());
        put(node, "updatedAt", enrollment.updatedAt());
        put(node, "campaignId", enrollment.campaignId().value());
        put(node, "customerId", enrollment.customerId().value());
        put(node, "status", enrollment.status().wireName());
        put(node, "currentNodeId", enrollment.currentNodeId());
        put(node, "workflowStatus", enrollment.workflowStatus() == null ? null
                : enrollment.workflowStatus().wireName());
        put(node, "statusReason", enrollment.statusReason());
        put(node, "failureReason", enrollment.failureReason());
        put(node, "attempts", enrollment.attempts());
        return node;
    }

    private static ObjectNode call(Call call) {
        ObjectNode node = element(call.id().value(), call.createdAt());
        put(node, "campaignId", call.campaignId().value());
        put(node, "customerId", call.customerId().value());
        put(node, "enrollmentId", call.enrollmentId() == null ? null : call.enrollmentId().value());
        put(node, "sourceId", call.sourceId() == null ? null : call.sourceId().value());
        put(node, "callerId", call.callerId());
        put(node, "purpose", call.purpose().wireName());
        put(node, "direction", call.direction().wireName());
        put(node, "disposition", call.disposition());
        node.put("durationMs", call.durationMs());
        put(node, "assistantType", call.assistantType());
        put(node, "summary", call.summary());
        put(node, "transcript", call.transcript());
        put(node, "cost", call.cost());
        put(node, "successEvaluation", call.successEvaluation());
        put(node, "endedReason", call.endedReason());
        put(node, "testFlag", call.testFlag());
        if (call.transfer() != null) {
            ObjectNode t = node.putObject("transfer");
            put(t, "transferredAt", call.transfer().transferredAt());
            t.put("talkDurationMs", call.transfer().talkDurationMs());
            t.put("converted", call.transfer().converted());
            put(t, "price", call.transfer().price());
        }
        return node;
    }

    private static ObjectNode inquiry(Inquiry inquiry) {
        ObjectNode node = element(inquiry.id().value(), inquiry.createdAt());
        put(node, "updatedAt", inquiry.updatedAt());
        put(node, "customerCampaignId", inquiry.enrollmentId().value());
        put(node, "callId", inquiry.callId() == null ? null : inquiry.callId().value());
        put(node, "toolCallId", inquiry.toolCallId());
        put(node, "duplicateOfId", inquiry.duplicateOfId() == null ? null : inquiry.duplicateOfId().value());
        put(node, "inquiry", inquiry.inquiry());
        put(node, "response", inquiry.response());
        put(node, "status", inquiry.status().wireName());
        put(node, "resolutionType", inquiry.resolutionType());
        put(node, "notes", inquiry.notes());
        put(node, "resolvedAt", inquiry.resolvedAt());
        put(node, "resolvedBy", inquiry.resolvedBy());
        var c = inquiry.classification();
        put(node, "primaryCategory", c.primaryCategory());
        put(node, "subcategory", c.subcategory());
        put(node, "severity", c.severity());
        if (c.severityTriggers() != null) {
            node.set("severityTriggers", open(c.severityTriggers()));
        }
        put(node, "suggestedHandling", c.suggestedHandling());
        put(node, "handlingRationale", c.handlingRationale());
        put(node, "reasoning", c.reasoning());
        put(node, "escalationApplied", c.escalationApplied());
        if (c.additionalConcerns() != null) {
            node.set("additionalConcerns", open(c.additionalConcerns()));
        }
        var p = inquiry.priority();
        put(node, "priority", p.priority());
        put(node, "priorityConfidence", p.confidence());
        put(node, "priorityRank", p.rank());
        put(node, "priorityRationale", p.rationale());
        put(node, "priorityCategory", p.category());
        var cb = inquiry.callback();
        put(node, "callbackRequestedAt", cb.requestedAt());
        put(node, "callbackRequestedBy", cb.requestedBy());
        put(node, "callbackWorkflowId", cb.workflowId());
        put(node, "callbackCompletedAt", cb.completedAt());
        put(node, "callbackCallId", cb.callId());
        put(node, "callbackDisposition", cb.disposition());
        put(node, "callbackFailureReason", cb.failureReason());
        put(node, "callbackScheduledFor", cb.scheduledFor());
        put(node, "agentName", inquiry.context().agentName());
        put(node, "carrierName", inquiry.context().carrierName());
        put(node, "planName", inquiry.context().planName());
        put(node, "planCode", inquiry.context().planCode());
        user(node, "assignedUser", inquiry.assignedUser());
        user(node, "customerAssignedUser", inquiry.customerAssignedUser());
        return node;
    }

    private static void user(ObjectNode node, String member, AssignedUser user) {
        if (user != null) {
            ObjectNode u = node.putObject(member);
            put(u, "id", user.id());
            put(u, "name", user.name());
            put(u, "image", user.image());
        }
    }

    private static ObjectNode element(UUID id, Instant createdAt) {
        ObjectNode node = NODES.objectNode();
        node.put("id", id.toString());
        put(node, "createdAt", createdAt);
        return node;
    }

    /** Sets a member unless the value is null, writing times per D12 and ids and dates as text. */
    private static void put(ObjectNode node, String member, Object value) {
        if (value == null) {
            return;
        }
        if (value instanceof Instant instant) {
            node.put(member, Timestamps.format(instant));
        } else if (value instanceof UUID || value instanceof LocalDate) {
            node.put(member, value.toString());
        } else if (value instanceof BigDecimal decimal) {
            node.put(member, decimal);
        } else {
            node.set(member, open(value));
        }
    }

    private static void strings(ObjectNode node, String member, Collection<String> values) {
        ArrayNode array = node.putArray(member);
        values.forEach(array::add);
    }

    /** Plain JSON values (String, Boolean, Number, List, Map) as a tree. */
    private static JsonNode open(Object value) {
        return value == null ? NODES.nullNode() : OPEN_VALUES.valueToTree(value instanceof Map<?, ?> || value
                instanceof Collection<?> || value instanceof String || value instanceof Number
                || value instanceof Boolean ? value : value.toString());
    }
}
