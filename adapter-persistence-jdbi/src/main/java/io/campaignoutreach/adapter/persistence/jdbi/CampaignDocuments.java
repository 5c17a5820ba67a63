package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.CampaignLinks;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.FlowSettings;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The stored form of a campaign's jsonb columns: records of the adapter's own, so that renaming a
 * domain type or member cannot change what is stored, nor stop stored rows from reading. Member
 * names and SMS type keys are those the rows already hold (pinned by {@code StoredDocumentsTest}).
 */
final class CampaignDocuments {

    private CampaignDocuments() {
    }

    record Dialing(boolean dialAfterhours, boolean outboundEnabled, int outboundBatchSize, Long maxConcurrentCalls,
                   int maxAttempts, boolean redial, List<Pattern> redialPatterns, Tracking redialTracking,
                   Dialer dialerConfig) {

        static Dialing from(DialingSettings d) {
            DialerConfig dialer = d.dialerConfig();
            return new Dialing(d.dialAfterhours(), d.outboundEnabled(), d.outboundBatchSize(), d.maxConcurrentCalls(),
                    d.maxAttempts(), d.redial(), d.redialPatterns().stream()
                    .map(p -> new Pattern(p.days(), p.attempts(), p.intervalMinutes())).toList(),
                    Tracking.of(d.redialTracking()),
                    dialer == null ? null : new Dialer(dialer.voicemailMessage(), dialer.voicemailDetectionEnabled()));
        }

        DialingSettings toDomain() {
            return new DialingSettings(dialAfterhours, outboundEnabled, outboundBatchSize, maxConcurrentCalls,
                    maxAttempts, redial, redialPatterns == null ? List.of() : redialPatterns.stream()
                    .map(p -> new RedialPattern(p.days(), p.attempts(), p.intervalMinutes())).toList(),
                    redialTracking == null ? RedialTracking.never()
                            : new RedialTracking(redialTracking.lastRunSmsCount(), redialTracking.lastRunTimestamp()),
                    dialerConfig == null ? null : new DialerConfig(dialerConfig.voicemailMessage(),
                            dialerConfig.voicemailDetectionEnabled()));
        }
    }

    record Pattern(List<Integer> days, int attempts, double intervalMinutes) {
    }

    record Tracking(int lastRunSmsCount, Instant lastRunTimestamp) {
        static Tracking of(RedialTracking tracking) {
            return new Tracking(tracking.lastRunSmsCount(), tracking.lastRunTimestamp());
        }
    }

    record Dialer(String voicemailMessage, boolean voicemailDetectionEnabled) {
    }

    record Flow(boolean enableFlow, UUID flowWorkflowId, boolean behaviorsEngineEnabled) {

        static Flow from(FlowSettings f) {
            return new Flow(f.enableFlow(), f.flowWorkflowId() == null ? null : f.flowWorkflowId().value(),
                    f.behaviorsEngineEnabled());
        }

        FlowSettings toDomain() {
            return new FlowSettings(enableFlow, flowWorkflowId == null ? null : WorkflowId.of(flowWorkflowId),
                    behaviorsEngineEnabled);
        }
    }

    /** Flags and texts keyed by the SMS type's stored name ({@code REDIAL}, {@code NEW_INQUIRY}...). */
    record Sms(Map<String, Boolean> enabled, Map<String, String> content, String companyName) {

        static Sms from(SmsSettings s) {
            Map<String, Boolean> enabled = new LinkedHashMap<>();
            Map<String, String> content = new LinkedHashMap<>();
            for (SmsType type : SmsType.values()) {
                enabled.put(StoredNames.SMS_TYPE.of(type), s.enabled().get(type));
                content.put(StoredNames.SMS_TYPE.of(type), s.content().get(type));
            }
            return new Sms(enabled, content, s.companyName());
        }

        SmsSettings toDomain() {
            Map<SmsType, Boolean> flags = new EnumMap<>(SmsType.class);
            Map<SmsType, String> texts = new EnumMap<>(SmsType.class);
            for (SmsType type : SmsType.values()) {
                String key = StoredNames.SMS_TYPE.of(type);
                if (enabled != null && enabled.get(key) != null) {
                    flags.put(type, enabled.get(key));
                }
                if (content != null && content.get(key) != null) {
                    texts.put(type, content.get(key));
                }
            }
            return new SmsSettings(flags, texts, companyName);
        }
    }

    record Outcomes(Rules successCriteria, Rules failureCriteria, List<String> requiredVars,
                    Map<String, Object> variableMappings, List<Object> campaignAutomations,
                    boolean hasInquiryCallback, FeatureFlags features) {

        static Outcomes from(OutcomeRules o) {
            Features f = o.features();
            return new Outcomes(Rules.from(o.successCriteria()), Rules.from(o.failureCriteria()), o.requiredVars(),
                    o.variableMappings(), o.campaignAutomations(), o.hasInquiryCallback(),
                    new FeatureFlags(f.transfers(), f.appointments(), f.inquiries(), f.checkPlan()));
        }

        OutcomeRules toDomain() {
            return new OutcomeRules(successCriteria.toDomain(), failureCriteria.toDomain(),
                    requiredVars == null ? List.of() : requiredVars,
                    variableMappings == null ? Map.of() : variableMappings,
                    campaignAutomations == null ? List.of() : campaignAutomations, hasInquiryCallback,
                    new Features(features.transfers(), features.appointments(), features.inquiries(),
                            features.checkPlan()));
        }
    }

    record Rules(String operator, List<Condition> conditions) {

        static Rules from(Criteria c) {
            return new Rules(c.operator(), c.conditions().stream()
                    .map(condition -> new Condition(condition.field(), condition.operator(), condition.value()))
                    .toList());
        }

        Criteria toDomain() {
            return new Criteria(operator, conditions == null ? List.of() : conditions.stream()
                    .map(c -> new Criteria.Condition(c.field(), c.operator(), c.value())).toList());
        }
    }

    record Condition(String field, String operator, Object value) {
    }

    record FeatureFlags(boolean transfers, boolean appointments, boolean inquiries, boolean checkPlan) {
    }

    record Links(List<UUID> transferConfigIds, UUID appointmentConfigId, UUID callFormId) {

        static Links from(CampaignLinks l) {
            return new Links(l.transferConfigIds().stream().map(TransferConfigId::value).toList(),
                    l.appointmentConfigId() == null ? null : l.appointmentConfigId().value(), l.callFormId());
        }

        CampaignLinks toDomain() {
            return new CampaignLinks(transferConfigIds == null ? List.of()
                    : transferConfigIds.stream().map(TransferConfigId::of).toList(),
                    appointmentConfigId == null ? null : AppointmentConfigId.of(appointmentConfigId), callFormId);
        }
    }
}
