package io.campaignoutreach.adapter.http.campaign;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.util.RawValue;
import io.campaignoutreach.adapter.http.routing.AppointmentConfigResponse;
import io.campaignoutreach.adapter.http.routing.RoutingConfigResponse;
import io.campaignoutreach.adapter.http.routing.TransferConfigResponse;
import io.campaignoutreach.application.campaign.CampaignView;
import io.campaignoutreach.application.campaign.CustomerStats;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A campaign in the spec's Campaign shape (the list item); {@link Updated} is the richer shape of
 * the update response (extra members, extended customer figures, routing config as {id, name}).
 */
record CampaignResponse(String id, Instant createdAt, Instant updatedAt, Instant startDate, Instant endDate,
                        String name, String description, String templateId, String templateName, String status,
                        String sourceType, boolean dialAfterhours, boolean outboundEnabled, int outboundBatchSize,
                        Map<String, Object> variableMappings, RedialTrackingResponse redialTracking,
                        boolean enableFlow, String flowWorkflowId, String suitType, String suite, boolean redial,
                        List<RedialPatternResponse> redialPatterns, CriteriaResponse successCriteria,
                        CriteriaResponse failureCriteria, int maxAttempts, Map<String, Boolean> smsTypes,
                        Map<String, String> smsContent, String smsCompanyName, List<String> requiredVars,
                        Client client, boolean hasInquiryCallback, Stats customerStats,
                        Object transferConfig, List<String> transferConfigIds,
                        Object appointmentConfig, List<Object> campaignAutomations,
                        FeaturesResponse features) {

    /** The enrollment statuses of {@code statusCounts}, in the spec's order. */
    private static final List<EnrollmentStatus> STATUS_COUNT_ORDER = List.of(EnrollmentStatus.EXPIRED,
            EnrollmentStatus.FAILED, EnrollmentStatus.PENDING, EnrollmentStatus.COMPLETED,
            EnrollmentStatus.EXCEEDED_MAX_CALLS, EnrollmentStatus.IN_PROGRESS, EnrollmentStatus.CANCELLED,
            EnrollmentStatus.SKIPPED);

    /**
     * A page's item. The configurations the page's campaigns share are written once per page and
     * the text repeated: a page of 100 campaigns sharing a configuration with its routing (about
     * 8 KB) otherwise writes the same object 100 times.
     */
    static CampaignResponse listItem(CampaignView view, Map<Object, RawValue> written) {
        return from(view, false, (configuration, response) ->
                written.computeIfAbsent(configuration, shown -> EncodedJson.of(response.get())));
    }

    /** Each configuration's part of the answer, given the view it shows. */
    private interface Shown {
        Object part(Object view, Supplier<Object> response);
    }

    private static CampaignResponse from(CampaignView view, boolean updateShape, Shown shown) {
        Campaign c = view.campaign();
        Map<String, Boolean> smsTypes = new LinkedHashMap<>();
        Map<String, String> smsContent = new LinkedHashMap<>();
        for (SmsType type : SmsType.values()) {
            smsTypes.put(type.key(), c.sms().isEnabled(type));
            smsContent.put(type.key(), c.sms().content().get(type));
        }
        Features features = c.outcomes().features();
        return new CampaignResponse(c.id().toString(), c.createdAt(), c.updatedAt(), c.startDate(), c.endDate(),
                c.profile().name(), c.profile().description(), RoutingConfigResponse.text(c.profile().templateId()),
                c.profile().templateName(), c.status().wireName(), c.profile().sourceType(),
                c.dialing().dialAfterhours(), c.dialing().outboundEnabled(), c.dialing().outboundBatchSize(),
                c.outcomes().variableMappings(),
                new RedialTrackingResponse(c.dialing().redialTracking().lastRunSmsCount(),
                        c.dialing().redialTracking().lastRunTimestamp()),
                c.flow().enableFlow(), c.flow().flowWorkflowId() == null ? null : c.flow().flowWorkflowId().toString(),
                c.profile().suitType(), c.profile().suite(), c.dialing().redial(),
                c.dialing().redialPatterns().stream().map(RedialPatternResponse::from).toList(),
                CriteriaResponse.from(c.outcomes().successCriteria()),
                CriteriaResponse.from(c.outcomes().failureCriteria()), c.dialing().maxAttempts(), smsTypes,
                smsContent, c.sms().companyName(), c.outcomes().requiredVars(),
                new Client(view.client().id().toString(), view.client().smsCompanyName()),
                c.outcomes().hasInquiryCallback(), Stats.from(view.customerStats(), updateShape),
                view.transferConfig() == null ? null
                        : shown.part(view.transferConfig(),
                                () -> TransferConfigResponse.from(view.transferConfig(), updateShape)),
                c.links().transferConfigIds().stream().map(Object::toString).toList(),
                view.appointmentConfig() == null ? null
                        : shown.part(view.appointmentConfig(),
                                () -> AppointmentConfigResponse.from(view.appointmentConfig())),
                c.outcomes().campaignAutomations(), new FeaturesResponse(features.transfers(),
                features.appointments(), features.inquiries(), features.checkPlan()));
    }

    /** The update response: the campaign, then the members only that answer has. */
    record Updated(@JsonUnwrapped CampaignResponse campaign, String lastModifiedByName,
                   boolean lastModifiedByIsStaff, List<String> tags, String direction, Long maxConcurrentCalls,
                   String vertical, String kind, String mode, boolean behaviorsEngineEnabled,
                   DialerConfigResponse dialerConfig, List<String> compatibilityWarnings, String callFormId) {

        static Updated from(CampaignView view) {
            Campaign c = view.campaign();
            DialerConfig dialer = c.dialing().dialerConfig();
            return new Updated(CampaignResponse.from(view, true, (configuration, response) -> response.get()),
                    c.lastModifiedByName(), c.lastModifiedByIsStaff(),
                    c.profile().tags(), c.profile().direction(), c.dialing().maxConcurrentCalls(),
                    c.profile().vertical(), c.profile().kind().wireName(), c.profile().mode(),
                    c.flow().behaviorsEngineEnabled(), dialer == null ? null
                    : new DialerConfigResponse(dialer.voicemailMessage(), dialer.voicemailDetectionEnabled()),
                    c.compatibilityWarnings(), RoutingConfigResponse.text(c.links().callFormId()));
        }
    }

    record RedialTrackingResponse(int lastRunSmsCount, Instant lastRunTimestamp) {
    }

    /** A redial pattern; a whole number of minutes is written without a fraction. */
    record RedialPatternResponse(List<Integer> days, int attempts, Number intervalMinutes) {

        static RedialPatternResponse from(RedialPattern pattern) {
            double minutes = pattern.intervalMinutes();
            return new RedialPatternResponse(pattern.days(), pattern.attempts(),
                    minutes == Math.rint(minutes) ? (Number) (long) minutes : (Number) minutes);
        }
    }

    record CriteriaResponse(String operator, List<ConditionResponse> conditions) {

        static CriteriaResponse from(Criteria criteria) {
            return new CriteriaResponse(criteria.operator(), criteria.conditions().stream()
                    .map(c -> new ConditionResponse(c.field(), c.operator(), c.value())).toList());
        }
    }

    record ConditionResponse(String field, String operator, Object value) {
    }

    record Client(String id, String smsCompanyName) {
    }

    record FeaturesResponse(boolean transfers, boolean appointments, boolean inquiries, boolean checkPlan) {
    }

    record DialerConfigResponse(String voicemailMessage, boolean voicemailDetectionEnabled) {
    }

    /** The campaign's customer figures; today's details only in the update response. */
    record Stats(long total, long totalCalls, long todayCalls, Map<String, Long> statusCounts,
                 @JsonInclude(JsonInclude.Include.NON_NULL) Long todayInboundCalls,
                 @JsonInclude(JsonInclude.Include.NON_NULL) Long todayOutboundCalls,
                 @JsonInclude(JsonInclude.Include.NON_NULL) BigDecimal todayConnectRate,
                 @JsonInclude(JsonInclude.Include.NON_NULL) Long todayDurationMs) {

        static Stats from(CustomerStats stats, boolean extended) {
            Map<String, Long> counts = new LinkedHashMap<>();
            for (EnrollmentStatus status : STATUS_COUNT_ORDER) {
                counts.put(status.wireName(), stats.statusCounts().get(status));
            }
            return new Stats(stats.total(), stats.totalCalls(), stats.todayCalls(), counts,
                    extended ? stats.todayInboundCalls() : null, extended ? stats.todayOutboundCalls() : null,
                    extended ? stats.todayConnectRate() : null, extended ? stats.todayDurationMs() : null);
        }
    }
}
