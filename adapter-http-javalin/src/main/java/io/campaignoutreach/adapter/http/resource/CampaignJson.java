package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.application.campaign.CampaignView;
import io.campaignoutreach.application.campaign.CustomerStats;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a campaign in the spec's Campaign shape, or in the richer shape of the update response
 * (extra members, extended customer figures, routing config as {id, name}).
 */
final class CampaignJson {

    private CampaignJson() {
    }

    static Map<String, Object> listItem(CampaignView view) {
        return write(view, false);
    }

    static Map<String, Object> updateResponse(CampaignView view) {
        return write(view, true);
    }

    private static Map<String, Object> write(CampaignView view, boolean updateShape) {
        Campaign c = view.campaign();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", c.id().toString());
        m.put("createdAt", c.createdAt());
        m.put("updatedAt", c.updatedAt());
        m.put("startDate", c.startDate());
        m.put("endDate", c.endDate());
        m.put("name", c.profile().name());
        m.put("description", c.profile().description());
        m.put("templateId", c.profile().templateId());
        m.put("templateName", c.profile().templateName());
        m.put("status", c.status().wireName());
        m.put("sourceType", c.profile().sourceType());
        m.put("dialAfterhours", c.dialing().dialAfterhours());
        m.put("outboundEnabled", c.dialing().outboundEnabled());
        m.put("outboundBatchSize", c.dialing().outboundBatchSize());
        m.put("variableMappings", c.outcomes().variableMappings());
        Map<String, Object> tracking = new LinkedHashMap<>();
        tracking.put("lastRunSmsCount", c.dialing().redialTracking().lastRunSmsCount());
        tracking.put("lastRunTimestamp", c.dialing().redialTracking().lastRunTimestamp());
        m.put("redialTracking", tracking);
        m.put("enableFlow", c.flow().enableFlow());
        m.put("flowWorkflowId", c.flow().flowWorkflowId());
        m.put("suitType", c.profile().suitType());
        m.put("suite", c.profile().suite());
        m.put("redial", c.dialing().redial());
        m.put("redialPatterns", c.dialing().redialPatterns().stream().map(CampaignJson::redialPattern).toList());
        m.put("successCriteria", criteria(c.outcomes().successCriteria()));
        m.put("failureCriteria", criteria(c.outcomes().failureCriteria()));
        m.put("maxAttempts", c.dialing().maxAttempts());
        Map<String, Object> smsTypes = new LinkedHashMap<>();
        Map<String, Object> smsContent = new LinkedHashMap<>();
        for (SmsType type : SmsType.values()) {
            smsTypes.put(type.key(), c.sms().isEnabled(type));
            smsContent.put(type.key(), c.sms().content().get(type));
        }
        m.put("smsTypes", smsTypes);
        m.put("smsContent", smsContent);
        m.put("smsCompanyName", c.sms().companyName());
        m.put("requiredVars", c.outcomes().requiredVars());
        Map<String, Object> client = new LinkedHashMap<>();
        client.put("id", view.client().id().toString());
        client.put("smsCompanyName", view.client().smsCompanyName());
        m.put("client", client);
        m.put("hasInquiryCallback", c.outcomes().hasInquiryCallback());
        m.put("customerStats", customerStats(view.customerStats(), updateShape));
        m.put("transferConfig", view.transferConfig() == null ? null
                : TransferConfigResponse.from(view.transferConfig(), updateShape));
        m.put("transferConfigIds", c.links().transferConfigIds().stream().map(Object::toString).toList());
        m.put("appointmentConfig", view.appointmentConfig() == null ? null
                : AppointmentConfigResponse.from(view.appointmentConfig()));
        m.put("campaignAutomations", c.outcomes().campaignAutomations());
        Map<String, Object> features = new LinkedHashMap<>();
        features.put("transfers", c.outcomes().features().transfers());
        features.put("appointments", c.outcomes().features().appointments());
        features.put("inquiries", c.outcomes().features().inquiries());
        features.put("checkPlan", c.outcomes().features().checkPlan());
        m.put("features", features);
        if (updateShape) {
            m.put("lastModifiedByName", c.lastModifiedByName());
            m.put("lastModifiedByIsStaff", c.lastModifiedByIsStaff());
            m.put("tags", c.profile().tags());
            m.put("direction", c.profile().direction());
            m.put("maxConcurrentCalls", c.dialing().maxConcurrentCalls());
            m.put("vertical", c.profile().vertical());
            m.put("kind", c.profile().kind().wireName());
            m.put("mode", c.profile().mode());
            m.put("behaviorsEngineEnabled", c.flow().behaviorsEngineEnabled());
            m.put("dialerConfig", dialerConfig(c.dialing().dialerConfig()));
            m.put("compatibilityWarnings", c.compatibilityWarnings());
            m.put("callFormId", c.links().callFormId());
        }
        return m;
    }

    private static Map<String, Object> redialPattern(RedialPattern pattern) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("days", pattern.days());
        m.put("attempts", pattern.attempts());
        double minutes = pattern.intervalMinutes();
        m.put("intervalMinutes", minutes == Math.rint(minutes) ? (Object) (long) minutes : (Object) minutes);
        return m;
    }

    private static Map<String, Object> criteria(Criteria criteria) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("operator", criteria.operator());
        m.put("conditions", criteria.conditions().stream().map(condition -> {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("field", condition.field());
            item.put("operator", condition.operator());
            item.put("value", condition.value());
            return item;
        }).toList());
        return m;
    }

    private static Map<String, Object> dialerConfig(DialerConfig config) {
        if (config == null) {
            return null;
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("voicemailMessage", config.voicemailMessage());
        m.put("voicemailDetectionEnabled", config.voicemailDetectionEnabled());
        return m;
    }

    private static Map<String, Object> customerStats(CustomerStats stats, boolean extended) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("total", stats.total());
        m.put("totalCalls", stats.totalCalls());
        m.put("todayCalls", stats.todayCalls());
        Map<String, Object> counts = new LinkedHashMap<>();
        for (EnrollmentStatus status : List.of(EnrollmentStatus.EXPIRED, EnrollmentStatus.FAILED,
                EnrollmentStatus.PENDING, EnrollmentStatus.COMPLETED, EnrollmentStatus.EXCEEDED_MAX_CALLS,
                EnrollmentStatus.IN_PROGRESS, EnrollmentStatus.CANCELLED, EnrollmentStatus.SKIPPED)) {
            counts.put(status.wireName(), stats.statusCounts().get(status));
        }
        m.put("statusCounts", counts);
        if (extended) {
            m.put("todayInboundCalls", stats.todayInboundCalls());
            m.put("todayOutboundCalls", stats.todayOutboundCalls());
            m.put("todayConnectRate", stats.todayConnectRate());
            m.put("todayDurationMs", stats.todayDurationMs());
        }
        return m;
    }
}
