package io.campaignoutreach.adapter.workspace.document;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** A campaign as a workspace document gives it. */
public record CampaignElement(UUID id, String name, String description, CampaignStatus status, Instant startDate,
                             Instant endDate, UUID templateId, String templateName, String suitType, String suite,
                             String mode, CampaignKind kind, String direction, String vertical, String sourceType,
                             List<String> tags, Boolean dialAfterhours, Boolean outboundEnabled,
                             Integer outboundBatchSize, Long maxConcurrentCalls, Integer maxAttempts,
                             List<Redial> redialPatterns, Boolean redial, Dialer dialerConfig, UUID flowWorkflowId,
                             Boolean enableFlow, Boolean behaviorsEngineEnabled, Map<String, Boolean> smsTypes,
                             Map<String, String> smsContent, String smsCompanyName, Criteria successCriteria,
                             Criteria failureCriteria, List<String> requiredVars,
                             @JsonSetter(contentNulls = Nulls.SET) Map<String, Object> variableMappings,
                             @JsonSetter(contentNulls = Nulls.SET) List<Object> campaignAutomations,
                             Boolean hasInquiryCallback, Features features, List<UUID> transferConfigIds,
                             UUID appointmentConfigId, UUID callFormId, Instant createdAt)
        implements FileElement {

    /** A redial pattern: on which days, how many attempts, how far apart. */
    public record Redial(List<Integer> days, Integer attempts, BigDecimal intervalMinutes) {
    }

    /** The dialer's voicemail settings. */
    public record Dialer(String voicemailMessage, Boolean voicemailDetectionEnabled) {
    }

    /** Success or failure criteria. */
    public record Criteria(String operator, List<Condition> conditions) {
    }

    /** One test of the criteria; its value is kept as given. */
    public record Condition(String field, String operator, Object value) {
    }

    /** The campaign's features. */
    public record Features(Boolean transfers, Boolean appointments, Boolean inquiries, Boolean checkPlan) {
    }
}
