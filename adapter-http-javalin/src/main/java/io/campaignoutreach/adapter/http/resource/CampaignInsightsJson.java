package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.domain.insight.CampaignBehaviors;
import io.campaignoutreach.domain.insight.CampaignStatistics;
import io.campaignoutreach.domain.insight.FlowOccupancy;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Writes the campaign statistics, behaviors and flow occupancy results in the spec's shapes.
 * Percentages and rates are strings with exactly 2 decimals (D16); per-status counts follow the
 * order of {@code statusCounts}.
 */
final class CampaignInsightsJson {

    private CampaignInsightsJson() {
    }

    static Map<String, Object> stats(CampaignStatistics s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("campaignId", s.campaignId().toString());
        m.put("totalCustomers", s.totalCustomers());
        m.put("statusDistribution", s.statusDistribution().stream().map(share -> object(
                "status", share.status().wireName(), "count", share.count(),
                "percentage", percent(share.percentage()))).toList());
        CampaignStatistics.PendingBreakdown pending = s.pendingBreakdown();
        m.put("pendingBreakdown", object("available", pending.available(), "inDistribution", pending.inDistribution(),
                "availablePercentage", percent(pending.availablePercentage()),
                "inDistributionPercentage", percent(pending.inDistributionPercentage())));
        CampaignStatistics.SuccessBreakdown success = s.successBreakdown();
        m.put("successBreakdown", object("total", success.total(), "transferred", success.transferred(),
                "appointmentBooked", success.appointmentBooked(),
                "appointmentsAttended", success.appointmentsAttended()));
        m.put("attemptDistribution", s.attemptDistribution().stream().map(group -> object(
                "attempts", group.attempts(), "status", group.status().wireName(), "count", group.count())).toList());
        m.put("failureReasons", s.failureReasons().stream().map(failure -> object(
                "code", failure.reason().code(), "category", failure.reason().category(),
                "label", failure.reason().label(), "description", failure.reason().description(),
                "count", failure.count())).toList());
        m.put("exitsByCall", callGroups(s.exitsByCall()));
        m.put("successByCall", callGroups(s.successByCall()));
        m.put("missingRequiredFields", s.missingRequiredFields().stream()
                .map(gap -> object("field", gap.field(), "count", gap.count())).toList());
        CampaignStatistics.Summary summary = s.summary();
        m.put("summary", object("totalCustomers", summary.totalCustomers(), "completed", summary.completed(),
                "failed", summary.failed(), "pending", summary.pending(),
                "conversionRate", percent(summary.conversionRate()), "failureRate", percent(summary.failureRate())));
        CampaignStatistics.OutreachOverview overview = s.outreachOverview();
        m.put("outreachOverview", object("readyNow", overview.readyNow(), "inProgress", overview.inProgress(),
                "completed", overview.completed(), "needsAttention", overview.needsAttention(),
                "attentionBreakdown", object("unsuccessful", overview.unsuccessful(), "stalled", overview.stalled())));
        return m;
    }

    static Map<String, Object> behaviors(CampaignBehaviors b) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("configurationHash", b.configurationHash());
        m.put("configurationReady", b.configurationReady());
        m.put("configurationIssues", b.configurationIssues());
        m.put("behaviors", b.behaviors().stream().map(CampaignInsightsJson::behavior).toList());
        m.put("transfers", b.transfers().stream().map(ref -> object("id", text(ref.id()), "name", ref.name()))
                .toList());
        m.put("appointments", b.appointments().stream().map(ref -> object("id", text(ref.id()), "name", ref.name()))
                .toList());
        m.put("capabilities", b.capabilities().stream().map(c -> object("id", text(c.id()), "toolType", c.toolType(),
                "name", c.name())).toList());
        m.put("snippets", b.snippets().stream().map(snippet -> object("id", text(snippet.id()), "name", snippet.name(),
                "toolsAllowlist", snippet.toolsAllowlist())).toList());
        return m;
    }

    static Map<String, Object> flowOccupancy(FlowOccupancy f) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("campaignId", f.campaignId().toString());
        m.put("generatedAt", f.generatedAt());
        m.put("totalMappedCustomers", f.totalMappedCustomers());
        m.put("unmappedCustomers", f.unmappedCustomers());
        FlowOccupancy.DoNotContacts dnc = f.outcomes().doNotContacts();
        m.put("outcomes", object("appointmentsBooked", f.outcomes().appointmentsBooked(),
                "inquiriesRaised", f.outcomes().inquiriesRaised(),
                "doNotContacts", object("total", dnc.total(), "fromSms", dnc.fromSms(), "fromCall", dnc.fromCall())));
        m.put("nodes", f.nodes().stream().map(node -> {
            Map<String, Object> pulse = new LinkedHashMap<>();
            for (WorkflowExecutionStatus status : WorkflowExecutionStatus.values()) {
                pulse.put(status.wireName(), node.pulseStatusCounts().get(status));
            }
            Map<String, Object> statuses = new LinkedHashMap<>();
            for (EnrollmentStatus status : CampaignStatistics.STATUS_ORDER) {
                statuses.put(status.wireName(), node.customerStatusCounts().get(status));
            }
            return object("nodeId", node.nodeId(), "nodeType", node.nodeType(),
                    "totalCustomers", node.totalCustomers(), "pulseStatusCounts", pulse,
                    "customerStatusCounts", statuses);
        }).toList());
        return m;
    }

    private static Map<String, Object> behavior(CampaignBehaviors.Behavior b) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", text(b.id()));
        m.put("behaviorKey", b.behaviorKey());
        m.put("capabilityId", text(b.capabilityId()));
        m.put("snippetId", text(b.snippetId()));
        m.put("transferConfigId", text(b.transferConfigId()));
        m.put("appointmentConfigId", text(b.appointmentConfigId()));
        m.put("capabilityToolType", b.capabilityToolType());
        m.put("capabilityName", b.capabilityName());
        m.put("snippetName", b.snippetName());
        m.put("transferConfigName", b.transferConfigName());
        m.put("appointmentConfigName", b.appointmentConfigName());
        m.put("source", b.source());
        m.put("scope", b.scope());
        m.put("enabled", b.enabled());
        m.put("priority", b.priority());
        m.put("isDefault", b.isDefault());
        m.put("appliesTo", b.appliesTo());
        return m;
    }

    private static List<Map<String, Object>> callGroups(List<CampaignStatistics.CallGroup> groups) {
        return groups.stream().map(group -> object("key", group.key(), "label", group.label(),
                "detail", group.detail(), "total", group.total(),
                "segments", group.segments().stream().map(segment -> object("disposition", segment.disposition(),
                        "count", segment.count())).toList())).toList();
    }

    /** A percentage as D16 writes strings: exactly 2 decimals, never in exponent notation. */
    private static String percent(BigDecimal value) {
        return value.setScale(2, java.math.RoundingMode.HALF_UP).toPlainString();
    }

    private static String text(UUID id) {
        return id == null ? null : id.toString();
    }

    /** An object of name-value pairs in the order given (values may be null). */
    private static Map<String, Object> object(Object... pairs) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((String) pairs[i], pairs[i + 1]);
        }
        return m;
    }
}
