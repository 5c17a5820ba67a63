package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.adapter.workspace.document.CampaignElement;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignLinks;
import io.campaignoutreach.domain.campaign.CampaignProfile;
import io.campaignoutreach.domain.campaign.CampaignStatus;
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
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** Turns the campaigns of a workspace document into the domain's. */
final class CampaignElements {

    private final ReadContext context;

    CampaignElements(ReadContext context) {
        this.context = context;
    }

    Campaign campaign(CampaignElement element, Checks at, UUID id) {
        int before = context.problems().total();
        String name = at.nonBlank("name", element.name(), CampaignProfile.MAX_NAME_LENGTH);
        Integer batchSize = at.atLeast("outboundBatchSize", element.outboundBatchSize(), 1);
        Long maxConcurrentCalls = at.range("maxConcurrentCalls", element.maxConcurrentCalls(), 1,
                DialingSettings.MAX_CONCURRENT_CALLS);
        Integer maxAttempts = at.atLeast("maxAttempts", element.maxAttempts(), 1);
        List<RedialPattern> redialPatterns = redialPatterns(element.redialPatterns(), at);
        UUID flowWorkflowId = at.resolve("flowWorkflowId", element.flowWorkflowId(), ElementKind.WORKFLOWS);
        Map<SmsType, Boolean> smsTypes = bySmsType(element.smsTypes(), at.in("smsTypes"));
        Map<SmsType, String> smsContent = bySmsType(element.smsContent(), at.in("smsContent"));
        Criteria success = criteria(element.successCriteria(), at.in("successCriteria"));
        Criteria failure = criteria(element.failureCriteria(), at.in("failureCriteria"));
        List<String> requiredVars = CustomerElements.listed(element.requiredVars());
        for (int i = 0; i < requiredVars.size(); i++) {
            if (CustomerField.fromWireName(requiredVars.get(i)).isEmpty()) {
                at.problem("requiredVars[" + i + "]", "\"" + requiredVars.get(i)
                        + "\" is not a customer field name such as firstName or dateOfBirth");
            }
        }
        List<TransferConfigId> transferConfigIds = transferConfigIds(element.transferConfigIds(), at);
        UUID appointmentConfigId = at.resolve("appointmentConfigId", element.appointmentConfigId(),
                ElementKind.APPOINTMENT_CONFIGS);
        CampaignElement.Dialer dialer = element.dialerConfig();
        CampaignElement.Features features = element.features();
        return context.build(at.path(), before, () -> Campaign.create(CampaignId.of(id), context.organizationId(),
                element.status() == null ? CampaignStatus.DRAFT : element.status(), element.startDate(),
                element.endDate(),
                new CampaignProfile(name, element.description(), element.templateId(), element.templateName(),
                        element.suitType(), element.suite(), element.mode(),
                        element.kind() == null ? CampaignKind.VOICE_AI : element.kind(), element.direction(),
                        element.vertical(), element.sourceType(), CustomerElements.listed(element.tags())),
                new DialingSettings(ConfigurationElements.yes(element.dialAfterhours()),
                        ConfigurationElements.orYes(element.outboundEnabled()), batchSize == null ? 1 : batchSize,
                        maxConcurrentCalls, maxAttempts == null ? 3 : maxAttempts,
                        element.redial() == null ? !redialPatterns.isEmpty() : element.redial(), redialPatterns,
                        RedialTracking.never(), dialer == null ? null : new DialerConfig(dialer.voicemailMessage(),
                        ConfigurationElements.yes(dialer.voicemailDetectionEnabled()))),
                new FlowSettings(element.enableFlow() == null ? flowWorkflowId != null : element.enableFlow(),
                        flowWorkflowId == null ? null : WorkflowId.of(flowWorkflowId),
                        ConfigurationElements.yes(element.behaviorsEngineEnabled())),
                new SmsSettings(smsTypes, smsContent, element.smsCompanyName() == null
                        ? context.organization().smsCompanyName() : element.smsCompanyName()),
                new OutcomeRules(success, failure, requiredVars,
                        element.variableMappings() == null ? new LinkedHashMap<>() : element.variableMappings(),
                        element.campaignAutomations() == null ? new ArrayList<>() : element.campaignAutomations(),
                        ConfigurationElements.yes(element.hasInquiryCallback()), features == null ? Features.none()
                        : new Features(ConfigurationElements.yes(features.transfers()),
                        ConfigurationElements.yes(features.appointments()),
                        ConfigurationElements.yes(features.inquiries()),
                        ConfigurationElements.yes(features.checkPlan()))),
                new CampaignLinks(transferConfigIds,
                        appointmentConfigId == null ? null : AppointmentConfigId.of(appointmentConfigId),
                        element.callFormId()),
                context.createdAt(element.createdAt())));
    }

    /** An object keyed by SMS type; other keys are unknown members. */
    private static <T> Map<SmsType, T> bySmsType(Map<String, T> given, Checks at) {
        Map<SmsType, T> byType = new EnumMap<>(SmsType.class);
        (given == null ? Map.<String, T>of() : given).forEach((key, value) -> SmsType.fromKey(key).ifPresentOrElse(
                type -> byType.put(type, value), () -> at.problem(key, "unknown member")));
        return byType;
    }

    private List<RedialPattern> redialPatterns(List<CampaignElement.Redial> given, Checks element) {
        List<RedialPattern> patterns = new ArrayList<>();
        List<CampaignElement.Redial> listed = CustomerElements.listed(given);
        for (int i = 0; i < listed.size(); i++) {
            int before = context.problems().total();
            CampaignElement.Redial pattern = listed.get(i);
            Checks at = element.in("redialPatterns", i);
            List<Integer> days = CustomerElements.listed(pattern.days());
            at.each("days", days, 0, RedialPattern.MAX_DAY_OFFSET);
            Integer attempts = at.required("attempts", pattern.attempts(), null)
                    ? at.range("attempts", pattern.attempts(), 1, RedialPattern.MAX_ATTEMPTS) : null;
            BigDecimal interval = pattern.intervalMinutes();
            if (interval != null && interval.signum() < 0) {
                at.problem("intervalMinutes", "must not be negative");
            } else if (interval != null
                    && interval.compareTo(BigDecimal.valueOf(RedialPattern.MAX_INTERVAL_MINUTES)) > 0) {
                at.problem("intervalMinutes", "must be at most " + (int) RedialPattern.MAX_INTERVAL_MINUTES);
            }
            Optional.ofNullable(context.build(at.path(), before, () -> new RedialPattern(days, attempts,
                    interval == null ? 0 : interval.doubleValue()))).ifPresent(patterns::add);
        }
        return patterns;
    }

    private static Criteria criteria(CampaignElement.Criteria criteria, Checks at) {
        if (criteria == null) {
            return Criteria.none();
        }
        List<Criteria.Condition> conditions = new ArrayList<>();
        List<CampaignElement.Condition> given = CustomerElements.listed(criteria.conditions());
        for (int i = 0; i < given.size(); i++) {
            Checks condition = at.in("conditions", i);
            String field = condition.nonBlank("field", given.get(i).field(), ConfigurationElements.MAX_TEXT);
            String operator = condition.nonBlank("operator", given.get(i).operator(), ConfigurationElements.MAX_TEXT);
            if (field != null && operator != null) {
                conditions.add(new Criteria.Condition(field, operator, given.get(i).value()));
            }
        }
        return new Criteria(criteria.operator() == null ? "and" : criteria.operator(), conditions);
    }

    private static List<TransferConfigId> transferConfigIds(List<UUID> given, Checks at) {
        List<TransferConfigId> ids = new ArrayList<>();
        Set<UUID> seen = new HashSet<>();
        List<UUID> listed = CustomerElements.listed(given);
        for (int i = 0; i < listed.size(); i++) {
            String member = "transferConfigIds[" + i + "]";
            if (!seen.add(listed.get(i))) {
                at.problem(member, "repeats transferConfig " + listed.get(i));
            } else {
                Optional.ofNullable(at.resolve(member, listed.get(i), ElementKind.TRANSFER_CONFIGS))
                        .map(TransferConfigId::of).ifPresent(ids::add);
            }
        }
        return ids;
    }
}
