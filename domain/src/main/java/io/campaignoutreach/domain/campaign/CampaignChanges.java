package io.campaignoutreach.domain.campaign;

import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A partial update of a campaign's configuration. Absent fields keep their value; SMS flags,
 * SMS texts and features merge key by key. {@code transferConfigId} makes that configuration the
 * default (first) one, keeping the others; null clears every transfer configuration.
 * {@code dialerConfig} merges member by member; null removes the dialer configuration.
 */
public record CampaignChanges(
        Patch<String> name,
        Patch<String> description,
        Patch<CampaignStatus> status,
        Patch<Boolean> redial,
        Patch<List<RedialPattern>> redialPatterns,
        Map<SmsType, Boolean> smsTypes,
        Map<SmsType, String> smsContent,
        FeaturesChange features,
        Patch<Boolean> enableFlow,
        Patch<WorkflowId> flowWorkflowId,
        Patch<TransferConfigId> transferConfigId,
        Patch<AppointmentConfigId> appointmentConfigId,
        Patch<String> smsCompanyName,
        Patch<List<TransferConfigId>> transferConfigIds,
        Patch<Long> maxConcurrentCalls,
        Patch<Instant> endDate,
        Patch<UUID> callFormId,
        Patch<List<String>> tags,
        Patch<CampaignKind> kind,
        Patch<DialerConfigChange> dialerConfig) {

    public static CampaignChanges none() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Builds a change field by field; fields not set stay absent. */
    public static final class Builder {
        private Patch<String> name = Patch.absent();
        private Patch<String> description = Patch.absent();
        private Patch<CampaignStatus> status = Patch.absent();
        private Patch<Boolean> redial = Patch.absent();
        private Patch<List<RedialPattern>> redialPatterns = Patch.absent();
        private Map<SmsType, Boolean> smsTypes;
        private Map<SmsType, String> smsContent;
        private FeaturesChange features;
        private Patch<Boolean> enableFlow = Patch.absent();
        private Patch<WorkflowId> flowWorkflowId = Patch.absent();
        private Patch<TransferConfigId> transferConfigId = Patch.absent();
        private Patch<AppointmentConfigId> appointmentConfigId = Patch.absent();
        private Patch<String> smsCompanyName = Patch.absent();
        private Patch<List<TransferConfigId>> transferConfigIds = Patch.absent();
        private Patch<Long> maxConcurrentCalls = Patch.absent();
        private Patch<Instant> endDate = Patch.absent();
        private Patch<UUID> callFormId = Patch.absent();
        private Patch<List<String>> tags = Patch.absent();
        private Patch<CampaignKind> kind = Patch.absent();
        private Patch<DialerConfigChange> dialerConfig = Patch.absent();

        public Builder name(String v) { name = Patch.of(v); return this; }
        public Builder description(String v) { description = Patch.of(v); return this; }
        public Builder status(CampaignStatus v) { status = Patch.of(v); return this; }
        public Builder redial(Boolean v) { redial = Patch.of(v); return this; }
        public Builder redialPatterns(List<RedialPattern> v) { redialPatterns = Patch.of(v); return this; }
        public Builder smsTypes(Map<SmsType, Boolean> v) { smsTypes = v; return this; }
        public Builder smsContent(Map<SmsType, String> v) { smsContent = v; return this; }
        public Builder features(FeaturesChange v) { features = v; return this; }
        public Builder enableFlow(Boolean v) { enableFlow = Patch.of(v); return this; }
        public Builder flowWorkflowId(WorkflowId v) { flowWorkflowId = Patch.of(v); return this; }
        public Builder transferConfigId(TransferConfigId v) { transferConfigId = Patch.of(v); return this; }
        public Builder appointmentConfigId(AppointmentConfigId v) { appointmentConfigId = Patch.of(v); return this; }
        public Builder smsCompanyName(String v) { smsCompanyName = Patch.of(v); return this; }
        public Builder transferConfigIds(List<TransferConfigId> v) { transferConfigIds = Patch.of(v); return this; }
        public Builder maxConcurrentCalls(Long v) { maxConcurrentCalls = Patch.of(v); return this; }
        public Builder endDate(Instant v) { endDate = Patch.of(v); return this; }
        public Builder callFormId(UUID v) { callFormId = Patch.of(v); return this; }
        public Builder tags(List<String> v) { tags = Patch.of(v); return this; }
        public Builder kind(CampaignKind v) { kind = Patch.of(v); return this; }
        public Builder dialerConfig(DialerConfigChange v) { dialerConfig = Patch.of(v); return this; }

        public CampaignChanges build() {
            return new CampaignChanges(name, description, status, redial, redialPatterns, smsTypes, smsContent,
                    features, enableFlow, flowWorkflowId, transferConfigId, appointmentConfigId, smsCompanyName,
                    transferConfigIds, maxConcurrentCalls, endDate, callFormId, tags, kind, dialerConfig);
        }
    }
}
