package io.campaignoutreach.adapter.http.campaign;

import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.CampaignChanges;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.DialerConfigChange;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.FeaturesChange;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * The body of PATCH /v2/campaigns/{campaignId}: members not sent keep their value. The limits the
 * specification leaves open are in docs/decisions.md; the name's is the campaign's own rule.
 */
record CampaignPatchRequest(
        Patch<String> name,
        @Nullable @CodePointLength(max = MAX_DESCRIPTION_LENGTH) Patch<String> description,
        Patch<CampaignStatus> status,
        Patch<Boolean> redial,
        @Size(max = MAX_REDIAL_PATTERNS) Patch<List<@Valid RedialPatternRequest>> redialPatterns,
        Map<SmsType, Boolean> smsTypes,
        Map<SmsType, @CodePointLength(max = MAX_SMS_TEXT_LENGTH) String> smsContent,
        Features features,
        Patch<Boolean> enableFlow,
        @Nullable Patch<UUID> flowWorkflowId,
        @Nullable Patch<UUID> transferConfigId,
        @Nullable Patch<UUID> appointmentConfigId,
        @CodePointLength(min = 1, max = MAX_SMS_COMPANY_NAME_LENGTH) Patch<String> smsCompanyName,
        @Nullable @Size(max = MAX_TRANSFER_CONFIGS) Patch<List<UUID>> transferConfigIds,
        @Nullable @Min(1) @Max(DialingSettings.MAX_CONCURRENT_CALLS) Patch<Long> maxConcurrentCalls,
        @Nullable Patch<Instant> endDate,
        @Nullable Patch<UUID> callFormId,
        @Size(max = MAX_TAGS)
        Patch<List<@NotBlank @CodePointLength(min = 1, max = MAX_TAG_LENGTH) String>> tags,
        Patch<CampaignKind> kind,
        @Nullable Patch<@Valid DialerConfig> dialerConfig) {

    static final int MAX_DESCRIPTION_LENGTH = 10_000;
    static final int MAX_SMS_TEXT_LENGTH = 1_600;
    static final int MAX_SMS_COMPANY_NAME_LENGTH = 255;
    static final int MAX_REDIAL_PATTERNS = 20;
    static final int MAX_TRANSFER_CONFIGS = 50;
    static final int MAX_TAGS = 50;
    static final int MAX_TAG_LENGTH = 100;
    static final int MAX_VOICEMAIL_MESSAGE_LENGTH = 2_000;

    record RedialPatternRequest(
            @NotNull @Size(min = 1, max = 31)
            List<@Min(0) @Max(RedialPattern.MAX_DAY_OFFSET) Integer> days,
            @NotNull @Min(1) @Max(RedialPattern.MAX_ATTEMPTS) Integer attempts,
            @NotNull @DecimalMin("0") @DecimalMax("10080") BigDecimal intervalMinutes) {

        RedialPattern toDomain() {
            return new RedialPattern(days, attempts, intervalMinutes.doubleValue());
        }
    }

    record Features(Boolean transfers, Boolean appointments, Boolean inquiries, Boolean checkPlan) {
    }

    record DialerConfig(
            @Nullable @CodePointLength(max = MAX_VOICEMAIL_MESSAGE_LENGTH) Patch<String> voicemailMessage,
            Patch<Boolean> voicemailDetectionEnabled) {
    }

    CampaignChanges toChanges() {
        return new CampaignChanges(name, description, status, redial,
                redialPatterns.map(patterns -> patterns.stream().map(RedialPatternRequest::toDomain).toList()),
                smsTypes, smsContent,
                features == null ? null : new FeaturesChange(features.transfers(), features.appointments(),
                        features.inquiries(), features.checkPlan()),
                enableFlow, flowWorkflowId.map(WorkflowId::of), transferConfigId.map(TransferConfigId::of),
                appointmentConfigId.map(AppointmentConfigId::of), smsCompanyName,
                transferConfigIds.map(ids -> ids.stream().map(TransferConfigId::of).toList()), maxConcurrentCalls,
                endDate, callFormId, tags, kind,
                dialerConfig.map(config -> new DialerConfigChange(config.voicemailMessage(),
                        config.voicemailDetectionEnabled())));
    }
}
